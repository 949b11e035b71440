/** The payments of an order as the panel shows them (GET …/manual/:id/pagamentos and every charge's answer). */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { FORMAS_VENDA_MANUAL, FORMA_PAGTO_DA_FORMA, type FormaVendaManual, type PagamentoRegistrado, type SituacaoCobranca, type SituacaoPagamento, SITUACOES_PAGAMENTO } from '@retaguarda/contrato/api/vendaManual';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { isoSP } from '../../../http/iso-sp';
import { qrSvg } from '../pagamentos/psp';

type Db = Kysely<DB>;
type LinhaPagamento = Selectable<DB['pagamentos_pedido']>;

const ehForma = (f: string): f is FormaVendaManual => (FORMAS_VENDA_MANUAL as readonly string[]).includes(f);
const ehSituacao = (s: string): s is SituacaoPagamento => (SITUACOES_PAGAMENTO as readonly string[]).includes(s);
const r = centavosParaReais;

export function pagamentosDoPedido(db: Db, idPedido: number): Promise<LinhaPagamento[]> {
  return db.selectFrom('pagamentos_pedido').selectAll().where('id_pedido', '=', idPedido).orderBy('id').execute();
}

async function paraPagamento(p: LinhaPagamento, agora: Date): Promise<PagamentoRegistrado> {
  const forma = ehForma(p.forma) ? p.forma : 'dinheiro';
  const parcelas = p.parcelas ?? 1;
  const juros = p.juros ?? 0;
  return {
    id: p.id,
    forma,
    forma_pagto: FORMA_PAGTO_DA_FORMA[forma],
    valor: r(p.valor),
    situacao: ehSituacao(p.situacao) ? p.situacao : 'cancelado',
    motivo: p.motivo,
    cartao:
      p.bandeira !== null && p.ultimos4 !== null
        ? { bandeira: p.bandeira, ultimos4: p.ultimos4, parcelas, valor_parcela: r(Math.floor((p.valor + juros) / parcelas)), juros: r(juros), autorizacao: p.autorizacao }
        : null,
    // the QR code only while the customer may still pay it
    pix: p.pix_copia_e_cola !== null && p.expira_em !== null ? { copia_e_cola: p.pix_copia_e_cola, qr_svg: p.situacao === 'pendente' ? await qrSvg(p.pix_copia_e_cola) : '', expira_em: isoSP(p.expira_em), segundos_restantes: Math.max(0, Math.floor((p.expira_em - agora.getTime()) / 1000)) } : null,
    boleto: p.boleto_linha !== null && p.vencimento !== null ? { linha_digitavel: p.boleto_linha, vencimento: p.vencimento.split('-').reverse().join('/') } : null,
    troco: p.valor_recebido !== null ? r(p.valor_recebido - p.valor) : null,
    criado_em: isoSP(p.criado_em),
  };
}

/** Approved payments' sum, in centavos. */
export const valorAprovado = (pagamentos: readonly LinhaPagamento[]): number => pagamentos.filter((p) => p.situacao === 'aprovado').reduce((s, p) => s + p.valor, 0);

export async function situacaoDaCobranca(db: Db, idPedido: number, agora: Date, simulacao: boolean): Promise<SituacaoCobranca> {
  const o = await db
    .selectFrom('orders as o')
    .innerJoin('statuses as s', 's.id', 'o.id_status')
    .innerJoin('sellers as l', 'l.id', 'o.id_seller')
    .select(['o.id', 'o.id_cliente', 'o.id_status', 's.descricao', 'o.version', 'o.valor_total', 'l.parcelas_maximo', 'l.parcelas_sem_juros', 'l.juros_mensal'])
    .where('o.id', '=', idPedido)
    .executeTakeFirstOrThrow();
  const pagamentos = await pagamentosDoPedido(db, idPedido);
  const pago = valorAprovado(pagamentos);
  return {
    id_pedido: o.id,
    id_cliente: o.id_cliente,
    parcelamento: { maximo: o.parcelas_maximo, sem_juros_ate: o.parcelas_sem_juros, juros_mensal_centesimos: o.juros_mensal },
    simulacao,
    status_pedido: { id: o.id_status, descricao: o.descricao },
    version: o.version,
    valor_total: r(o.valor_total),
    valor_pago: r(pago),
    valor_restante: r(Math.max(0, o.valor_total - pago)),
    pagamentos: await Promise.all(pagamentos.map((p) => paraPagamento(p, agora))),
  };
}

/**
 * Locks the order's row until the caller's transaction ends (PostgreSQL; SQLite's transactions
 * already run one at a time): a charge, the PSP's notice and the expiry each decide on the
 * order's state after it, so two of them never both act on the same pending payment.
 */
export async function travarPedido(trx: Transaction<DB>, idPedido: number): Promise<{ id_status: number } | undefined> {
  return trx
    .selectFrom('orders')
    .select(['id_status'])
    .where('id', '=', idPedido)
    .$if(dialetoDe(trx).travaLinhas, (q) => q.forUpdate())
    .executeTakeFirst();
}
