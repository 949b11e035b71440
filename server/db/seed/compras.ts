/**
 * The demo purchasing: twelve months of purchase orders from each store of the demo
 * group to the usual suppliers of its products, as a buyer places them: every few weeks per
 * supplier, a grid of a family's variants, more of what sold since the last order. Lead times
 * are a few days; three suppliers are usually late. Most orders were received (in one go, with a
 * damaged unit, in two deliveries, or closed short) against the supplier's NF-e; the last weeks'
 * are still awaiting or partly received (some past their expected day), each store has a draft of
 * the last days, and a few were cancelled.
 * Each receipt's good units are handed to ./estoque as 'entrada_compra' movements at the order's
 * cost, so the ledger still replays to the position. A stream of its own: the rest of the demo
 * draws what it always drew.
 */
import { sql } from 'kysely';
import { ESTAGIO_ESTOQUE_DO_STATUS } from '@retaguarda/contrato/api/estoque';
import { digitoVerificador, MODELO_NFE } from '@retaguarda/contrato/br/chaveAcesso';
import { sortearCodigoNumerico, TP_EMIS_NORMAL } from '../../modulos/pedidos/nfce/chave';
import { isSiglaUf, UFS } from '../../modulos/pedidos/nfce/ufs';
import type { Escrita } from './escrita';
import { Random } from './random';

const DIA = 86_400_000;
const HORA = 3_600_000;
/**
 * São Paulo has kept UTC−3 all year since 2019: its calendar is UTC's three hours back. Plain
 * arithmetic, because formatting through the time zone costs a tenth of a millisecond a call.
 */
const FUSO_SP = 3 * HORA;
const emSP = (ms: number) => new Date(ms - FUSO_SP);
/** YYYY-MM-DD of the São Paulo day, as diaChaveSP writes it. */
const diaSP = (ms: number) => emSP(ms).toISOString().slice(0, 10);
const MESES = 12;
/** Suppliers each kind of store buys from over the year. */
const FORNECEDORES_POR_LOJA: Readonly<Record<string, number>> = { loja: 30, loja_shopping: 25, ecommerce: 35, loja_autonoma: 15 };
const ATRASADOS = 3;

/** Good units of a receipt, for the stock seed to post. */
export interface EntradaCompra {
  id_seller: number;
  id_produto: number;
  em: number;
  quantidade: number;
  /** Centavos a unit: the order's cost. */
  custo: number;
  id_pedido_compra: number;
  motivo: string;
}

interface Fornecedor {
  id: number;
  cnpj: string;
  uf: string;
  condicoes: string | null;
  /** Days promised between sending and delivery: the expected day. */
  prazo: number;
  atrasa: boolean;
  /** A price rise from this instant on (Infinity: none this year). */
  reajusteEm: number;
  fator: number;
  /** The next invoice number. */
  nota: number;
  serie: number;
}

interface Produto {
  id: number;
  custo: number;
}

interface Linha {
  id_produto: number;
  quantidade: number;
  custo: number;
  recebido: number;
  avariado: number;
}

const MOTIVOS_CANCELAMENTO = [
  'Fornecedor sem estoque da coleção', 'Preço acima do combinado', 'Pedido duplicado', 'Loja remanejou estoque de outra filial', 'Prazo de entrega não atendia',
];
const OBSERVACOES_RECEBIMENTO = ['Caixa amassada, conferida peça a peça', 'Entrega pela transportadora do fornecedor', 'Nota conferida com o pedido'];

const inicioDoDiaSP = (ms: number) => ms - ((ms - FUSO_SP) % DIA + DIA) % DIA;
/** Sunday in São Paulo moves to Monday: the buyer and the receiving dock work on weekdays and Saturdays. */
const diaUtil = (ms: number) => (emSP(ms).getUTCDay() === 0 ? ms + DIA : ms);
/** An instant in business hours (08:00–17:59) of the São Paulo day of `ms`. */
const noExpediente = (rnd: Random, ms: number) => diaUtil(inicioDoDiaSP(ms)) + rnd.int(8 * 60, 17 * 60 + 59) * 60_000 + rnd.int(0, 59_999);

/** The supplier's NF-e (model 55) access key: its state's code, the month of issue, its CNPJ, series and number, a drawn cNF, the check digit. */
function chaveNfe(rnd: Random, f: Fornecedor, emitidaEm: number, numero: number): string {
  if (!isSiglaUf(f.uf)) throw new RangeError(`UF desconhecida: ${f.uf}`);
  const base =
    UFS[f.uf].codigo + diaSP(emitidaEm).slice(2, 7).replace('-', '') + f.cnpj + MODELO_NFE + String(f.serie).padStart(3, '0') +
    String(numero).padStart(9, '0') + TP_EMIS_NORMAL + sortearCodigoNumerico(numero, () => rnd.next());
  return base + String(digitoVerificador(base));
}

/**
 * Sets each product's usual supplier (every variant of a family buys from one), then writes the
 * year of purchase orders and receipts; returns the receipts' good units, oldest first.
 */
export async function inserirCompras(db: Escrita, agora: number, semente: number, fornecedores: number): Promise<EntradaCompra[]> {
  const k = db.kysely;
  if (fornecedores === 0) return [];
  await sql`UPDATE products SET fornecedor = ((produto_base * 7) % ${fornecedores}) + 1 WHERE produto_base IS NOT NULL`.execute(k);
  const rnd = new Random(semente ^ 0xc0b4a);
  const desde = agora - MESES * 30.44 * DIA;

  const linhasFornecedores = await k
    .selectFrom('fornecedores')
    .select(['id', 'id_grupo', 'cnpj', 'endereco_uf', 'condicoes_pagamento'])
    .where('ativo', '=', 1)
    .orderBy('id')
    .execute();
  if (linhasFornecedores.length === 0) return [];
  const grupo = Number(linhasFornecedores[0].id_grupo);
  const porId = new Map<number, Fornecedor>();
  for (const f of linhasFornecedores) {
    if (Number(f.id_grupo) !== grupo || !f.cnpj || !f.endereco_uf) continue;
    const reajusta = rnd.chance(0.6);
    porId.set(Number(f.id), {
      id: Number(f.id), cnpj: f.cnpj, uf: f.endereco_uf, condicoes: f.condicoes_pagamento, prazo: rnd.int(2, 8), atrasa: false,
      reajusteEm: reajusta ? desde + rnd.int(30, 330) * DIA : Infinity, fator: 1 + rnd.int(2, 9) / 100, nota: rnd.int(1_000, 60_000), serie: rnd.int(1, 3),
    });
  }
  const ativos = [...porId.values()];

  // each supplier's families, each family's variants still sold
  const produtos = await k
    .selectFrom('products')
    .select(['id', 'produto_base', 'fornecedor', 'custo', 'preco_centavos'])
    .where('id_grupo', '=', grupo)
    .where('ativo', '=', 1)
    .where('fornecedor', 'is not', null)
    .orderBy('id')
    .execute();
  const familias = new Map<number, Map<number, Produto[]>>();
  for (const p of produtos) {
    const idF = Number(p.fornecedor);
    if (!porId.has(idF)) continue;
    const doFornecedor = familias.get(idF) ?? new Map<number, Produto[]>();
    familias.set(idF, doFornecedor);
    const base = Number(p.produto_base);
    doFornecedor.set(base, [...(doFornecedor.get(base) ?? []), { id: Number(p.id), custo: p.custo === null ? Math.round(Number(p.preco_centavos) * 0.55) : Number(p.custo) }]);
  }
  const compraveis = ativos.filter((f) => familias.has(f.id));
  // the usually late ones: drawn once, bought from by every store so their delay shows
  for (let n = 0; n < Math.min(ATRASADOS, compraveis.length); ) {
    const f = rnd.pick(compraveis);
    if (!f.atrasa) n++;
    f.atrasa = true;
  }

  // what each store sold of each product, to buy it again
  const estagios = Object.entries(ESTAGIO_ESTOQUE_DO_STATUS).filter(([, e]) => e === 'baixado' || e === 'devolvido').map(([s]) => Number(s));
  const lojas = await k.selectFrom('sellers').select(['id', 'tipo']).where('id_grupo', '=', grupo).orderBy('id').execute();
  // by store and time (the orders' own index): each store's and product's sales come oldest first
  const vendas = await k
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.id_pedido', 'o.id')
    .select(['o.id_seller', 'i.id_produto', 'o.data_pedido', 'i.quantidade'])
    .where('o.id_seller', 'in', lojas.map((l) => l.id))
    .where('o.data_pedido', '>=', desde)
    .where('o.id_status', 'in', estagios)
    .orderBy('o.id_seller')
    .orderBy('o.data_pedido')
    .orderBy('o.id')
    .execute();
  const vendido = new Map<string, { em: number; quantidade: number }[]>();
  for (const v of vendas) {
    const chave = `${v.id_seller}:${v.id_produto}`;
    const lista = vendido.get(chave) ?? [];
    vendido.set(chave, lista);
    lista.push({ em: Number(v.data_pedido), quantidade: Number(v.quantidade) });
  }
  /** Per store and product, how far its sales were already bought again. */
  const cursor = new Map<string, number>();
  const vendidoAte = (idSeller: number, idProduto: number, ate: number): number => {
    const chave = `${idSeller}:${idProduto}`;
    const lista = vendido.get(chave);
    if (!lista) return 0;
    let i = cursor.get(chave) ?? 0;
    let soma = 0;
    for (; i < lista.length && lista[i].em <= ate; i++) soma += lista[i].quantidade;
    cursor.set(chave, i);
    return soma;
  };

  // when each store orders from each of its suppliers: every five to ten weeks
  const planos: { idSeller: number; f: Fornecedor; em: number; rascunho: boolean }[] = [];
  for (const loja of lojas) {
    const escolhidos = new Set<Fornecedor>(compraveis.filter((f) => f.atrasa));
    const quantos = Math.min(compraveis.length, FORNECEDORES_POR_LOJA[loja.tipo] ?? 30);
    while (escolhidos.size < quantos) escolhidos.add(rnd.pick(compraveis));
    const daLoja = [...escolhidos].sort((a, b) => a.id - b.id);
    for (const f of daLoja) {
      for (let em = desde + rnd.int(0, 45) * DIA; em < agora; em += rnd.int(35, 70) * DIA) planos.push({ idSeller: Number(loja.id), f, em: noExpediente(rnd, em), rascunho: false });
    }
    // and a draft the buyer is still writing, from the last three days
    planos.push({ idSeller: Number(loja.id), f: rnd.pick(daLoja), em: Math.min(agora, noExpediente(rnd, agora - rnd.int(0, 2) * DIA)), rascunho: true });
  }
  // numbered in the order they were written, as the server numbers them
  planos.sort((a, b) => a.em - b.em || a.idSeller - b.idSeller || a.f.id - b.f.id);

  const usuario = await k.selectFrom('users').select('id').where('email', '=', 'admin@retaguarda.dev').executeTakeFirst();
  const comprador = usuario ? Number(usuario.id) : null;
  const pedidos: unknown[][] = [];
  const itens: unknown[][] = [];
  const recebimentos: unknown[][] = [];
  const itensRecebidos: unknown[][] = [];
  const entradas: EntradaCompra[] = [];
  let idPedido = 0;
  let idRecebimento = 0;

  for (const { idSeller, f, em: criado, rascunho } of planos) {
    if (criado > agora) continue;
    // a grid of one of the supplier's families (both, sometimes, when it makes two)
    const doFornecedor = [...(familias.get(f.id)?.values() ?? [])];
    const escolhidas = doFornecedor.length > 1 && rnd.chance(0.4) ? doFornecedor : [rnd.pick(doFornecedor)];
    const linhas: Linha[] = [];
    for (const p of escolhidas.flat()) {
      const custo = Math.round(p.custo * (criado >= f.reajusteEm ? f.fator : 1));
      linhas.push({ id_produto: p.id, quantidade: rnd.int(1, 4) + vendidoAte(idSeller, p.id, criado), custo, recebido: 0, avariado: 0 });
    }
    const id = ++idPedido;
    const total = linhas.reduce((s, l) => s + l.quantidade * l.custo, 0);
    let situacao = 'rascunho';
    let enviado: number | null = null;
    let previsao: string | null = null;
    let recebidoEm: number | null = null;
    let cancelado: number | null = null;
    let motivo: string | null = null;
    let version = 1;
    let ultimaEntrega = 0;

    const receber = (quando: number, quantos: (l: Linha) => [number, number]): void => {
      const nota = f.nota++;
      const chave = chaveNfe(rnd, f, Math.max(enviado ?? quando, quando - rnd.int(1, 2) * DIA), nota);
      recebimentos.push([++idRecebimento, id, chave, rnd.chance(0.1) ? rnd.pick(OBSERVACOES_RECEBIMENTO) : null, comprador, quando]);
      ultimaEntrega = quando;
      for (const l of linhas) {
        const [recebido, avariado] = quantos(l);
        if (recebido === 0) continue;
        l.recebido += recebido;
        l.avariado += avariado;
        itensRecebidos.push([idRecebimento, l.id_produto, recebido, avariado]);
        if (recebido > avariado) {
          entradas.push({ id_seller: idSeller, id_produto: l.id_produto, em: quando, quantidade: recebido - avariado, custo: l.custo, id_pedido_compra: id, motivo: `Pedido de compra nº ${id} · NF-e ${nota}` });
        }
      }
      version++;
    };

    if (!rascunho) {
      enviado = Math.min(agora, criado + rnd.int(5, 120) * 60_000);
      previsao = diaSP(diaUtil(enviado + f.prazo * DIA));
      situacao = 'enviado';
      version++;
      const atraso = f.atrasa && rnd.chance(0.8) ? rnd.int(3, 12) : rnd.weighted([[-2, 15], [-1, 30], [0, 40], [1, 8], [2, 4], [4, 3]] as const);
      const chegada = noExpediente(rnd, enviado + Math.max(1, f.prazo + atraso) * DIA);
      if (rnd.chance(0.03)) {
        const quando = Math.min(agora, enviado + rnd.int(1, 4) * DIA);
        situacao = 'cancelado';
        cancelado = quando;
        motivo = rnd.pick(MOTIVOS_CANCELAMENTO);
        version++;
      } else if (chegada <= agora) {
        // the last days' deliveries often come in two, the rest of them still awaited
        const recente = agora - chegada < 10 * DIA;
        const desfecho = rnd.weighted([['inteiro', recente ? 50 : 80], ['avaria', 8], ['duas_entregas', recente ? 40 : 8], ['encerrado', 4]] as const);
        const curta = rnd.pick(linhas);
        if (desfecho === 'inteiro') receber(chegada, (l) => [l.quantidade, 0]);
        else if (desfecho === 'avaria') receber(chegada, (l) => [l.quantidade, l === curta ? 1 : 0]);
        else {
          // one line comes short (a line of one unit does not come at all, unless it is the only one)
          const falta = curta.quantidade > 1 ? rnd.int(1, Math.ceil(curta.quantidade / 2)) : linhas.length > 1 ? 1 : 0;
          receber(chegada, (l) => [l === curta ? l.quantidade - falta : l.quantidade, 0]);
          const resto = noExpediente(rnd, chegada + rnd.int(5, 21) * DIA);
          if (desfecho === 'duas_entregas' && resto <= agora) receber(resto, (l) => [l.quantidade - l.recebido, 0]);
        }
        const completo = desfecho === 'encerrado' || linhas.every((l) => l.recebido >= l.quantidade);
        situacao = completo ? 'recebido' : 'parcial';
        recebidoEm = completo ? ultimaEntrega : null;
      }
    }
    pedidos.push([id, grupo, idSeller, f.id, situacao, previsao, f.condicoes, null, total, criado, comprador, enviado, recebidoEm, cancelado, motivo, version]);
    for (const l of linhas) itens.push([id, l.id_produto, l.quantidade, l.custo, l.recebido, l.avariado]);
  }

  await db.inserir(
    'pedidos_compra',
    ['id', 'id_grupo', 'id_seller', 'id_fornecedor', 'situacao', 'previsao_entrega', 'condicoes_pagamento', 'observacao', 'total', 'criado_em', 'criado_por', 'enviado_em', 'recebido_em', 'cancelado_em', 'motivo_cancelamento', 'version'],
    pedidos,
  );
  await db.inserir('pedidos_compra_itens', ['id_pedido_compra', 'id_produto', 'quantidade', 'custo_unitario', 'recebido', 'avariado'], itens);
  await db.inserir('recebimentos_compra', ['id', 'id_pedido_compra', 'chave_nfe', 'observacao', 'id_usuario', 'em'], recebimentos);
  await db.inserir('recebimentos_compra_itens', ['id_recebimento', 'id_produto', 'recebido', 'avariado'], itensRecebidos);
  return entradas.sort((a, b) => a.em - b.em);
}
