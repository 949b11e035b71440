/**
 * POST …/manual/create: the cart priced again (the panel's figures are never trusted), then the
 * order, its items with their discounts, its delivery, the promotions it used and its first
 * history entry, in one transaction with the summaries.
 */
import type { Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { FORMA_PAGTO_DA_FORMA, type CriarPedidoManualBody, type PedidoManualCriado } from '@retaguarda/contrato/api/vendaManual';
import { EVENTOS_PEDIDOS } from '@retaguarda/contrato/eventos/pedidos';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { emitirEvento } from '../../../eventos/emitir';
import { diaEMinutoSP } from '../../pedidos/consultas/novo-pedido';
import { custosDeVenda } from '../../pedidos/consultas/custo-venda';
import { somarNosResumos } from '../../pedidos/consultas/resumos';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { dialetoDe } from '../../../db/dialeto';
import { ErroHttp } from '../../../http/erros';
import { avaliarCupom } from '../consultas/carrinho';
import { cotar } from './cotar';
import { quitarSePago } from './quitacao';
import { exigirDisponivel } from '../../estoque/regras/pedido';

const cupomRecusado = (motivo: string) => `${motivo}: o cupom deixou de valer para este pedido`;

export async function criarPedidoManual(db: Kysely<DB>, usuario: UsuarioSessao, corpo: CriarPedidoManualBody, agora: Date): Promise<PedidoManualCriado> {
  const { preco, resposta } = await cotar(db, usuario, corpo, agora);
  // the clerk quoted the coupon to the customer: an order without it would charge more than told
  if (preco.cupom && !preco.cupom.aplicado) throw new ErroHttp(409, cupomRecusado(preco.cupom.motivo ?? 'Cupom não encontrado'));
  const { dia_sp, minuto_sp } = diaEMinutoSP(agora);
  const idFormaPagto = FORMA_PAGTO_DA_FORMA[corpo.forma_pagto].id;
  const em = agora.getTime();
  const id = await transacao(db, async (trx) => {
    const cupom = preco.cupom;
    if (cupom?.aplicado && cupom.id !== null) {
      // the coupon's limits counted again under its row's lock: two orders at once never both take its last use
      if (dialetoDe(trx).travaLinhas) await trx.selectFrom('promocoes').select('id').where('id', '=', cupom.id).forUpdate().execute();
      const agoraValido = await avaliarCupom(trx, { idGrupo: usuario.id_grupo, idSeller: corpo.id_seller, idCliente: corpo.id_cliente, codigo: cupom.codigo, agora });
      if (agoraValido.recusa) throw new ErroHttp(409, cupomRecusado(agoraValido.recusa));
    }
    const custos = await custosDeVenda(trx, corpo.id_seller, preco.linhas.map((l) => l.produto.id));
    const custoDe = (idProduto: number) => custos.get(idProduto) ?? 0;
    const { id } = await trx
      .insertInto('orders')
      .values({
        id_seller: corpo.id_seller,
        id_cliente: corpo.id_cliente,
        canal: 'manual',
        id_status: STATUS.aguardandoPagamento.id,
        id_forma_pagto: idFormaPagto,
        data_pedido: em,
        dia_sp,
        minuto_sp,
        quantidade_itens: preco.linhas.reduce((s, l) => s + l.quantidade, 0),
        valor_produtos: preco.produtos,
        valor_desconto: preco.desconto,
        valor_frete: preco.frete,
        valor_total: preco.total,
        nfce_numero: null,
        nfce_serie: null,
        nfce_chave: null,
        nfce_data_emissao: null,
        observacao_interna: corpo.observacao_interna?.trim() || null,
        // a counter sale is handed over as it is paid; a pickup waits in Pago for the customer
        tipo_entrega: corpo.entrega.tipo,
        valor_custo: preco.linhas.reduce((s, l) => s + l.quantidade * custoDe(l.produto.id), 0),
        // the clerk is who signed in and made the sale
        id_vendedor: usuario.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        preco.linhas.map((l) => ({ id_pedido: id, id_produto: l.produto.id, quantidade: l.quantidade, preco_unitario: l.produto.preco, valor_desconto: l.manual + l.promocao + l.cupom, custo_unitario: custoDe(l.produto.id) })),
      )
      .execute();
    if (corpo.entrega.tipo === 'entrega') {
      const { endereco } = corpo.entrega;
      await trx
        .insertInto('order_deliveries')
        .values({ id_pedido: id, cep: endereco.cep, logradouro: endereco.logradouro, numero: endereco.numero, complemento: endereco.complemento?.trim() || null, bairro: endereco.bairro, cidade: endereco.cidade, uf: endereco.uf })
        .execute();
    }
    const usadas = [
      ...preco.promocoes.map((p) => ({ id_promocao: p.id, cupom: null, descricao: p.descricao, valor: p.valor })),
      ...(preco.cupom?.aplicado && preco.cupom.id !== null ? [{ id_promocao: preco.cupom.id, cupom: preco.cupom.codigo, descricao: preco.cupom.descricao ?? preco.cupom.codigo, valor: preco.cupom.valor }] : []),
    ];
    // units no longer available refuse the order before the customer pays for it
    await exigirDisponivel(trx, { id, id_seller: corpo.id_seller });
    if (usadas.length > 0) await trx.insertInto('pedido_promocoes').values(usadas.map((u) => ({ ...u, id_pedido: id, id_cliente: corpo.id_cliente }))).execute();
    await trx
      .insertInto('order_status_history')
      .values({ id_pedido: id, de_status: null, para_status: STATUS.aguardandoPagamento.id, id_usuario: usuario.id, em, observacao: `Pedido manual criado por ${usuario.nome}` })
      .execute();
    await somarNosResumos(trx, id);
    // the store is of the user's group (cotar refused any other), so the order's group is the user's
    await emitirEvento(trx, EVENTOS_PEDIDOS['pedido.criado'], { id_pedido: id, id_seller: corpo.id_seller, canal: 'manual', valor_total: preco.total }, { idGrupo: usuario.id_grupo, em });
    // nothing to charge (a 100 % coupon): the order is paid as it is created
    if (preco.total === 0) await quitarSePago(trx, id, usuario.id, em, 'Pedido sem valor a pagar');
    return id;
  });
  const { version } = await db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, version, preco: resposta };
}
