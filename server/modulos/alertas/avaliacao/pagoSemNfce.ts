/**
 * Paid in-person sales (counter or pickup) still without an NFC-e past the group's limit. Read
 * through the home's partial index orders_aguardando_acao (its predicate written out so SQLite
 * takes it), over the home's 30-day window; which order needs an NFC-e is the contract's rule
 * (motivoSemNfce), the one the issue route applies.
 */
import { sql } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { JANELA_PENDENCIAS_DIAS } from '@retaguarda/contrato/api/inicio';
import { motivoSemNfce } from '@retaguarda/contrato/api/regrasNfce';
import { formatDate, formatDateTime } from '@retaguarda/contrato/br/dates';
import { HORA_MS, MINUTO_MS } from './calendario';
import { nomeDaLoja, TETO_CONDICOES, type Avaliador, type Condicao } from './tipos';

export const avaliarPagoSemNfce: Avaliador = async ({ db, lojas, agora, parametros }) => {
  const condicoes: Condicao[] = [];
  if (lojas.length === 0) return { condicoes, completo: true };
  const minutos = parametros.minutos;
  const limite = agora - minutos * MINUTO_MS;
  const linhas = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.id_seller', 'o.canal', 'o.tipo_entrega', 'o.id_status', 'o.data_pedido'])
    .select((eb) =>
      eb
        .selectFrom('order_status_history as h')
        .select((h) => h.fn.min('h.em').as('em'))
        .whereRef('h.id_pedido', '=', 'o.id')
        .where('h.para_status', '=', STATUS.pago.id)
        .as('pago_em'),
    )
    .where(sql<boolean>`(o.id_status IN (2, 3) OR (o.id_status = 5 AND o.nfce_numero IS NULL))`)
    .where('o.nfce_numero', 'is', null)
    .where('o.tipo_entrega', 'in', ['balcao', 'retirada'])
    .where('o.id_seller', 'in', lojas.map((l) => l.id))
    .where('o.data_pedido', '>=', agora - JANELA_PENDENCIAS_DIAS * 24 * HORA_MS)
    .where('o.data_pedido', '<=', limite)
    .orderBy('o.data_pedido')
    .limit(TETO_CONDICOES + 1)
    .execute();
  for (const l of linhas.slice(0, TETO_CONDICOES)) {
    if (motivoSemNfce({ id_status: l.id_status, canal: l.canal, retirada_na_loja: l.tipo_entrega === 'retirada', tem_nfce: false }) !== null) continue;
    const pagoEm = Math.max(l.data_pedido, Number(l.pago_em ?? 0));
    if (pagoEm > limite) continue;
    const dia = formatDate(l.data_pedido);
    condicoes.push({
      chave: `pedido:${l.id}`,
      titulo: `Pedido nº ${l.id} pago sem NFC-e`,
      detalhe: `${nomeDaLoja(lojas, l.id_seller)}: pago em ${formatDateTime(pagoEm)}, há ${Math.floor((agora - pagoEm) / MINUTO_MS)} min, sem NFC-e (o limite é ${minutos} min).`,
      link: { id_pedido: l.id, pedidos: { data_from_pedido: dia, data_to_pedido: dia, status_pedido: [STATUS.pago.id, STATUS.emSeparacao.id, STATUS.retirado.id], tipo_entrega: ['balcao', 'retirada'], com_nfce: false } },
    });
  }
  return { condicoes, completo: linhas.length <= TETO_CONDICOES };
};
