import { TZDate } from '@date-fns/tz';
import { FORMAS_PAGTO as F, STATUS as S, type Canal, type TipoEntrega, type TipoSeller } from '@retaguarda/contrato/api/catalogos';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { montarChave } from '../../modulos/pedidos/nfce/chave';
import { produtosDoPedido } from '../../modulos/pedidos/consultas/resumos';
import type { Escrita } from './escrita';
import { USUARIOS_DEMO, type ProdutoDemo, type SellerDemo } from './cadastros';
import type { ClientesDemo } from './clientes';
import type { Random } from './random';

interface Dia {
  inicio: number;
  chave: string;
}

/** The São Paulo days from `meses` months before `agora` to today, oldest first. */
export function diasSP(agora: Date, meses: number): Dia[] {
  const hoje = new TZDate(agora.getTime(), TZ_NEGOCIO);
  const dias: Dia[] = [];
  for (let i = 0; ; i++) {
    const d = new TZDate(hoje.getFullYear(), hoje.getMonth() - meses, hoje.getDate() + i, 0, 0, TZ_NEGOCIO);
    if (d.getTime() > agora.getTime()) break;
    const mm = String(d.getMonth() + 1).padStart(2, '0');
    const dd = String(d.getDate()).padStart(2, '0');
    dias.push({ inicio: d.getTime(), chave: `${d.getFullYear()}-${mm}-${dd}` });
  }
  return dias;
}

/** Relative weight of each hour of the day, by kind of seller (opening hours, peaks). */
const HORAS: Record<TipoSeller, number[]> = {
  loja: [0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 8, 10, 10, 8, 7, 7, 8, 9, 8, 5, 2, 0, 0],
  loja_shopping: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 9, 10, 9, 8, 8, 9, 10, 10, 8, 5, 0, 0],
  ecommerce: [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 7, 7, 6, 6, 6, 6, 7, 8, 9, 9, 7, 4],
  loja_autonoma: [1, 0, 0, 0, 0, 0, 2, 5, 6, 5, 4, 5, 7, 6, 4, 4, 5, 7, 9, 9, 7, 5, 3, 2],
};
const HORAS_PESOS = Object.fromEntries(
  Object.entries(HORAS).map(([t, pesos]) => [t, pesos.map((w, h) => [h, w] as const).filter(([, w]) => w > 0)]),
) as Record<TipoSeller, (readonly [number, number])[]>;

const PESO_SELLER = [30, 20, 25, 10, 15];

function canalDe(tipo: TipoSeller, rnd: Random): Canal {
  if (tipo === 'ecommerce') return rnd.chance(0.7) ? 'ecommerce' : 'marketplace';
  if (tipo === 'loja_autonoma') return 'loja_autonoma';
  return tipo === 'loja' && rnd.chance(0.05) ? 'manual' : 'loja';
}

function formaDe(canal: Canal, rnd: Random): number {
  if (canal === 'ecommerce' || canal === 'marketplace') return rnd.weighted([[F.pix.id, 40], [F.credito.id, 50], [F.boleto.id, 10]]);
  if (canal === 'loja_autonoma') return rnd.weighted([[F.pix.id, 50], [F.credito.id, 25], [F.debito.id, 25]]);
  return rnd.weighted([[F.pix.id, 30], [F.credito.id, 35], [F.debito.id, 20], [F.dinheiro.id, 12], [F.valeCompra.id, 3]]);
}

/** Status by channel and age: recent web orders are still in flight, old ones are settled. */
function statusDe(canal: Canal, diasAtras: number, rnd: Random): number {
  if (canal === 'ecommerce' || canal === 'marketplace') {
    if (diasAtras < 3) return rnd.weighted([[S.aguardandoPagamento.id, 20], [S.pago.id, 25], [S.emSeparacao.id, 20], [S.enviado.id, 20], [S.entregue.id, 10], [S.cancelado.id, 5]]);
    if (diasAtras < 15) return rnd.weighted([[S.enviado.id, 30], [S.entregue.id, 55], [S.cancelado.id, 10], [S.devolvido.id, 5]]);
    return rnd.weighted([[S.entregue.id, 84], [S.cancelado.id, 10], [S.devolvido.id, 6]]);
  }
  if (diasAtras < 1) return rnd.weighted([[S.retirado.id, 82], [S.pago.id, 6], [S.aguardandoPagamento.id, 6], [S.cancelado.id, 6]]);
  return rnd.weighted([[S.retirado.id, 90], [S.cancelado.id, 6], [S.devolvido.id, 4]]);
}

/**
 * How the order reaches its customer. Store sales are counter sales and web orders ship; a manual
 * order is one of the three, as its status allows: one still Pago or Em separação waits for its
 * customer (a pickup), one the customer took is a counter sale or a pickup, and only one not yet
 * paid or cancelled may be shipped (the demo has no manual order on its way). Drawn from the id,
 * not the random stream, so the orders themselves stay as they were.
 */
function tipoEntregaDe(canal: Canal, status: number, id: number): TipoEntrega {
  if (canal === 'ecommerce' || canal === 'marketplace') return 'entrega';
  if (canal !== 'manual') return 'balcao';
  if (status === S.pago.id || status === S.emSeparacao.id) return 'retirada';
  // Fibonacci hashing: the id's high bits after the multiply, a spread without a draw
  const sorteio = Math.floor(((Math.imul(id, 0x9e3779b1) >>> 0) / 2 ** 32) * 20);
  if ((status === S.aguardandoPagamento.id || status === S.cancelado.id) && sorteio < 4) return 'entrega';
  return sorteio < 9 ? 'retirada' : 'balcao';
}

/**
 * Who sold an order: a counter sale or a manual order is one of the demo users of the store's
 * group who work in sales (they hold the order management), drawn from the id like the delivery;
 * a web order or a self-service store's has nobody.
 */
function vendedorDe(canal: Canal, id: number, vendedores: readonly number[] | undefined): number | null {
  if ((canal !== 'loja' && canal !== 'manual') || !vendedores?.length) return null;
  return vendedores[(Math.imul(id, 0x9e3779b1) >>> 0) % vendedores.length];
}

/** The demo users who sell, by seller group, in id order. */
async function vendedoresPorGrupo(db: Escrita): Promise<Map<number, number[]>> {
  const emails = USUARIOS_DEMO.filter((u) => u.permissions.includes('vendas_gestao_de_pedidos')).map((u) => u.email);
  const linhas = await db.kysely
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .select(['u.id', 's.id_grupo'])
    .where('u.email', 'in', emails)
    .orderBy('u.id')
    .execute();
  const grupos = new Map<number, number[]>();
  for (const l of linhas) grupos.set(Number(l.id_grupo), [...(grupos.get(Number(l.id_grupo)) ?? []), Number(l.id)]);
  return grupos;
}

const COLUNAS_PEDIDO = [
  'id', 'id_seller', 'id_cliente', 'canal', 'id_status', 'id_forma_pagto', 'data_pedido', 'dia_sp', 'minuto_sp', 'quantidade_itens',
  'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'nfce_numero', 'nfce_serie', 'nfce_chave', 'nfce_data_emissao', 'tipo_entrega', 'valor_custo',
  'id_vendedor',
];
const COLUNAS_RESUMO_HORA = [
  'dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'hora', 'pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo',
];
const COLUNAS_RESUMO_DIA = [
  'dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo',
];
const COLUNAS_RESUMO_VENDEDOR = [
  'dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'id_vendedor', 'pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo',
];
const COLUNAS_RESUMO_PRODUTO = ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_produto', 'pedidos', 'quantidade', 'valor_bruto', 'valor_desconto', 'valor_custo'];

/** Adds `figuras` to the row of `chave` in a day's summary (the day's cells are new: plain inserts at the end). */
function somar(resumo: Map<string, (string | number)[]>, chave: (string | number)[], figuras: number[]): void {
  const k = chave.join('|');
  const linha = resumo.get(k);
  if (!linha) {
    resumo.set(k, [...chave, ...figuras]);
    return;
  }
  figuras.forEach((v, i) => {
    linha[chave.length + i] = Number(linha[chave.length + i]) + v;
  });
}

const FATURADOS = new Set<number>([S.pago.id, S.emSeparacao.id, S.retirado.id, S.entregue.id, S.devolvido.id]);

export interface ContextoPedidos {
  db: Escrita;
  rnd: Random;
  agora: Date;
  sellers: SellerDemo[];
  produtos: ProdutoDemo[];
  clientes: ClientesDemo;
  quantidade: number;
}

/**
 * Bulk-inserts the demo orders in chronological order (ids grow with time, NFC-e numbers are
 * sequential per seller), one São Paulo day at a time: its orders, items (at their product's cost) and the rows of the summaries (pedidos/consultas/resumos.ts). Every seller gets orders today and yesterday so the default filter of
 * the panel shows rows.
 */
export async function inserirPedidos(ctx: ContextoPedidos): Promise<number> {
  const { db, rnd, agora, sellers, produtos } = ctx;
  const dias = diasSP(agora, 18);
  const ultimo = dias.length - 1;
  const minutosHoje = Math.floor((agora.getTime() - dias[ultimo].inicio) / 60000);
  const porDia = new Uint32Array(dias.length);
  const garantidos = Math.min(ctx.quantidade, sellers.length * 4);
  // Later days weigh up to twice the first ones: a growing business.
  for (let i = garantidos; i < ctx.quantidade; i++) {
    let d = rnd.int(0, ultimo);
    // Today only has the hours already gone by.
    while (!rnd.chance(0.5 + (0.5 * d) / ultimo) || (d === ultimo && !rnd.chance(minutosHoje / 1440))) d = rnd.int(0, ultimo);
    porDia[d]++;
  }

  const vendedores = await vendedoresPorGrupo(db);
  const numeroNfce = new Map<number, number>();
  let id = 0;

  const gerarDia = async (d: number): Promise<void> => {
    const linhasPedidos: unknown[][] = [];
    const linhasItens: unknown[][] = [];
    const linhasDiario: unknown[][] = [];
    const dia = dias[d];
    const diasAtras = ultimo - d;
    const limite = diasAtras === 0 ? Math.max(1, minutosHoje) : 1440;
    const pedidos: { seller: SellerDemo; segundo: number }[] = [];
    for (let i = 0; i < porDia[d]; i++) {
      const seller = sellers[rnd.weighted(PESO_SELLER.map((w, j) => [j, w] as const))];
      let minuto = rnd.weighted(HORAS_PESOS[seller.tipo]) * 60 + rnd.int(0, 59);
      if (minuto >= limite) minuto = rnd.int(0, limite - 1);
      pedidos.push({ seller, segundo: minuto * 60 + rnd.int(0, 59) });
    }
    if (diasAtras <= 1) {
      for (let i = 0; i < garantidos / 2; i++) pedidos.push({ seller: sellers[i % sellers.length], segundo: rnd.int(0, limite * 60 - 1) });
    }
    pedidos.sort((a, b) => a.segundo - b.segundo);
    const resumo = new Map<string, [number, number, number, number, number]>();
    const porHora = new Map<string, (string | number)[]>();
    const porProduto = new Map<string, (string | number)[]>();
    const porVendedor = new Map<string, (string | number)[]>();
    const porDiaResumo = new Map<string, (string | number)[]>();
    for (const { seller, segundo } of pedidos) {
      id++;
      const quando = Math.min(dia.inicio + segundo * 1000, agora.getTime());
      const canal = canalDe(seller.tipo, rnd);
      const status = statusDe(canal, diasAtras, rnd);
      const forma = formaDe(canal, rnd);
      const linhas = rnd.weighted([[1, 40], [2, 30], [3, 15], [4, 10], [5, 5]]);
      let itens = 0;
      let produtosCent = 0;
      const linhasPedido: [number, number, number, number][] = [];
      let custo = 0;
      for (let l = 0; l < linhas; l++) {
        const p = rnd.pick(produtos);
        const q = rnd.weighted([[1, 70], [2, 20], [3, 10]]);
        linhasPedido.push([p.id, q, p.preco, p.custo]);
        itens += q;
        produtosCent += q * p.preco;
        custo += q * p.custo;
      }
      const desconto = rnd.chance(0.2) ? Math.round((produtosCent * rnd.int(5, 15)) / 100) : 0;
      const web = canal === 'ecommerce' || canal === 'marketplace';
      const frete = web && rnd.chance(0.6) ? rnd.int(9, 49) * 100 + 90 : 0;
      const total = produtosCent - desconto + frete;
      const clienteObrigatorio = web || canal === 'manual';
      // The draw is the same for every group (the random stream stays as it was); the client is one of the seller's group.
      const cliente = clienteObrigatorio || rnd.chance(0.55) ? ctx.clientes.doGrupo(seller.id_grupo, rnd.int(1, ctx.clientes.comPedidos)) : null;
      let nfce: [number, number, string, number] | [null, null, null, null] = [null, null, null, null];
      if (!web && FATURADOS.has(status)) {
        const numero = (numeroNfce.get(seller.id) ?? 0) + 1;
        numeroNfce.set(seller.id, numero);
        // The key's AAMM is the month of the issue itself (not of the order), as montarChave reads it.
        const emitidaEm = Math.min(quando + rnd.int(5, 180) * 1000, agora.getTime());
        const chave = montarChave({ uf: seller.uf, emitidaEm: new Date(emitidaEm), cnpj: seller.cnpj, serie: seller.nfce_serie, numero, sorteio: () => rnd.next() });
        nfce = [numero, seller.nfce_serie, chave, emitidaEm];
      }
      const vendedor = vendedorDe(canal, id, vendedores.get(seller.id_grupo));
      linhasPedidos.push([id, seller.id, cliente, canal, status, forma, quando, dia.chave, Math.floor(segundo / 60), itens, produtosCent, desconto, frete, total, ...nfce, tipoEntregaDe(canal, status, id), custo, vendedor]);
      for (const [produto, q, preco, c] of linhasPedido) linhasItens.push([id, produto, q, preco, c]);
      somar(porHora, [dia.chave, seller.id, canal, status, forma, Math.floor(segundo / 3600)], [1, itens, produtosCent, desconto, frete, total, custo]);
      somar(porDiaResumo, [dia.chave, seller.id, canal, status, forma], [1, itens, produtosCent, desconto, frete, total, custo]);
      somar(porVendedor, [dia.chave, seller.id, canal, status, forma, vendedor ?? 0], [1, itens, produtosCent, desconto, frete, total, custo]);
      const itensDoResumo = linhasPedido.map(([id_produto, quantidade, preco_unitario, custo_unitario]) => ({ id_produto, quantidade, preco_unitario, valor_desconto: 0, custo_unitario }));
      for (const p of produtosDoPedido(desconto, itensDoResumo)) {
        somar(porProduto, [dia.chave, seller.id, canal, status, p.id_produto], [1, p.quantidade, p.valor_bruto, p.valor_desconto, p.valor_custo]);
      }
      const chaveResumo = `${seller.id}|${status}|${forma}`;
      const r = resumo.get(chaveResumo);
      if (r) {
        r[3]++;
        r[4] += total;
      } else resumo.set(chaveResumo, [seller.id, status, forma, 1, total]);
    }
    // One row per (seller, status, payment) of the day: the day's cells are new, so plain inserts.
    for (const [seller, status, forma, qtd, soma] of resumo.values()) linhasDiario.push([seller, dia.chave, status, forma, qtd, soma]);
    await db.inserir('orders', COLUNAS_PEDIDO, linhasPedidos);
    await db.inserir('order_items', ['id_pedido', 'id_produto', 'quantidade', 'preco_unitario', 'custo_unitario'], linhasItens);
    await db.inserir('orders_daily', ['id_seller', 'dia_sp', 'id_status', 'id_forma_pagto', 'quantidade', 'valor_total'], linhasDiario);
    await db.inserir('pedidos_resumo_hora', COLUNAS_RESUMO_HORA, [...porHora.values()]);
    await db.inserir('pedidos_resumo_produto', COLUNAS_RESUMO_PRODUTO, [...porProduto.values()]);
    await db.inserir('pedidos_resumo_dia', COLUNAS_RESUMO_DIA, [...porDiaResumo.values()]);
    await db.inserir('pedidos_resumo_vendedor', COLUNAS_RESUMO_VENDEDOR, [...porVendedor.values()]);
  };

  for (let d = 0; d <= ultimo; d++) await gerarDia(d);
  return id;
}
