/**
 * What may be done with one order, decided in one place for the detail's `acoes`, the status
 * routes and the NFC-e issue, so what the panel offers is what the server then accepts.
 */
import type { Canal, TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { CANAIS_COM_ENTREGA, MENSAGENS_PEDIDO, type StatusSeguinte } from '@retaguarda/contrato/api/pedidoDetalhe';
import { motivoSemNfce as motivoCompartilhado } from '@retaguarda/contrato/api/regrasNfce';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { ErroHttp } from '../../../http/erros';
import { descricaoStatus, exigeMotivo, proximosStatus, type ContextoTransicao } from '@retaguarda/contrato/api/transicoesStatus';

/** 404 when there is no such order, 403 when it belongs to a seller outside the user's group. */
export function exigirPedidoDoGrupo<T extends { id_seller: number }>(usuario: UsuarioSessao, pedido: T | undefined): T {
  if (!pedido) throw new ErroHttp(404, MENSAGENS_PEDIDO.naoEncontrado);
  if (!usuario.id_sellers_mesmo_grupo.includes(pedido.id_seller)) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
  return pedido;
}

export function contexto(p: { tipo_entrega: TipoEntrega }): ContextoTransicao {
  return { tipoEntrega: p.tipo_entrega };
}

export function seguintes(p: { id_status: number; tipo_entrega: TipoEntrega }): StatusSeguinte[] {
  return proximosStatus(p.id_status, contexto(p)).map((id) => ({ id, descricao: descricaoStatus(id), exige_motivo: exigeMotivo(id) }));
}

/** Only a web order shipped to the customer has a delivery address to edit. */
export function temEntrega(p: { canal: Canal; tipo_entrega: TipoEntrega }): boolean {
  return CANAIS_COM_ENTREGA.includes(p.canal) && p.tipo_entrega === 'entrega';
}

/** The shared rule (contrato/api/regrasNfce.ts) over an order row of the database. */
export function motivoSemNfce(p: { id_status: number; nfce_numero: number | null; canal: Canal; tipo_entrega: TipoEntrega }): string | null {
  return motivoCompartilhado({ id_status: p.id_status, canal: p.canal, retirada_na_loja: p.tipo_entrega !== 'entrega', tem_nfce: p.nfce_numero !== null });
}
