/**
 * The demo stock, consistent with the demo orders and purchases: every product of the
 * demo group in every store starts with an opening balance before the first order, each shipped,
 * collected or delivered order takes its units out on its day, each returned order brings them
 * back to the returns place, each purchase receipt (./compras) brings its good units in at the
 * order's cost, and each paid order not yet shipped holds a reservation. Replaying the ledger
 * gives the position exactly, average cost included (tests/server/estoque and
 * tests/server/compras/seed-compras.test.ts check it).
 */
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ESTAGIO_ESTOQUE_DO_STATUS } from '@retaguarda/contrato/api/estoque';
import type { EntradaCompra } from './compras';
import type { Escrita, Linhas } from './escrita';
import { Random } from './random';

const DIA = 86_400_000;

interface Posicao {
  id_seller: number;
  id_produto: number;
  vendido: number;
  /** Good units received from purchase orders. */
  comprado: number;
  devolvido: number;
  reservado: number;
  /** Units of orders still awaiting payment: the demo keeps them on the shelf, so paying one works. */
  aguardando: number;
  custo: number;
  eventos: Evento[];
}

interface Evento {
  em: number;
  tipo: 'venda' | 'devolucao' | 'entrada_compra';
  quantidade: number;
  id_pedido: number | null;
  /** Of a purchase receipt: its cost a unit (centavos), order and reason. */
  compra?: { custo: number; id_pedido_compra: number; motivo: string };
}

/** The average cost after `q` units at `custo` join `emMaos` at `medio`, rounded as estoque/regras/movimentar rounds it. */
const custoMedioApos = (emMaos: number, medio: number, q: number, custo: number) =>
  emMaos > 0 ? Math.floor((emMaos * medio + q * custo + Math.floor((emMaos + q) / 2)) / (emMaos + q)) : custo;

export async function inserirEstoque(db: Escrita, agora: number, semente: number, entradas: readonly EntradaCompra[]): Promise<number> {
  const k = db.kysely;
  const rnd = new Random(semente ^ 0x5e70);

  const produtos = await k.selectFrom('products').select(['id', 'id_grupo', 'custo', 'preco_centavos']).orderBy('id').execute();
  const lojas = await k.selectFrom('sellers').select(['id', 'id_grupo']).orderBy('id').execute();
  const itens = await k
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.id_pedido')
    .select(['o.id', 'o.id_seller', 'o.id_status', 'o.data_pedido', 'i.id_produto', 'i.quantidade'])
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();

  const posicoes = new Map<string, Posicao>();
  const custoDe = new Map(produtos.map((p) => [p.id, p.custo ?? Math.round(p.preco_centavos * 0.55)]));
  const posicao = (idSeller: number, idProduto: number): Posicao => {
    const chave = `${idSeller}:${idProduto}`;
    let p = posicoes.get(chave);
    if (!p) {
      p = { id_seller: idSeller, id_produto: idProduto, vendido: 0, comprado: 0, devolvido: 0, reservado: 0, aguardando: 0, custo: custoDe.get(idProduto) ?? 0, eventos: [] };
      posicoes.set(chave, p);
    }
    return p;
  };
  for (const loja of lojas) for (const p of produtos) if (p.id_grupo === loja.id_grupo) posicao(loja.id, p.id);

  const reservas: unknown[][] = [];
  let primeiro = agora;
  for (const i of itens) {
    primeiro = Math.min(primeiro, i.data_pedido);
    const estagio = ESTAGIO_ESTOQUE_DO_STATUS[i.id_status];
    if (i.id_status === STATUS.aguardandoPagamento.id) posicao(i.id_seller, i.id_produto).aguardando += i.quantidade;
    if (estagio === 'nenhum' || estagio === undefined) continue;
    const p = posicao(i.id_seller, i.id_produto);
    if (estagio === 'reservado') {
      p.reservado += i.quantidade;
      reservas.push([i.id, i.id_produto, i.id_seller, i.quantidade]);
      continue;
    }
    const saida = Math.min(agora, i.data_pedido + DIA);
    p.vendido += i.quantidade;
    p.eventos.push({ em: saida, tipo: 'venda', quantidade: -i.quantidade, id_pedido: i.id });
    if (estagio === 'devolvido') {
      p.devolvido += i.quantidade;
      p.eventos.push({ em: Math.min(agora, saida + 7 * DIA), tipo: 'devolucao', quantidade: i.quantidade, id_pedido: i.id });
    }
  }
  for (const e of entradas) {
    const p = posicao(e.id_seller, e.id_produto);
    p.comprado += e.quantidade;
    p.eventos.push({ em: e.em, tipo: 'entrada_compra', quantidade: e.quantidade, id_pedido: null, compra: { custo: e.custo, id_pedido_compra: e.id_pedido_compra, motivo: e.motivo } });
  }
  // an order listing one product on two lines reserves it once, as the server does
  const reservasUnicas = new Map<string, unknown[]>();
  for (const r of reservas) {
    const chave = `${String(r[0])}:${String(r[1])}`;
    const ja = reservasUnicas.get(chave);
    if (ja) ja[3] = (ja[3] as number) + (r[3] as number);
    else reservasUnicas.set(chave, [...r]);
  }

  const abertura = primeiro - 30 * DIA;
  const movimentos: { em: number; linha: unknown[] }[] = [];
  const saldos: unknown[][] = [];
  for (const p of posicoes.values()) {
    const minimo = rnd.chance(0.7) ? rnd.int(3, 15) : null;
    const maximo = minimo === null ? null : minimo * rnd.int(3, 6);
    // most products stocked between minimum and maximum; some below, a few sold out
    const sorteio = rnd.next();
    const livre = sorteio < 0.05 ? 0 : sorteio < 0.17 && minimo ? rnd.int(0, minimo - 1) : rnd.int(minimo ?? 4, maximo ?? 40);
    const final = p.reservado + Math.max(livre, p.aguardando);
    p.eventos.sort((a, b) => a.em - b.em || (a.id_pedido ?? 0) - (b.id_pedido ?? 0));
    // The opening covers what is sold before purchases arrive (the shelf never goes below zero)
    // and, with the purchases, ends at the drawn balance; a year of purchases bigger than that
    // leaves more on the shelf instead.
    let corrente = 0;
    let menor = 0;
    for (const e of p.eventos) {
      if (e.tipo === 'devolucao') continue;
      corrente += e.quantidade;
      menor = Math.min(menor, corrente);
    }
    const inicial = Math.max(final + p.vendido - p.comprado, -menor);
    let loja = 0;
    let devolucao = 0;
    let custo = p.custo;
    let ultima: number | null = null;
    if (inicial > 0) {
      loja = inicial;
      ultima = abertura;
      movimentos.push({ em: abertura, linha: [p.id_seller, p.id_produto, 'saldo_inicial', 'loja', inicial, loja, p.custo, 'Saldo de abertura da loja', null, null, abertura] });
    }
    for (const e of p.eventos) {
      const local = e.tipo === 'devolucao' ? 'devolucao' : 'loja';
      if (e.compra) custo = custoMedioApos(loja, custo, e.quantidade, e.compra.custo);
      if (local === 'loja') loja += e.quantidade;
      else devolucao += e.quantidade;
      ultima = e.em;
      const c = e.compra;
      movimentos.push({ em: e.em, linha: [p.id_seller, p.id_produto, e.tipo, local, e.quantidade, local === 'loja' ? loja : devolucao, c?.custo ?? null, c?.motivo ?? null, e.id_pedido, c?.id_pedido_compra ?? null, e.em] });
    }
    saldos.push([p.id_seller, p.id_produto, loja, p.reservado, devolucao, minimo, maximo, custo, ultima]);
  }
  // ids in time order, so the ledger read by id reads by time
  movimentos.sort((a, b) => a.em - b.em);
  const linhas: Linhas = movimentos.map((m, i) => [i + 1, ...m.linha]);
  await db.inserir('estoque_movimentos', ['id', 'id_seller', 'id_produto', 'tipo', 'local', 'quantidade', 'saldo_apos', 'custo_unitario', 'motivo', 'id_pedido', 'id_pedido_compra', 'em'], linhas);
  await db.inserir('estoque_saldos', ['id_seller', 'id_produto', 'em_maos', 'reservado', 'em_devolucao', 'minimo', 'maximo', 'custo_medio', 'ultima_movimentacao_em'], saldos);
  await db.inserir('estoque_reservas', ['id_pedido', 'id_produto', 'id_seller', 'quantidade'], [...reservasUnicas.values()]);
  return movimentos.length;
}
