import type { Kysely } from 'kysely';
import { MENSAGENS_PEDIDO, temEnderecoEntrega, type AtualizarPedidoBody, type Entrega, type PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { buscarPedidoBase } from '../consultas/pedido';
import { gravarEdicao, type Edicao } from '../consultas/pedido-escrita';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import { detalharPedido } from './detalhe';
import { exigirPedidoDoGrupo, temEntrega } from './regras';
import { transacao } from '../../../db/transacao';

const CAMPOS_ENDERECO = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;

function edicaoDe(b: AtualizarPedidoBody): Edicao {
  const e: Edicao = {};
  if (b.observacao_interna !== undefined) e.observacao_interna = b.observacao_interna?.trim() || null;
  if (temEnderecoEntrega(b) && b.cep && b.logradouro && b.numero && b.bairro && b.cidade && b.uf) {
    const entrega: Entrega = { cep: b.cep, logradouro: b.logradouro, numero: b.numero, complemento: b.complemento || null, bairro: b.bairro, cidade: b.cidade, uf: b.uf };
    e.entrega = entrega;
  }
  return e;
}

/**
 * PUT /v2/vendas/lista-pedidos/:id: saves the internal note and the delivery address when the
 * order is still at the version the user edited (409 otherwise) and answers the new detail.
 */
export async function atualizarPedido(db: Kysely<DB>, usuario: UsuarioSessao, id: number, b: AtualizarPedidoBody): Promise<PedidoDetalhe> {
  await transacao(db, async (trx) => {
    const p = exigirPedidoDoGrupo(usuario, await buscarPedidoBase(trx, id));
    if (p.version !== b.version) throw new ErroHttp(409, MENSAGENS_PEDIDO.versaoConflitante);
    if (temEnderecoEntrega(b) && !temEntrega(p)) {
      throw new ErroDeValidacao('body', CAMPOS_ENDERECO.filter((c) => b[c] !== undefined), MENSAGENS_PEDIDO.semEntrega);
    }
    if (!(await gravarEdicao(trx, id, b.version, edicaoDe(b)))) throw new ErroHttp(409, MENSAGENS_PEDIDO.versaoConflitante);
  });
  return detalharPedido(db, usuario, id);
}
