import type { Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import {
  MENSAGENS_PEDIDO,
  type AtualizarStatusBody,
  type AtualizarStatusEmLoteBody,
  type AtualizarStatusEmLoteResposta,
  type AtualizarStatusResposta,
  type ProximosStatusResposta,
} from '@retaguarda/contrato/api/pedidoDetalhe';
import { buscarPedidoBase, type PedidoBase } from '../consultas/pedido';
import { buscarHistorico, gravarStatus } from '../consultas/pedido-escrita';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import { descricaoStatus, exigeMotivo, isStatusId, validarTransicao } from '@retaguarda/contrato/api/transicoesStatus';
import { paraHistorico } from './detalhe';
import { cancelarNfce, exigirJustificativa, nfceACancelar, nfceAutorizada, type Autoria } from './cancelamento-nfce';
import { contexto, exigirPedidoDoGrupo, seguintes } from './regras';
import { transacao } from '../../../db/transacao';
import { entregarNoBalcao } from './balcao';
import { faltaParaMudar } from '../../estoque/regras/pedido';

const conflito = () => new ErroHttp(409, MENSAGENS_PEDIDO.versaoConflitante);

/** 400 naming `motivo` when the new status needs a reason and none came. */
function exigirMotivo(idStatus: number, motivo: string | null): void {
  if (!exigeMotivo(idStatus) || motivo) return;
  const mensagem = idStatus === STATUS.cancelado.id ? 'Informe o motivo do cancelamento' : 'Informe o motivo da devolução';
  throw new ErroDeValidacao('body', ['motivo'], mensagem);
}

/** POST /v2/vendas/status/seguintes. */
export async function statusSeguintes(db: Kysely<DB>, usuario: UsuarioSessao, id: number, agora: Date): Promise<ProximosStatusResposta> {
  const p = exigirPedidoDoGrupo(usuario, await buscarPedidoBase(db, id));
  const atual = isStatusId(p.id_status) ? descricaoStatus(p.id_status) : String(p.id_status);
  return { status_atual: { id: p.id_status, descricao: atual }, seguintes: seguintes(p), version: p.version, nfce: await nfceACancelar(db, p, agora) };
}

/**
 * PUT /v2/vendas/status/update: one transition, its history entry and the per-day summary in one
 * transaction, conditional on the version the user saw. Checks in order: 404, 403, stale version
 * (409), transition not allowed (409, validarTransicao's reason), missing reason (400); then, when
 * an order with an authorised NFC-e is cancelled, the NFC-e justification (400) and the state's
 * cancellation window (409): the NFC-e is cancelled with the order or neither is.
 */
export async function atualizarStatus(db: Kysely<DB>, autoria: Autoria, b: AtualizarStatusBody, agora: Date): Promise<AtualizarStatusResposta> {
  const { usuario } = autoria;
  return transacao(db, async (trx) => {
    const p = exigirPedidoDoGrupo(usuario, await buscarPedidoBase(trx, b.id_pedido));
    if (p.version !== b.version) throw conflito();
    const r = validarTransicao(p.id_status, b.id_status, contexto(p));
    if (!r.ok) throw new ErroHttp(409, r.motivo);
    exigirMotivo(b.id_status, b.motivo);
    if (b.id_status === STATUS.cancelado.id && nfceAutorizada(p)) await cancelarNfce(trx, p, exigirJustificativa(b.justificativa_nfce), autoria, agora);
    const autor = { id_usuario: usuario.id, em: agora.getTime() };
    const idHistorico = await gravarStatus(trx, p, { para: b.id_status, motivo: b.motivo, ...autor });
    if (idHistorico === null) throw conflito();
    const entregue = await entregarNoBalcao(trx, { ...p, id_status: b.id_status, version: p.version + 1 }, autor);
    const h = paraHistorico(await buscarHistorico(trx, entregue ?? idHistorico));
    return { id_pedido: p.id, status_pedido: h.para, version: p.version + (entregue === null ? 1 : 2), historico: h };
  });
}

/**
 * PUT /v2/vendas/status/update-lote: the same change for many orders, in one transaction. Orders
 * that cannot take it are reported with the reason and left as they are; the others change. A
 * reason the new status needs is checked for the whole call (400), an order of another group
 * refuses the whole call (403) before anything is written.
 */
export async function atualizarStatusEmLote(
  db: Kysely<DB>,
  usuario: UsuarioSessao,
  b: AtualizarStatusEmLoteBody,
  agora: Date,
): Promise<AtualizarStatusEmLoteResposta> {
  exigirMotivo(b.id_status, b.motivo);
  return transacao(db, async (trx) => {
    const pedidos: [number, PedidoBase | undefined][] = [];
    for (const id of b.ids) pedidos.push([id, await buscarPedidoBase(trx, id)]);
    if (pedidos.some(([, p]) => p && !usuario.id_sellers_mesmo_grupo.includes(p.id_seller))) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
    const resposta: AtualizarStatusEmLoteResposta = { atualizados: [], recusados: [] };
    for (const [id, p] of pedidos) {
      if (!p) {
        resposta.recusados.push({ id, motivo: MENSAGENS_PEDIDO.naoEncontrado });
        continue;
      }
      const r = validarTransicao(p.id_status, b.id_status, contexto(p));
      if (!r.ok) {
        resposta.recusados.push({ id, motivo: r.motivo });
        continue;
      }
      // one reason for many orders cannot be each invoice's justification: those are cancelled one by one
      if (b.id_status === STATUS.cancelado.id && nfceAutorizada(p)) {
        resposta.recusados.push({ id, motivo: MENSAGENS_PEDIDO.nfceNoLote });
        continue;
      }
      const falta = await faltaParaMudar(trx, p, p.id_status, b.id_status);
      if (falta) {
        resposta.recusados.push({ id, motivo: falta });
        continue;
      }
      const autor = { id_usuario: usuario.id, em: agora.getTime() };
      const gravado = await gravarStatus(trx, p, { para: b.id_status, motivo: b.motivo, ...autor });
      if (gravado === null) {
        resposta.recusados.push({ id, motivo: MENSAGENS_PEDIDO.versaoConflitante });
        continue;
      }
      await entregarNoBalcao(trx, { ...p, id_status: b.id_status, version: p.version + 1 }, autor);
      resposta.atualizados.push(id);
    }
    return resposta;
  });
}
