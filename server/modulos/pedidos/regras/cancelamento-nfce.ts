/**
 * Cancelling an order cancels its authorised NFC-e in the same transaction, through the event
 * 110111 (server/modulos/pedidos/nfce/cancelamento.ts): with the justification the staff typed, inside the state's
 * window. Past the window the order is not cancelled at all, and the message says what to do.
 */
import type { Kysely, Transaction } from 'kysely';
import { JUSTIFICATIVA_NFCE_MIN, MENSAGENS_PEDIDO, type NfceACancelar } from '@retaguarda/contrato/api/pedidoDetalhe';
import { buscarEmitente, gravarCancelamentoNfce } from '../consultas/nfce';
import { gravarEventosPedido } from '../consultas/pedido';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { isoSP } from '../../../http/iso-sp';
import { ErroDeValidacao } from '../../../http/validacao';
import { gerarEventoCancelamento, mensagemPrazoEncerrado, prazoCancelamento, protocoloHomologacao } from '../nfce/cancelamento';
import { UFS, isSiglaUf } from '../nfce/ufs';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';

export interface NfceDoPedido {
  id: number;
  id_seller: number;
  nfce_numero: number | null;
  nfce_serie: number | null;
  nfce_chave: string | null;
  nfce_data_emissao: number | null;
  nfce_cancelada_em: number | null;
}

interface NfceAutorizada {
  numero: number;
  serie: number;
  chave: string;
  autorizadaEm: number;
}

/** The order's NFC-e while it stands (issued, not cancelled); null otherwise. */
export function nfceAutorizada(p: NfceDoPedido): NfceAutorizada | null {
  if (p.nfce_numero === null || p.nfce_serie === null || p.nfce_chave === null || p.nfce_data_emissao === null || p.nfce_cancelada_em !== null) return null;
  return { numero: p.nfce_numero, serie: p.nfce_serie, chave: p.nfce_chave, autorizadaEm: p.nfce_data_emissao };
}

/** The authorisation's nProt: this server never reached a SEFAZ, so it is the homologation number of the invoice. */
function protocoloAutorizacao(uf: string, n: NfceAutorizada): string {
  const cUF = isSiglaUf(uf) ? UFS[uf].codigo : '00';
  return protocoloHomologacao(cUF, new Date(n.autorizadaEm), n.numero);
}

/** What the status dialog shows before a cancellation: the invoice, its window and whether it has closed. */
export async function nfceACancelar(db: Kysely<DB>, p: NfceDoPedido, agora: Date): Promise<NfceACancelar | null> {
  const n = nfceAutorizada(p);
  if (!n) return null;
  const { uf } = await buscarEmitente(db, p.id_seller);
  const prazo = prazoCancelamento(uf, n.autorizadaEm, agora);
  return {
    numero: n.numero,
    serie: n.serie,
    cancelavel_ate: isoSP(prazo.ate),
    prazo_minutos: prazo.minutos,
    prazo_encerrado: prazo.encerrado,
    mensagem: prazo.encerrado ? mensagemPrazoEncerrado(prazo.minutos) : null,
  };
}

/** 400 naming `justificativa_nfce` unless it has the length the event requires (the schema caps the maximum). */
export function exigirJustificativa(justificativa: string | null): string {
  if (!justificativa || justificativa.length < JUSTIFICATIVA_NFCE_MIN) throw new ErroDeValidacao('body', ['justificativa_nfce'], MENSAGENS_PEDIDO.justificativaNfce);
  return justificativa;
}

export interface Autoria {
  usuario: UsuarioSessao;
  ip: string | null;
}

/**
 * Cancels the order's authorised NFC-e inside the caller's transaction: 409 past the state's
 * window, the event and its XML stored, the order's history and the security log written.
 */
export async function cancelarNfce(trx: Transaction<DB>, p: NfceDoPedido, justificativa: string, autoria: Autoria, agora: Date): Promise<void> {
  const n = nfceAutorizada(p);
  if (!n) return;
  const s = await buscarEmitente(trx, p.id_seller);
  const prazo = prazoCancelamento(s.uf, n.autorizadaEm, agora);
  if (prazo.encerrado) throw new ErroHttp(409, mensagemPrazoEncerrado(prazo.minutos));
  let evento;
  try {
    evento = gerarEventoCancelamento({ chave: n.chave, cnpj: s.cnpj, protocoloAutorizacao: protocoloAutorizacao(s.uf, n), justificativa, em: agora });
  } catch (e) {
    if (e instanceof RangeError) throw new ErroHttp(409, `Não foi possível cancelar a NFC-e: ${e.message}`);
    throw e;
  }
  const em = agora.getTime();
  const gravado = await gravarCancelamentoNfce(trx, p.id, { chave: n.chave, justificativa: evento.justificativa, protocolo: evento.protocolo, em, id_usuario: autoria.usuario.id, xml: evento.xml });
  if (!gravado) throw new ErroHttp(409, MENSAGENS_PEDIDO.versaoConflitante);
  const descricao = `NFC-e ${n.numero} (série ${n.serie}) cancelada, protocolo ${evento.protocolo}: ${evento.justificativa}`;
  await gravarEventosPedido(trx, [{ id_pedido: p.id, tipo: 'nfce_cancelada', em, id_usuario: autoria.usuario.id, descricao }]);
  await registrarEventoSeguranca(trx, {
    tipo: 'nfce_cancelada',
    em,
    userId: autoria.usuario.id,
    email: autoria.usuario.email,
    ip: autoria.ip,
    detalhe: { id_pedido: p.id, numero: n.numero, serie: n.serie, protocolo: evento.protocolo },
  });
}
