/**
 * The reference server's payment service provider, simulated: it issues Pix charges
 * (BR Code with the seller's key) and boletos, and tells the server they were paid through a
 * signed notice (POST /v2/pagamentos/psp/webhook). The signature is HMAC-SHA256 over
 * `<timestamp>.<raw body>` with a secret only the PSP and the server hold (PSP_WEBHOOK_SECRET, or
 * one generated and kept in the database); a notice older than 5 minutes, or one whose
 * `id_evento` was already taken, changes nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { carregarQrCode } from '../../../bibliotecas-pesadas';
import type { DB } from '../../../db/schema';
import { segredoPersistido } from '../../../db/segredo-persistido';
import { gerarBoleto } from './boleto-linha';
import { gerarBrCodePix } from './pix-br-code';

/** How long a Pix charge waits for the customer (the panel counts it down). */
export const VALIDADE_PIX_MS = 30 * 60_000;
/** A boleto falls due 3 days after it is issued and is void the day after. */
export const DIAS_VENCIMENTO_BOLETO = 3;
export const JANELA_NOTIFICACAO_MS = 5 * 60_000;
/** The simulated bank of the boletos (FEBRABAN code of a bank that does not exist). */
const BANCO_SIMULADO = '999';

export async function segredoDoPsp(db: Kysely<DB>): Promise<Buffer> {
  const doAmbiente = process.env.PSP_WEBHOOK_SECRET;
  if (doAmbiente && doAmbiente.length >= 16) return Buffer.from(doAmbiente);
  return Buffer.from(await segredoPersistido(db, 'psp_webhook_secret'));
}

export function assinar(segredo: Buffer, timestamp: string, corpo: string): string {
  return `sha256=${createHmac('sha256', segredo).update(`${timestamp}.${corpo}`).digest('hex')}`;
}

/** True when `assinatura` is the PSP's over this body at this time, and the time is recent. */
export function assinaturaValida(segredo: Buffer, timestamp: string | undefined, assinatura: string | undefined, corpo: string, agora: Date): 'ok' | 'invalida' | 'antiga' {
  if (!timestamp || !assinatura || !/^\d{10,16}$/.test(timestamp)) return 'invalida';
  const esperada = Buffer.from(assinar(segredo, timestamp, corpo));
  const recebida = Buffer.from(assinatura);
  if (esperada.length !== recebida.length || !timingSafeEqual(esperada, recebida)) return 'invalida';
  return Math.abs(agora.getTime() - Number(timestamp)) > JANELA_NOTIFICACAO_MS ? 'antiga' : 'ok';
}

export interface CobrancaPix {
  referencia: string;
  copiaECola: string;
  expiraEm: number;
}

/** A Pix charge of `valor` centavos to the seller's key (its CNPJ when it set none). */
export function novaCobrancaPix(loja: { nome: string; municipio: string; cnpj: string; pix_chave: string | null }, valor: number, agora: Date): CobrancaPix {
  // 25 letters and digits: the longest txid a BR Code carries, random so it names one charge
  const referencia = randomBytes(20).toString('base64url').replace(/[^A-Za-z0-9]/g, '').padEnd(25, '0').slice(0, 25);
  const copiaECola = gerarBrCodePix({ chave: loja.pix_chave ?? loja.cnpj, nome: loja.nome, cidade: loja.municipio || 'SAO PAULO', valorCentavos: valor, txid: referencia });
  return { referencia, copiaECola, expiraEm: agora.getTime() + VALIDADE_PIX_MS };
}

export async function qrSvg(texto: string): Promise<string> {
  const qrcode = await carregarQrCode();
  return qrcode.toString(texto, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export interface BoletoEmitido {
  referencia: string;
  linha: string;
  /** YYYY-MM-DD. */
  vencimento: string;
  expiraEm: number;
}

export function novoBoleto(valor: number, agora: Date): BoletoEmitido {
  const [a, m, d] = diaChaveSP(agora).split('-').map(Number);
  const vencimento = new Date(Date.UTC(a ?? 2000, (m ?? 1) - 1, (d ?? 1) + DIAS_VENCIMENTO_BOLETO));
  // the 'nosso número': 17 random digits, the rest of the campo livre fixed by the simulated bank
  const nossoNumero = [...randomBytes(17)].map((b) => String(b % 10)).join('');
  const { linhaDigitavel } = gerarBoleto({ banco: BANCO_SIMULADO, vencimento, valorCentavos: valor, campoLivre: `00000001${nossoNumero}` });
  const chave = vencimento.toISOString().slice(0, 10);
  return { referencia: nossoNumero, linha: linhaDigitavel, vencimento: chave, expiraEm: vencimento.getTime() + 2 * 86_400_000 + 3 * 3_600_000 };
}
