import { describe, expect, it } from 'vitest';
import { porcentagem, precificar, type Promocao, type ProdutoPreco } from '../../../server/modulos/venda-manual/precificacao/precificar';

const produto = (id: number, preco: number, extra: Partial<ProdutoPreco> = {}): ProdutoPreco => ({
  id,
  sku: `SKU${id}`,
  nome: `Produto ${id}`,
  preco,
  produto_base: null,
  categoria: null,
  ...extra,
});

const promocao = (id: number, extra: Partial<Promocao>): Promocao => ({
  id,
  nome: `Promoção ${id}`,
  codigo: null,
  tipo: 'percentual',
  percentual: null,
  valor: null,
  leve: null,
  pague: null,
  aplica_a: 'pedido',
  categoria: null,
  produto_base: null,
  pedido_minimo: null,
  ...extra,
});

const camiseta = (id: number, preco: number) => produto(id, preco, { categoria: 'Camisetas' });

describe('porcentagem', () => {
  it('rounds half up to the centavo, in integers', () => {
    expect(porcentagem(9999, 1000)).toBe(1000); // 999,9 → 1000
    expect(porcentagem(5, 1000)).toBe(1); // 0,5 → 1
    expect(porcentagem(4, 1000)).toBe(0); // 0,4 → 0
    expect(porcentagem(123_456_789, 333)).toBe(4_111_111); // 4 111 111,07
  });
});

describe('precificar', () => {
  it('adds the lines and the freight, with nothing to discount', () => {
    const p = precificar({ linhas: [{ produto: produto(1, 1990), quantidade: 3, descontoCentesimos: 0 }], automaticas: [], cupom: null, freteCentavos: 1500 });
    expect(p).toMatchObject({ produtos: 5970, desconto: 0, frete: 1500, total: 7470, cupom: null, promocoes: [] });
  });

  it("takes the clerk's line discount to the centavo", () => {
    const p = precificar({ linhas: [{ produto: produto(1, 3333), quantidade: 3, descontoCentesimos: 1000 }], automaticas: [], cupom: null, freteCentavos: 0 });
    expect(p.linhas[0]?.manual).toBe(1000);
    expect(p.total).toBe(8999);
  });

  it("'leve 3, pague 2' makes the cheapest unit free, once for every 3 units of the category", () => {
    const leve3 = promocao(7, { nome: 'Leve 3, pague 2 — Camisetas', tipo: 'leve_pague', leve: 3, pague: 2, aplica_a: 'categoria', categoria: 'camisetas' });
    const p = precificar({
      linhas: [
        { produto: camiseta(1, 5990), quantidade: 2, descontoCentesimos: 0 },
        { produto: camiseta(2, 3990), quantidade: 5, descontoCentesimos: 0 },
        { produto: produto(3, 10000), quantidade: 1, descontoCentesimos: 0 },
      ],
      automaticas: [leve3],
      cupom: null,
      freteCentavos: 0,
    });
    // 7 shirts → 2 free, both of the cheaper model
    expect(p.linhas.map((l) => l.promocao)).toEqual([0, 7980, 0]);
    expect(p.linhas[1]?.nomePromocao).toBe('Leve 3, pague 2 — Camisetas');
    expect(p.promocoes).toEqual([{ id: 7, descricao: 'Leve 3, pague 2 — Camisetas', valor: 7980 }]);
    expect(p.total).toBe(2 * 5990 + 5 * 3990 + 10000 - 7980);
  });

  it('gives a line the automatic promotion that takes most, and none to a line the clerk discounted', () => {
    const dezPorCento = promocao(1, { percentual: 1000, aplica_a: 'categoria', categoria: 'Camisetas' });
    const vintePorCento = promocao(2, { percentual: 2000, aplica_a: 'categoria', categoria: 'Camisetas' });
    const p = precificar({
      linhas: [
        { produto: camiseta(1, 10000), quantidade: 1, descontoCentesimos: 0 },
        { produto: camiseta(2, 10000), quantidade: 1, descontoCentesimos: 500 },
      ],
      automaticas: [dezPorCento, vintePorCento],
      cupom: null,
      freteCentavos: 0,
    });
    expect(p.linhas.map((l) => [l.manual, l.promocao])).toEqual([
      [0, 2000],
      [500, 0],
    ]);
    expect(p.promocoes.map((x) => x.id)).toEqual([2]);
  });

  it('leaves out an automatic promotion whose minimum the cart does not reach', () => {
    const p = precificar({
      linhas: [{ produto: produto(1, 5000), quantidade: 1, descontoCentesimos: 0 }],
      automaticas: [promocao(1, { percentual: 1000, pedido_minimo: 10000 })],
      cupom: null,
      freteCentavos: 0,
    });
    expect(p.desconto).toBe(0);
  });

  it("splits a percent coupon over the lines so the parts add up to the coupon's value exactly", () => {
    const cupom = promocao(9, { nome: 'Volta às aulas', codigo: 'VOLTA10', percentual: 1000 });
    const p = precificar({
      linhas: [
        { produto: produto(1, 3333), quantidade: 1, descontoCentesimos: 0 },
        { produto: produto(2, 3333), quantidade: 1, descontoCentesimos: 0 },
        { produto: produto(3, 3334), quantidade: 1, descontoCentesimos: 0 },
      ],
      automaticas: [],
      cupom: { codigo: 'VOLTA10', promocao: cupom, recusa: null },
      freteCentavos: 990,
    });
    expect(p.cupom).toMatchObject({ codigo: 'VOLTA10', aplicado: true, valor: 1000, descricao: 'Volta às aulas' });
    expect(p.linhas.reduce((s, l) => s + l.cupom, 0)).toBe(1000);
    expect(p.linhas.map((l) => l.cupom)).toEqual([333, 333, 334]);
    expect(p.total).toBe(10000 - 1000 + 990);
  });

  it('applies the coupon after the promotions, and a fixed coupon never beyond what is left', () => {
    const p = precificar({
      linhas: [{ produto: produto(1, 3000), quantidade: 1, descontoCentesimos: 0 }],
      automaticas: [promocao(1, { percentual: 5000 })],
      cupom: { codigo: 'MENOS50', promocao: promocao(2, { tipo: 'valor', valor: 5000, codigo: 'MENOS50' }), recusa: null },
      freteCentavos: 0,
    });
    expect(p.linhas[0]).toMatchObject({ promocao: 1500, cupom: 1500 });
    expect(p.total).toBe(0);
  });

  it("refuses a coupon below its minimum order with the amount, and passes on the database's reason", () => {
    const cupom = promocao(3, { codigo: 'CEM', percentual: 1000, pedido_minimo: 10000 });
    const abaixo = precificar({ linhas: [{ produto: produto(1, 9999), quantidade: 1, descontoCentesimos: 0 }], automaticas: [], cupom: { codigo: 'CEM', promocao: cupom, recusa: null }, freteCentavos: 0 });
    expect(abaixo.cupom).toMatchObject({ aplicado: false, valor: 0 });
    expect(abaixo.cupom?.motivo).toMatch(/^Pedido mínimo de R\$\s100,00 para este cupom$/);
    expect(abaixo.total).toBe(9999);
    const expirado = precificar({ linhas: [{ produto: produto(1, 20000), quantidade: 1, descontoCentesimos: 0 }], automaticas: [], cupom: { codigo: 'CEM', promocao: cupom, recusa: 'Cupom expirado' }, freteCentavos: 0 });
    expect(expirado.cupom).toMatchObject({ aplicado: false, motivo: 'Cupom expirado', valor: 0 });
    const inexistente = precificar({ linhas: [{ produto: produto(1, 20000), quantidade: 1, descontoCentesimos: 0 }], automaticas: [], cupom: { codigo: 'NADA', promocao: null, recusa: null }, freteCentavos: 0 });
    expect(inexistente.cupom).toMatchObject({ aplicado: false, motivo: 'Cupom não encontrado' });
  });

  it('refuses a category coupon on a cart without that category', () => {
    const cupom = promocao(4, { codigo: 'CAMISA', percentual: 1000, aplica_a: 'categoria', categoria: 'Camisetas' });
    const p = precificar({ linhas: [{ produto: produto(1, 5000), quantidade: 1, descontoCentesimos: 0 }], automaticas: [], cupom: { codigo: 'CAMISA', promocao: cupom, recusa: null }, freteCentavos: 0 });
    expect(p.cupom).toMatchObject({ aplicado: false, motivo: 'O cupom vale só para Camisetas' });
  });
});
