/**
 * The price of a cart, in integer centavos: the clerk's line discounts, the automatic
 * promotions, the coupon, the freight. Pure, so every rule is tested without a database; what
 * needs one (is the coupon valid today, for this client, under its limits?) is decided before, in
 * ./cupom.ts, and arrives here as a reason to refuse.
 *
 * The rules a customer would ask about:
 * - a line the clerk discounted takes no automatic promotion (discounts do not stack on a line);
 * - each other line takes at most one automatic promotion: the one that gives most, chosen
 *   promotion by promotion, largest first;
 * - 'leve N, pague M' makes the cheapest units of the target free, (N − M) for every N units;
 * - the coupon applies last, to what is left of its target's lines, split over them in proportion
 *   to their value (the same split the NFC-e prints), never beyond their value.
 */
import { formatCentavos } from '@retaguarda/contrato/br/money';
import { ratear } from '../../pedidos/nfce/entrada';

export interface ProdutoPreco {
  id: number;
  sku: string;
  nome: string;
  preco: number;
  produto_base: number | null;
  categoria: string | null;
}

export interface LinhaCarrinho {
  produto: ProdutoPreco;
  quantidade: number;
  /** The clerk's discount, in hundredths of a percent (1050 = 10,50 %). */
  descontoCentesimos: number;
}

export interface Promocao {
  id: number;
  nome: string;
  codigo: string | null;
  tipo: 'percentual' | 'valor' | 'leve_pague';
  /** Hundredths of a percent. */
  percentual: number | null;
  valor: number | null;
  leve: number | null;
  pague: number | null;
  aplica_a: 'pedido' | 'categoria' | 'produto_base';
  categoria: string | null;
  produto_base: number | null;
  pedido_minimo: number | null;
}

export interface CupomEntrada {
  codigo: string;
  /** Null when no promotion has this code (or the code is not usable here: see recusa). */
  promocao: Promocao | null;
  /** Why the coupon does not apply, decided with the database (expired, limit reached…). */
  recusa: string | null;
}

export interface EntradaPreco {
  linhas: LinhaCarrinho[];
  automaticas: Promocao[];
  cupom: CupomEntrada | null;
  freteCentavos: number;
}

export interface LinhaPrecificada {
  produto: ProdutoPreco;
  quantidade: number;
  bruto: number;
  manual: number;
  promocao: number;
  cupom: number;
  /** The automatic promotion's name, when one applied. */
  nomePromocao: string | null;
}

export interface Preco {
  linhas: LinhaPrecificada[];
  promocoes: { id: number; descricao: string; valor: number }[];
  cupom: { codigo: string; aplicado: boolean; motivo: string | null; descricao: string | null; valor: number; id: number | null } | null;
  produtos: number;
  desconto: number;
  frete: number;
  total: number;
}

/** round(valor × centesimos / 10 000), half up, in integers (no binary fractions on money). */
export function porcentagem(valor: number, centesimos: number): number {
  return Number((BigInt(valor) * BigInt(centesimos) * 2n + 10_000n) / 20_000n);
}

function alcanca(p: Promocao, produto: ProdutoPreco): boolean {
  if (p.aplica_a === 'pedido') return true;
  if (p.aplica_a === 'categoria') return p.categoria !== null && produto.categoria !== null && normalizar(p.categoria) === normalizar(produto.categoria);
  return p.produto_base !== null && produto.produto_base === p.produto_base;
}

const normalizar = (t: string): string => t.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** What `p` takes off each of `indices` (a line's value here is what is left of it). */
function descontosDaPromocao(p: Promocao, linhas: readonly LinhaPrecificada[], indices: number[], restante: (l: LinhaPrecificada) => number): Map<number, number> {
  const descontos = new Map<number, number>();
  if (indices.length === 0) return descontos;
  if (p.tipo === 'leve_pague') {
    const leve = p.leve ?? 0;
    const pague = p.pague ?? leve;
    if (leve < 2 || pague < 1 || pague >= leve) return descontos;
    const unidades = indices.reduce((s, i) => s + (linhas[i]?.quantidade ?? 0), 0);
    let gratis = Math.floor(unidades / leve) * (leve - pague);
    // the cheapest units go free: lines by unit price, ties by their place in the cart
    const porPreco = [...indices].sort((a, b) => (linhas[a]?.produto.preco ?? 0) - (linhas[b]?.produto.preco ?? 0) || a - b);
    for (const i of porPreco) {
      const linha = linhas[i];
      if (!linha || gratis === 0) break;
      const n = Math.min(gratis, linha.quantidade);
      descontos.set(i, n * linha.produto.preco);
      gratis -= n;
    }
    return descontos;
  }
  const bases = indices.map((i) => {
    const linha = linhas[i];
    return linha ? restante(linha) : 0;
  });
  const base = bases.reduce((a, b) => a + b, 0);
  if (base <= 0) return descontos;
  const total = p.tipo === 'percentual' ? porcentagem(base, p.percentual ?? 0) : Math.min(p.valor ?? 0, base);
  if (total <= 0) return descontos;
  ratear(total, bases).forEach((parte, k) => {
    const i = indices[k];
    if (i !== undefined && parte > 0) descontos.set(i, parte);
  });
  return descontos;
}

const liquido = (l: LinhaPrecificada): number => l.bruto - l.manual - l.promocao - l.cupom;

export function precificar(e: EntradaPreco): Preco {
  const linhas: LinhaPrecificada[] = e.linhas.map((l) => {
    const bruto = l.quantidade * l.produto.preco;
    return { produto: l.produto, quantidade: l.quantidade, bruto, manual: porcentagem(bruto, l.descontoCentesimos), promocao: 0, cupom: 0, nomePromocao: null };
  });
  const brutoTotal = linhas.reduce((s, l) => s + l.bruto, 0);

  const promocoes: Preco['promocoes'] = [];
  const livres = new Set(linhas.map((_, i) => i).filter((i) => linhas[i]?.manual === 0));
  // a promotion's minimum, like a coupon's, is measured on the goods after the clerk's discounts
  const aposManuais = brutoTotal - linhas.reduce((t, l) => t + l.manual, 0);
  const candidatas = e.automaticas.filter((p) => (p.pedido_minimo ?? 0) <= aposManuais);
  for (;;) {
    let melhor: { p: Promocao; descontos: Map<number, number>; soma: number } | null = null;
    for (const p of candidatas) {
      if (promocoes.some((x) => x.id === p.id)) continue;
      const indices = [...livres].filter((i) => {
        const linha = linhas[i];
        return linha !== undefined && alcanca(p, linha.produto);
      });
      const descontos = descontosDaPromocao(p, linhas, indices, liquido);
      const soma = [...descontos.values()].reduce((a, b) => a + b, 0);
      if (soma > 0 && (!melhor || soma > melhor.soma || (soma === melhor.soma && p.id < melhor.p.id))) melhor = { p, descontos, soma };
    }
    if (!melhor) break;
    for (const [i, valor] of melhor.descontos) {
      const linha = linhas[i];
      if (!linha) continue;
      linha.promocao = valor;
      linha.nomePromocao = melhor.p.nome;
      livres.delete(i);
    }
    // lines of the target that gave nothing (a leve-pague's paid units) stay free for others
    promocoes.push({ id: melhor.p.id, descricao: melhor.p.nome, valor: melhor.soma });
  }

  const cupom = e.cupom ? aplicarCupom(e.cupom, linhas) : null;
  const produtos = brutoTotal;
  const desconto = linhas.reduce((s, l) => s + l.manual + l.promocao + l.cupom, 0);
  return { linhas, promocoes, cupom, produtos, desconto, frete: e.freteCentavos, total: produtos - desconto + e.freteCentavos };
}

function aplicarCupom(c: CupomEntrada, linhas: LinhaPrecificada[]): NonNullable<Preco['cupom']> {
  const recusado = (motivo: string) => ({ codigo: c.codigo, aplicado: false, motivo, descricao: c.promocao?.nome ?? null, valor: 0, id: c.promocao?.id ?? null });
  const p = c.promocao;
  if (!p) return recusado(c.recusa ?? 'Cupom não encontrado');
  if (c.recusa) return recusado(c.recusa);
  const apos = linhas.reduce((s, l) => s + liquido(l), 0);
  if (p.pedido_minimo !== null && apos < p.pedido_minimo) return recusado(`Pedido mínimo de ${formatCentavos(p.pedido_minimo)} para este cupom`);
  const indices = linhas.map((_, i) => i).filter((i) => {
    const linha = linhas[i];
    return linha !== undefined && alcanca(p, linha.produto) && liquido(linha) > 0;
  });
  if (indices.length === 0) return recusado(p.aplica_a === 'categoria' ? `O cupom vale só para ${p.categoria ?? 'uma categoria'}` : 'Nenhum item do pedido está na promoção deste cupom');
  const descontos = descontosDaPromocao(p, linhas, indices, liquido);
  let soma = 0;
  for (const [i, valor] of descontos) {
    const linha = linhas[i];
    if (!linha) continue;
    const parte = Math.min(valor, liquido(linha));
    linha.cupom = parte;
    soma += parte;
  }
  if (soma === 0) return recusado('O cupom não dá desconto neste pedido');
  return { codigo: c.codigo, aplicado: true, motivo: null, descricao: p.nome, valor: soma, id: p.id };
}
