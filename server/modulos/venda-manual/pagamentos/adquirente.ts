/**
 * The reference server's card acquirer, simulated. Test numbers, documented in
 * docs/api.md ('Cartões de teste'):
 *   4000 0000 0000 0002  declined, insufficient funds
 *   4000 0000 0000 0119  declined, suspected fraud
 *   4000 0000 0000 0101  the first attempt times out, a retry of the same transaction is approved
 *   any other valid number  approved
 * Like a real acquirer it answers a transaction id it has seen with its first answer, so a retry
 * after a timeout never charges twice; it keeps a token, never the number or the CVV.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export const CARTOES_DE_TESTE = {
  saldoInsuficiente: '4000000000000002',
  suspeitaDeFraude: '4000000000000119',
  demoraEAprova: '4000000000000101',
} as const;

export const MOTIVOS_RECUSA = {
  saldoInsuficiente: 'Recusado pelo banco emissor: saldo insuficiente',
  suspeitaDeFraude: 'Recusado pelo banco emissor: suspeita de fraude. Peça outro cartão ao cliente',
} as const;

export interface Autorizacao {
  aprovado: boolean;
  motivo: string | null;
  autorizacao: string | null;
  /** The card's token, to charge it again (saved cards). */
  token: string | null;
}

/** The acquirer did not answer in time: the outcome is unknown until the same transaction is retried. */
export class TempoEsgotadoAdquirente extends Error {
  constructor() {
    super('A operadora do cartão não respondeu a tempo. Tente de novo: a cobrança não será duplicada.');
    this.name = 'TempoEsgotadoAdquirente';
  }
}

export type CartaoAutorizavel = { numero: string } | { token: string };

const novoCodigo = (): string => randomBytes(3).toString('hex').toUpperCase();
const novoToken = (): string => `tok_${randomBytes(16).toString('hex')}`;

function decidir(cartao: CartaoAutorizavel): Omit<Autorizacao, 'token' | 'autorizacao'> & { demora: boolean } {
  if ('token' in cartao) return { aprovado: true, motivo: null, demora: false };
  if (cartao.numero === CARTOES_DE_TESTE.saldoInsuficiente) return { aprovado: false, motivo: MOTIVOS_RECUSA.saldoInsuficiente, demora: false };
  if (cartao.numero === CARTOES_DE_TESTE.suspeitaDeFraude) return { aprovado: false, motivo: MOTIVOS_RECUSA.suspeitaDeFraude, demora: false };
  return { aprovado: true, motivo: null, demora: cartao.numero === CARTOES_DE_TESTE.demoraEAprova };
}

/**
 * Authorizes `valor` centavos on the card under `idTransacao`. Written outside the caller's
 * transaction, as a remote acquirer would be: what it approved stays approved whatever the caller
 * does next (the caller voids it with `estornar`).
 */
export async function autorizar(db: Kysely<DB>, idTransacao: string, cartao: CartaoAutorizavel, valor: number, agora: Date): Promise<Autorizacao> {
  const anterior = await db.selectFrom('adquirente_transacoes').selectAll().where('id_transacao', '=', idTransacao).executeTakeFirst();
  if (anterior) return { aprovado: anterior.aprovado === 1 && anterior.estornado === 0, motivo: anterior.motivo, autorizacao: anterior.autorizacao, token: anterior.token };
  const d = decidir(cartao);
  const token = d.aprovado ? ('token' in cartao ? cartao.token : novoToken()) : null;
  const autorizacao = d.aprovado ? novoCodigo() : null;
  await db
    .insertInto('adquirente_transacoes')
    .values({ id_transacao: idTransacao, aprovado: d.aprovado ? 1 : 0, motivo: d.motivo, autorizacao, token, valor, criado_em: agora.getTime() })
    .onConflict((oc) => oc.column('id_transacao').doNothing())
    .execute();
  // the approval is recorded, the answer is 'lost': the retry of this id finds it above
  if (d.demora) throw new TempoEsgotadoAdquirente();
  return { aprovado: d.aprovado, motivo: d.motivo, autorizacao, token };
}

/** Voids an approval (another card of the same charge was declined, or the order moved on). */
export async function estornar(db: Kysely<DB>, idTransacao: string): Promise<void> {
  await db.updateTable('adquirente_transacoes').set({ estornado: 1 }).where('id_transacao', '=', idTransacao).execute();
}
