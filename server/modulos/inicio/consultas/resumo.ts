import { TZDate } from '@date-fns/tz';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { STATUS, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { JANELA_PENDENCIAS_DIAS, PRAZO_ENVIO_DIAS, type FiltroDoNumero, type ResumoInicio } from '@retaguarda/contrato/api/inicio';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { formatDate, TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { isoSP } from '../../../http/iso-sp';
import type { DB } from '../../../db/schema';

const S = STATUS;


/**
 * The orders that may need someone: paid and not yet handed over (Pago, Em separação), or handed
 * over at the counter without an NFC-e. Written out literally, the same text as the partial index
 * orders_aguardando_acao (server/db/migracoes/2026-11-23-03-inicio-aguardando-acao.ts): SQLite uses a partial index only for a
 * query that repeats its condition, so the order list (whose statuses are bound parameters) never
 * picks it, and this query reads a few rows instead of a month of orders.
 */
export const AGUARDANDO_ACAO = sql<SqlBool>`(o.id_status IN (2, 3) OR (o.id_status = 5 AND o.nfce_numero IS NULL))`;

/** The goods are handed over at a store: a counter sale or a pickup (the in-person sales, whose document is the NFC-e). */
const NA_LOJA: TipoEntrega[] = ['balcao', 'retirada'];
const RETIRADA = sql<SqlBool>`o.tipo_entrega IN ('balcao', 'retirada')`;

/** A São Paulo calendar day `deslocamento` days from the one of `agora`, at the same time of day. */
function diaSP(agora: Date, deslocamento: number): { dataBR: string; inicio: number; mesmaHora: number } {
  const d = new TZDate(agora.getTime(), TZ_NEGOCIO);
  const inicio = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + deslocamento, 0, 0, TZ_NEGOCIO);
  const mesmaHora = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + deslocamento, d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds(), TZ_NEGOCIO);
  return { dataBR: formatDate(inicio), inicio: inicio.getTime(), mesmaHora: mesmaHora.getTime() };
}

/**
 * The day's `pedidos` and `faturamento` as the contract's measures define them (orders of
 * STATUS_FATURAMENTO by order date) between two instants (both inclusive), through the (seller, date) covering index.
 */
export async function movimento(db: Kysely<DB>, sellers: readonly number[], de: number, ate: number): Promise<{ pedidos: number; faturamento: number }> {
  const linha = await db
    .selectFrom('orders as o')
    .select((eb) => [eb.fn.countAll<number>().as('pedidos'), eb.fn.sum<number | null>('o.valor_total').as('centavos')])
    .where('o.id_seller', 'in', [...sellers])
    .where('o.data_pedido', '>=', de)
    .where('o.data_pedido', '<=', ate)
    .where('o.id_status', 'in', [...STATUS_FATURAMENTO])
    .executeTakeFirstOrThrow();
  return { pedidos: Number(linha.pedidos), faturamento: centavosParaReais(Number(linha.centavos ?? 0)) };
}

/**
 * The three counts of orders awaiting action among the orders placed between `desde` and `ate`;
 * a shipped order placed before `noPrazoDesde` is late. Read through orders_aguardando_acao only.
 */
export function consultaPendentes(db: Kysely<DB>, sellers: readonly number[], p: { desde: number; ate: number; noPrazoDesde: number }) {
  return db
    .selectFrom('orders as o')
    .select([
      sql<number>`COALESCE(SUM(CASE WHEN o.nfce_numero IS NULL AND ${RETIRADA} THEN 1 ELSE 0 END), 0)`.as('pago_sem_nfce'),
      // a counter sale is handed over as it is paid: only a pickup waits for its customer
      sql<number>`COALESCE(SUM(CASE WHEN o.id_status IN (2, 3) AND o.tipo_entrega = 'retirada' THEN 1 ELSE 0 END), 0)`.as('aguardando_retirada'),
      sql<number>`COALESCE(SUM(CASE WHEN o.id_status IN (2, 3) AND o.tipo_entrega = 'entrega' AND o.data_pedido < ${p.noPrazoDesde} THEN 1 ELSE 0 END), 0)`.as('envio_atrasado'),
    ])
    .where(AGUARDANDO_ACAO)
    .where('o.id_seller', 'in', [...sellers])
    .where('o.data_pedido', '>=', p.desde)
    .where('o.data_pedido', '<=', p.ate);
}

const filtro = (de: string, ate: string, status: number[], mais: Omit<FiltroDoNumero, 'data_from_pedido' | 'data_to_pedido' | 'status_pedido'> = {}): FiltroDoNumero => ({
  data_from_pedido: de,
  data_to_pedido: ate,
  status_pedido: status,
  ...mais,
});

/**
 * The orders of the last JANELA_PENDENCIAS_DIAS days awaiting action, each count with the order
 * list's filter that lists exactly them: the home page's and the operations overview's tasks.
 */
export async function pendenciasDe(db: Kysely<DB>, sellers: readonly number[], agora: Date): Promise<ResumoInicio['pendencias']> {
  const hoje = diaSP(agora, 0);
  const janela = diaSP(agora, -(JANELA_PENDENCIAS_DIAS - 1));
  const ultimoDiaNoPrazo = diaSP(agora, -(PRAZO_ENVIO_DIAS - 1));
  const atrasadoAte = diaSP(agora, -PRAZO_ENVIO_DIAS);
  const pendentes = await consultaPendentes(db, sellers, { desde: janela.inicio, ate: agora.getTime(), noPrazoDesde: ultimoDiaNoPrazo.inicio })
    .executeTakeFirstOrThrow();
  return {
    // Each filter is the count's own condition, so the list its link opens totals the figure
    // (tests/server/inicio-resumo.test.ts checks every figure).
    pago_sem_nfce: {
      quantidade: Number(pendentes.pago_sem_nfce),
      filtro: filtro(janela.dataBR, hoje.dataBR, [S.pago.id, S.emSeparacao.id, S.retirado.id], { tipo_entrega: NA_LOJA, com_nfce: false }),
    },
    aguardando_retirada: {
      quantidade: Number(pendentes.aguardando_retirada),
      filtro: filtro(janela.dataBR, hoje.dataBR, [S.pago.id, S.emSeparacao.id], { tipo_entrega: ['retirada'] }),
    },
    envio_atrasado: {
      quantidade: Number(pendentes.envio_atrasado),
      filtro: filtro(janela.dataBR, atrasadoAte.dataBR, [S.pago.id, S.emSeparacao.id], { tipo_entrega: ['entrega'] }),
    },
  };
}

/**
 * GET /v2/inicio/resumo: today's sales against the same weekday of last week up to the same time,
 * and the orders awaiting action (pendenciasDe), for the given sellers (the caller's group). Each
 * figure carries the order list's filter nearest to it.
 */
export async function resumoInicio(db: Kysely<DB>, sellers: readonly number[], agora: Date): Promise<ResumoInicio> {
  const hoje = diaSP(agora, 0);
  const semanaPassada = diaSP(agora, -7);
  const [deHoje, daSemanaPassada, pendencias] = await Promise.all([
    movimento(db, sellers, hoje.inicio, agora.getTime()),
    movimento(db, sellers, semanaPassada.inicio, semanaPassada.mesmaHora),
    pendenciasDe(db, sellers, agora),
  ]);
  return {
    agora: isoSP(agora.getTime()),
    hoje: { dia: hoje.dataBR, ...deHoje, filtro: filtro(hoje.dataBR, hoje.dataBR, [...STATUS_FATURAMENTO]) },
    semana_passada: { dia: semanaPassada.dataBR, ...daSemanaPassada },
    pendencias,
  };
}
