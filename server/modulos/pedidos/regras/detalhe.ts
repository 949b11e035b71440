import type { Kysely } from 'kysely';
import { TIPOS_EVENTO_PEDIDO, type EventoPedido, type HistoricoStatus, type PedidoDetalhe, type TipoEventoPedido } from '@retaguarda/contrato/api/pedidoDetalhe';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { buscarPedidoCompleto, eventosDoPedido, historicoDoPedido, itensDoPedido, pagamentosAprovados, type LinhaEvento, type LinhaHistorico } from '../consultas/pedido';
import { paraPedido } from '../consultas/pedidos';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { DB } from '../../../db/schema';
import { isoSP } from '../../../http/iso-sp';
import { exigirPedidoDoGrupo, motivoSemNfce, seguintes, temEntrega } from './regras';

export function paraHistorico(h: LinhaHistorico): HistoricoStatus {
  return {
    id: h.id,
    data: isoSP(h.em),
    usuario: h.id_usuario !== null && h.usuario_nome !== null ? { id: h.id_usuario, nome: h.usuario_nome } : null,
    de: h.de_status !== null && h.de_descricao !== null ? { id: h.de_status, descricao: h.de_descricao } : null,
    para: { id: h.para_status, descricao: h.para_descricao },
    observacao: h.observacao,
  };
}

const ehTipoEvento = (tipo: string): tipo is TipoEventoPedido => (TIPOS_EVENTO_PEDIDO as readonly string[]).includes(tipo);

function paraEvento(e: LinhaEvento & { tipo: TipoEventoPedido }): EventoPedido {
  return {
    id: e.id,
    data: isoSP(e.em),
    usuario: e.id_usuario !== null && e.usuario_nome !== null ? { id: e.id_usuario, nome: e.usuario_nome } : null,
    tipo: e.tipo,
    descricao: e.descricao,
  };
}

/** GET /v2/vendas/lista-pedidos/:id: the order with everything the detail page shows. */
export async function detalharPedido(db: Kysely<DB>, usuario: UsuarioSessao, id: number): Promise<PedidoDetalhe> {
  const o = await buscarPedidoCompleto(db, id);
  const p = exigirPedidoDoGrupo(usuario, o ? { ...o, id_seller: o.id_pessoa } : undefined);
  const [itens, historico, eventos, pagos] = await Promise.all([itensDoPedido(db, id, p.valor_desconto), historicoDoPedido(db, id), eventosDoPedido(db, id), pagamentosAprovados(db, id)]);
  const motivo = motivoSemNfce(p);
  const base = paraPedido(p);
  return {
    ...base,
    cliente: base.cliente ? { ...base.cliente, email: p.cliente_email, telefone: p.cliente_telefone } : null,
    seller: { id_pessoa: p.id_pessoa, nome: p.nome_seller, cnpj: p.seller_cnpj, uf: p.seller_uf },
    itens: itens.map((i) => ({
      id: i.id,
      produto: { id: i.id_produto, sku: i.sku, nome: i.nome },
      quantidade: i.quantidade,
      valor_unitario: centavosParaReais(i.preco_unitario),
      valor_desconto: centavosParaReais(i.desconto),
      valor_total: centavosParaReais(i.quantidade * i.preco_unitario - i.desconto),
    })),
    // a manual order's payments as charged (split payment); any other order's one method for the whole total
    pagamentos: pagos.length > 0 ? pagos.map((x) => ({ forma_pagto: { id: x.id_forma_pagto, descricao: x.descricao }, valor: centavosParaReais(x.valor) })) : [{ forma_pagto: base.forma_pagto, valor: base.valor_total }],
    retirada_na_loja: p.tipo_entrega !== 'entrega',
    tipo_entrega: p.tipo_entrega,
    entrega:
      p.cep !== null && p.logradouro !== null && p.numero !== null && p.bairro !== null && p.cidade !== null && p.uf !== null
        ? { cep: p.cep, logradouro: p.logradouro, numero: p.numero, complemento: p.complemento, bairro: p.bairro, cidade: p.cidade, uf: p.uf }
        : null,
    observacao_interna: p.observacao_interna,
    historico: historico.map(paraHistorico),
    eventos: eventos.filter((e): e is LinhaEvento & { tipo: TipoEventoPedido } => ehTipoEvento(e.tipo)).map(paraEvento),
    version: p.version,
    acoes: { seguintes: seguintes(p), pode_editar_entrega: temEntrega(p), pode_emitir_nfce: motivo === null, motivo_sem_nfce: motivo },
  };
}
