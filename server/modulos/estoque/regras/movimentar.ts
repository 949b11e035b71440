/**
 * The one way stock changes: a movement written to the ledger and the position updated with it
 * (and the event of a position falling below its minimum), in the caller's transaction. The update is conditional (on hand or available must cover an
 * outflow unless the store sells without stock), so two sales racing for the last unit cannot
 * both take it: PostgreSQL re-reads the row after the first commits, SQLite runs one writer.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { MENSAGENS_ESTOQUE, type LocalEstoque, type TipoMovimento } from '@retaguarda/contrato/api/estoque';
import { EVENTOS_ESTOQUE } from '@retaguarda/contrato/eventos/estoque';
import type { DB } from '../../../db/schema';
import { emitirEvento } from '../../../eventos/emitir';
import { ErroHttp } from '../../../http/erros';

type Trx = Transaction<DB>;

/** What must still be there after an outflow: nothing, units on hand, or units not reserved. */
export type Exigencia = 'nada' | 'em_maos' | 'disponivel';

export interface NovoMovimento {
  id_seller: number;
  id_produto: number;
  tipo: TipoMovimento;
  local: LocalEstoque;
  /** Signed units. */
  quantidade: number;
  /** Centavos a unit; on an inflow to the shelf it moves the average cost. */
  custo_unitario?: number | null;
  motivo?: string | null;
  id_pedido?: number | null;
  id_transferencia?: number | null;
  id_estorno_de?: number | null;
  id_pedido_compra?: number | null;
  id_inventario?: number | null;
  id_usuario: number | null;
  em: number;
  /** Default: 'disponivel' for an outflow of the shelf, 'em_maos' for the returns place. */
  exigir?: Exigencia;
  /** Units of the order's reservation this outflow consumes (a reserved order shipped). */
  liberaReserva?: number;
}

/** The position's row, created empty (average cost from the product's cost) the first time a product moves in a store. */
export async function garantirSaldo(trx: Trx, idSeller: number, idProduto: number): Promise<void> {
  await sql`INSERT INTO estoque_saldos (id_seller, id_produto, custo_medio)
            SELECT ${idSeller}, p.id, COALESCE(p.custo, 0) FROM products p WHERE p.id = ${idProduto}
            ON CONFLICT (id_seller, id_produto) DO NOTHING`.execute(trx);
}

export async function vendeSemEstoque(trx: Kysely<DB>, idSeller: number): Promise<boolean> {
  const s = await trx.selectFrom('sellers').select('estoque_negativo').where('id', '=', idSeller).executeTakeFirst();
  return s?.estoque_negativo === 1;
}

/** 409 in the words staff read: which product, how many there are, how many were needed. */
export async function erroInsuficiente(trx: Kysely<DB>, idSeller: number, idProduto: number, necessario: number, local: LocalEstoque = 'loja'): Promise<ErroHttp> {
  const r = await trx
    .selectFrom('products as p')
    .leftJoin('estoque_saldos as s', (j) => j.onRef('s.id_produto', '=', 'p.id').on('s.id_seller', '=', idSeller))
    .select(['p.nome', 's.em_maos', 's.reservado', 's.em_devolucao'])
    .where('p.id', '=', idProduto)
    .executeTakeFirst();
  if (local === 'devolucao') return new ErroHttp(409, MENSAGENS_ESTOQUE.devolvidosInsuficientes(Number(r?.em_devolucao ?? 0)));
  const disponivel = Math.max(0, Number(r?.em_maos ?? 0) - Number(r?.reservado ?? 0));
  return new ErroHttp(409, MENSAGENS_ESTOQUE.insuficiente(r?.nome ?? `#${idProduto}`, disponivel, necessario));
}

/** Average cost after `q` units at `custo` join what is on hand; integer centavos, rounded half up. */
const novoCustoMedio = (q: number, custo: number) =>
  sql<number>`CASE WHEN em_maos > 0 THEN CAST((em_maos * custo_medio + ${q * custo} + (em_maos + ${q}) / 2) / (em_maos + ${q}) AS BIGINT) ELSE ${custo} END`;

/** A position as it is after a write, and its units available before it. */
export interface PosicaoApos {
  id_seller: number;
  id_produto: number;
  em_maos: number;
  reservado: number;
  minimo: number | null;
  disponivelAntes: number;
}

/**
 * 'estoque.abaixo_minimo' when this write took the units available (on hand less reserved, what
 * the position screen compares) from the minimum or above to below it: once per crossing, not
 * again while it stays below.
 */
export async function avisarSeAbaixoDoMinimo(trx: Trx, p: PosicaoApos, em: number): Promise<void> {
  const disponivel = p.em_maos - p.reservado;
  if (p.minimo === null || p.disponivelAntes < p.minimo || disponivel >= p.minimo) return;
  const loja = await trx.selectFrom('sellers').select('id_grupo').where('id', '=', p.id_seller).executeTakeFirstOrThrow();
  await emitirEvento(trx, EVENTOS_ESTOQUE['estoque.abaixo_minimo'], { id_produto: p.id_produto, id_seller: p.id_seller, saldo: disponivel, minimo: p.minimo }, { idGrupo: loja.id_grupo, em });
}

export interface MovimentoGravado {
  id: number;
  saldo_apos: number;
}

/** Writes the movement and moves the position; throws the 409 of `erroInsuficiente` when the stock cannot give it. */
export async function movimentar(trx: Trx, m: NovoMovimento): Promise<MovimentoGravado> {
  await garantirSaldo(trx, m.id_seller, m.id_produto);
  const q = m.quantidade;
  const libera = m.liberaReserva ?? 0;
  const naLoja = m.local === 'loja';
  const exigir: Exigencia = q >= 0 ? 'nada' : (m.exigir ?? (naLoja ? 'disponivel' : 'em_maos'));
  const livre = exigir === 'nada' || (naLoja && (await vendeSemEstoque(trx, m.id_seller)));
  const custo = m.custo_unitario ?? null;

  let u = trx.updateTable('estoque_saldos').where('id_seller', '=', m.id_seller).where('id_produto', '=', m.id_produto);
  if (naLoja) {
    u = u.set((eb) => ({
      ...(q > 0 && custo !== null ? { custo_medio: novoCustoMedio(q, custo) } : {}),
      em_maos: eb('em_maos', '+', q),
      reservado: eb('reservado', '-', libera),
      ultima_movimentacao_em: m.em,
    }));
    if (!livre) {
      u = exigir === 'disponivel' ? u.where(sql<boolean>`em_maos - reservado + ${q} >= 0`) : u.where(sql<boolean>`em_maos + ${q} >= 0`);
    }
  } else {
    u = u.set((eb) => ({ em_devolucao: eb('em_devolucao', '+', q), ultima_movimentacao_em: m.em }));
    if (!livre) u = u.where(sql<boolean>`em_devolucao + ${q} >= 0`);
  }
  const saldo = await u.returning(['em_maos', 'em_devolucao', 'reservado', 'minimo']).executeTakeFirst();
  if (!saldo) throw await erroInsuficiente(trx, m.id_seller, m.id_produto, -q, m.local);

  const saldoApos = Number(naLoja ? saldo.em_maos : saldo.em_devolucao);
  if (naLoja) {
    const emMaos = Number(saldo.em_maos);
    const reservado = Number(saldo.reservado);
    const minimo = saldo.minimo === null ? null : Number(saldo.minimo);
    await avisarSeAbaixoDoMinimo(trx, { id_seller: m.id_seller, id_produto: m.id_produto, em_maos: emMaos, reservado, minimo, disponivelAntes: emMaos - q - (reservado + libera) }, m.em);
  }
  const r = await trx
    .insertInto('estoque_movimentos')
    .values({
      id_seller: m.id_seller,
      id_produto: m.id_produto,
      tipo: m.tipo,
      local: m.local,
      quantidade: q,
      saldo_apos: saldoApos,
      custo_unitario: custo,
      motivo: m.motivo ?? null,
      id_pedido: m.id_pedido ?? null,
      id_transferencia: m.id_transferencia ?? null,
      id_estorno_de: m.id_estorno_de ?? null,
      id_pedido_compra: m.id_pedido_compra ?? null,
      id_inventario: m.id_inventario ?? null,
      id_usuario: m.id_usuario,
      em: m.em,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(r.id), saldo_apos: saldoApos };
}
