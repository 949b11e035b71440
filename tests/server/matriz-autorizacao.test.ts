import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { createTestApp, type TestApp } from './helpers';
import { corposDeCriacao, escopoDosCadastros, grupoDoSeller, registrosDoGrupo } from './matriz/cadastros';
import { escoposDosModulos } from './matriz/escopos';
import {
  chamar as chamarNa,
  comChavesMinimas,
  deOutroGrupo,
  ehPublica,
  negado,
  rotasDaMatriz,
  semChaves as semChavesNa,
  semSessao,
  type AppDaMatriz,
  type EntradaEscopo,
} from './matriz/varredura';
import { novoPedido, SELLER_OUTRO_GRUPO } from './pedido-fixtures';
import { criarUsuario } from './usuarios-de-teste';

/**
 * Every route of the app × (no session, a user without any key, each smallest key set its declared
 * `acesso` lets through, a user of another seller group holding every key). The routes come from
 * the app itself and who may call each from its declared endpoint (./matriz/varredura.ts): a route
 * added later is swept too. Only how a route reaches group 1's data is written here, for the routes
 * outside the registers (whose part comes from their declarations, ./matriz/cadastros.ts).
 */

let t: TestApp;
let m: AppDaMatriz;
/** Group 1's record in each register, and a valid body of each for the other group. */
let doGrupo1: Record<string, number>;
let criacao: Record<string, object>;
let id: number;
/** A client of group 1 (the resource engine's clients, /v2/logins). */
let idCliente: number;
/** A custom field of the clients, of group 1. */
let idCampo: number;
/** Group 1's admin. */
let idAdmin: number;
let idPerfilGrupo1: number;
/** An open access review of group 1, and one of its items. */
let idRevisaoGrupo1: number;
let idItemGrupo1: number;
let semChaves: string;
let outroGrupo: string;
/** A session of a group-1 user (sem-chaves): another user's session is 404 to the other group. */
let idSessaoGrupo1: number;
/** A stock adjustment and a transfer of group 1. */
let idMovimentoGrupo1: number;
let idTransferenciaGrupo1: number;
let idInventarioGrupo1: number;
/** A purchase order of group 1, sent to its supplier. */
let idCompraGrupo1: number;

/** A cart of group 1's store 1 with group 1's client and product. */
const carrinhoDoGrupo1 = () => ({ id_seller: 1, id_cliente: idCliente, itens: [{ id_produto: doGrupo1.produtos, quantidade: 1 }], entrega: { tipo: 'balcao' } });

/**
 * How each route outside the registers reaches the other group's data (an order of group 1,
 * seller 1 of group 1) and what a user of group 2 holding every key must get back. A new module's
 * routes whose declared escopo is 'grupo' or 'loja' bring their probe in a file of their own,
 * tests/server/matriz/escopos/<modulo>.ts (escoposDosModulos), not a line here; the registers'
 * come from their declarations (escopoDosCadastros).
 */
const ESCOPO = (): Record<string, EntradaEscopo> => ({
  'GET /v2/config/erp/dados-start': {
    pedido: { url: '/v2/config/erp/dados-start' },
    conferir: (res) => expect(res.json().RES.sellers.map((s: { id_pessoa: number }) => s.id_pessoa)).toEqual([SELLER_OUTRO_GRUPO]),
  },
  'POST /v1/login_erp/alterar-senha': {
    // only ever the caller's own password: nothing of another group to reach
    pedido: { url: '/v1/login_erp/alterar-senha', payload: { senha_atual: 'errada', nova_senha: 'Outra-senha-longa-9' } },
    conferir: (res) => expect(res.statusCode).toBe(400),
  },
  // Only the caller's own sessions: the other group's sessions are neither listed nor reachable.
  'GET /v1/login_erp/sessoes': {
    pedido: { url: '/v1/login_erp/sessoes' },
    conferir: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().RES.sessoes.every((s: { atual: boolean }) => s.atual)).toBe(true);
    },
  },
  'POST /v1/login_erp/sessoes/encerrar': { pedido: { url: '/v1/login_erp/sessoes/encerrar', payload: { id: idSessaoGrupo1 } }, conferir: (res) => expect(res.statusCode).toBe(404) },
  'POST /v1/login_erp/sessoes/encerrar-outras': { pedido: { url: '/v1/login_erp/sessoes/encerrar-outras' }, conferir: (res) => expect(res.statusCode).toBe(200) },
  'PUT /v2/vendas/lista-pedidos': { pedido: { url: '/v2/vendas/lista-pedidos', payload: { page: 1, limit: 10, id_pessoa: [1] } }, conferir: negado },
  'PUT /v2/vendas/lista-pedidos/xls': { pedido: { url: '/v2/vendas/lista-pedidos/xls', payload: { id_pessoa: [1], colunas: ['id'] } }, conferir: negado },
  'GET /v2/vendas/lista-pedidos/:id': { pedido: { url: `/v2/vendas/lista-pedidos/${id}` }, conferir: negado },
  'PUT /v2/vendas/lista-pedidos/:id': { pedido: { url: `/v2/vendas/lista-pedidos/${id}`, payload: { version: 1, observacao_interna: 'x' } }, conferir: negado },
  'POST /v2/vendas/status/seguintes': { pedido: { url: '/v2/vendas/status/seguintes', payload: { id_pedido: id } }, conferir: negado },
  'PUT /v2/vendas/status/update': { pedido: { url: '/v2/vendas/status/update', payload: { id_pedido: id, id_status: STATUS.emSeparacao.id, version: 1 } }, conferir: negado },
  'PUT /v2/vendas/status/update-lote': {
    pedido: { url: '/v2/vendas/status/update-lote', payload: { ids: [id], id_status: STATUS.emSeparacao.id } },
    conferir: (res) => {
      // a batch may answer 200 with a per-order outcome: the order must not be among the updated
      if (res.statusCode === 200) expect(res.json().RES.atualizados).not.toContain(id);
      else negado(res);
    },
  },
  'POST /v2/nfce/emitir/nped': { pedido: { url: '/v2/nfce/emitir/nped', payload: { id_pedido: id } }, conferir: negado },
  'GET /v2/nfce/pdf/nped/:id': { pedido: { url: `/v2/nfce/pdf/nped/${id}` }, conferir: negado },
  'GET /v2/nfce/pdf/nped/file/:id': { pedido: { url: `/v2/nfce/pdf/nped/file/${id}` }, conferir: negado },
  'GET /v2/nfce/xml/nped/:id': { pedido: { url: `/v2/nfce/xml/nped/${id}` }, conferir: negado },
  'GET /v2/nfce/xml/nped/file/:id': { pedido: { url: `/v2/nfce/xml/nped/file/${id}` }, conferir: negado },
  'PUT /v2/vendas/lista-pedidos/impressao': {
    pedido: { url: '/v2/vendas/lista-pedidos/impressao', payload: { ids: [id], tipo: 'separacao' } },
    conferir: negado,
  },
  'GET /v2/inicio/resumo': {
    // today's count is exactly the other group's own orders of the day, none of this group's
    pedido: { url: '/v2/inicio/resumo' },
    conferir: async (res) => {
      const { dia, pedidos } = res.json().RES.hoje as { dia: string; pedidos: number };
      const diaSp = dia.split('/').reverse().join('-');
      const contar = async (grupo: string) =>
        ((await t.sql.uma(`SELECT count(*) AS n FROM orders o JOIN sellers s ON s.id = o.id_seller WHERE s.id_grupo ${grupo} AND o.dia_sp = ? AND o.id_status NOT IN (7, 8)`, diaSp)) as { n: number }).n;
      expect(await contar('= 1')).toBeGreaterThan(0);
      expect(pedidos).toBe(await contar('<> 1'));
    },
  },
  // stock: group 1's stores, products, movements and transfers are out of reach
  'PUT /v2/estoque/posicao/consulta': { pedido: { url: '/v2/estoque/posicao/consulta', payload: { id_seller: 1 } }, conferir: negado },
  'PUT /v2/estoque/posicao/:id_seller/:id_produto/limites': { pedido: { url: `/v2/estoque/posicao/1/${doGrupo1.produtos}/limites`, payload: { minimo: 1, maximo: 2 } }, conferir: negado },
  'PUT /v2/estoque/movimentos/consulta': {
    // its own stores only: group 1's movements never listed
    pedido: { url: '/v2/estoque/movimentos/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.every((m: { id_seller: number }) => m.id_seller === SELLER_OUTRO_GRUPO)).toBe(true),
  },
  'POST /v2/estoque/ajustes': { pedido: { url: '/v2/estoque/ajustes', payload: { id_seller: 1, id_produto: doGrupo1.produtos, direcao: 'saida', quantidade: 1, motivo: 'Invasão' } }, conferir: negado },
  'POST /v2/estoque/movimentos/:id/estorno': { pedido: { url: `/v2/estoque/movimentos/${idMovimentoGrupo1}/estorno`, payload: { motivo: 'Invasão' } }, conferir: negado },
  'POST /v2/estoque/devolucoes/conferencia': { pedido: { url: '/v2/estoque/devolucoes/conferencia', payload: { id_seller: 1, id_produto: doGrupo1.produtos, boas: 1, perdidas: 0 } }, conferir: negado },
  'PUT /v2/estoque/transferencias/consulta': {
    pedido: { url: '/v2/estoque/transferencias/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.map((x: { id: number }) => x.id)).not.toContain(idTransferenciaGrupo1),
  },
  'POST /v2/estoque/transferencias': {
    pedido: { url: '/v2/estoque/transferencias', payload: { id_seller_origem: 1, id_seller_destino: SELLER_OUTRO_GRUPO, itens: [{ id_produto: doGrupo1.produtos, quantidade: 1 }] } },
    conferir: negado,
  },
  'POST /v2/estoque/transferencias/:id/recebimento': { pedido: { url: `/v2/estoque/transferencias/${idTransferenciaGrupo1}/recebimento` }, conferir: negado },
  // a store's stock settings: only the caller's group's stores listed, group 1's never changed
  'GET /v2/estoque/lojas/configuracao': {
    pedido: { url: '/v2/estoque/lojas/configuracao' },
    conferir: (res) => expect(res.json().RES.map((l: { id_seller: number }) => l.id_seller)).toEqual([SELLER_OUTRO_GRUPO]),
  },
  'PUT /v2/estoque/lojas/:id/configuracao': { pedido: { url: '/v2/estoque/lojas/1/configuracao', payload: { estoque_negativo: true, estoque_negativo_anterior: false } }, conferir: negado },
  // inventory counts: group 1's sessions are missing ones, never counted or moved
  'PUT /v2/estoque/inventarios/consulta': {
    pedido: { url: '/v2/estoque/inventarios/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.map((x: { id: number }) => x.id)).not.toContain(idInventarioGrupo1),
  },
  'POST /v2/estoque/inventarios': { pedido: { url: '/v2/estoque/inventarios', payload: { id_seller: 1 } }, conferir: negado },
  'GET /v2/estoque/inventarios/:id': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}` }, conferir: negado },
  'PUT /v2/estoque/inventarios/:id/itens/consulta': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/itens/consulta`, payload: {} }, conferir: negado },
  'POST /v2/estoque/inventarios/:id/leituras': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/leituras`, payload: { leituras: [{ codigo: '1', quantidade: 1 }] } }, conferir: negado },
  'PUT /v2/estoque/inventarios/:id/itens/:id_produto/contagem': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/itens/${doGrupo1.produtos}/contagem`, payload: { quantidade: 99 } }, conferir: negado },
  'POST /v2/estoque/inventarios/:id/encerramento': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/encerramento` }, conferir: negado },
  'POST /v2/estoque/inventarios/:id/reabertura': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/reabertura` }, conferir: negado },
  'POST /v2/estoque/inventarios/:id/aprovacao': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/aprovacao`, payload: { version: 1 } }, conferir: negado },
  'POST /v2/estoque/inventarios/:id/cancelamento': { pedido: { url: `/v2/estoque/inventarios/${idInventarioGrupo1}/cancelamento` }, conferir: negado },
  // stock reports: group 1's store refused; without a store, only the group's own stores in the figures
  'PUT /v2/estoque/relatorios/abc/consulta': { pedido: { url: '/v2/estoque/relatorios/abc/consulta', payload: { id_seller: 1 } }, conferir: negado },
  'PUT /v2/estoque/relatorios/giro/consulta': {
    pedido: { url: '/v2/estoque/relatorios/giro/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.every((i: { id_seller: number }) => i.id_seller === SELLER_OUTRO_GRUPO)).toBe(true),
  },
  'PUT /v2/estoque/relatorios/rupturas/consulta': { pedido: { url: '/v2/estoque/relatorios/rupturas/consulta', payload: { id_seller: 1 } }, conferir: negado },
  'PUT /v2/estoque/relatorios/valorizacao/consulta': {
    pedido: { url: '/v2/estoque/relatorios/valorizacao/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.por_loja.every((l: { id_seller: number }) => l.id_seller === SELLER_OUTRO_GRUPO)).toBe(true),
  },
  'PUT /v2/estoque/relatorios/parado/consulta': {
    pedido: { url: '/v2/estoque/relatorios/parado/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.every((i: { id_seller: number }) => i.id_seller === SELLER_OUTRO_GRUPO)).toBe(true),
  },
  'PUT /v2/estoque/relatorios/:relatorio/xlsx': { pedido: { url: '/v2/estoque/relatorios/abc/xlsx', payload: { id_seller: 1 } }, conferir: negado },
  // purchasing: group 1's purchase orders are missing ones
  'PUT /v2/compras/pedidos/consulta': {
    pedido: { url: '/v2/compras/pedidos/consulta', payload: {} },
    conferir: (res) => expect(res.json().RES.itens.map((p: { id: number }) => p.id)).not.toContain(idCompraGrupo1),
  },
  'GET /v2/compras/pedidos/:id': { pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}` }, conferir: negado },
  'GET /v2/compras/pedidos/:id/pdf': { pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}/pdf` }, conferir: negado },
  'POST /v2/compras/pedidos': {
    pedido: { url: '/v2/compras/pedidos', payload: { id_fornecedor: doGrupo1.fornecedores, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: doGrupo1.produtos, quantidade: 1, custo_unitario: 1 }] } },
    conferir: (res) => expect(res.statusCode).toBe(400),
  },
  'PUT /v2/compras/pedidos/:id': {
    pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}`, payload: { version: 2, id_fornecedor: doGrupo1.fornecedores, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: doGrupo1.produtos, quantidade: 1, custo_unitario: 1 }] } },
    conferir: negado,
  },
  'POST /v2/compras/pedidos/:id/enviar': { pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}/enviar`, payload: { version: 2 } }, conferir: negado },
  'POST /v2/compras/pedidos/:id/cancelar': { pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}/cancelar`, payload: { version: 2, motivo: 'Invasão' } }, conferir: negado },
  'POST /v2/compras/pedidos/:id/recebimentos': {
    pedido: { url: `/v2/compras/pedidos/${idCompraGrupo1}/recebimentos`, payload: { version: 2, itens: [{ id_produto: doGrupo1.produtos, recebido: 1 }] } },
    conferir: negado,
  },
  'PUT /v2/compras/fornecedores/desempenho': {
    // its own group's suppliers only: group 1's order never counted
    pedido: { url: '/v2/compras/fornecedores/desempenho', payload: { meses: 24 } },
    conferir: (res) => expect(res.json().RES.fornecedores.reduce((s: number, f: { pedidos: number }) => s + f.pedidos, 0)).toBe(0),
  },
  // a store of group 1 is refused, not answered with its suggestions
  'PUT /v2/compras/sugestoes/consulta': { pedido: { url: '/v2/compras/sugestoes/consulta', payload: { id_seller: 1 } }, conferir: negado },
  // the manual order: group 1's store, order and client are out of reach
  'PUT /v2/pedidos-smart/vendas/erp/manual/cotacao': { pedido: { url: '/v2/pedidos-smart/vendas/erp/manual/cotacao', payload: carrinhoDoGrupo1() }, conferir: negado },
  'PUT /v2/pedidos-smart/vendas/erp/manual/produtos': { pedido: { url: '/v2/pedidos-smart/vendas/erp/manual/produtos', payload: { id_seller: 1, busca: 'a' } }, conferir: negado },
  'POST /v2/pedidos-smart/vendas/erp/manual/create': {
    pedido: { url: '/v2/pedidos-smart/vendas/erp/manual/create', payload: { ...carrinhoDoGrupo1(), forma_pagto: 'pix' } },
    conferir: negado,
  },
  'POST /v2/pedidos-smart/vendas/erp/manual/charge': {
    pedido: { url: '/v2/pedidos-smart/vendas/erp/manual/charge', payload: { id_pedido: id, pagamentos: [{ forma: 'pix', valor: 1 }] } },
    conferir: negado,
  },
  'GET /v2/pedidos-smart/vendas/erp/manual/:id/pagamentos': { pedido: { url: `/v2/pedidos-smart/vendas/erp/manual/${id}/pagamentos` }, conferir: negado },
  'POST /v2/pedidos-smart/vendas/erp/manual/:id/pagamentos/:idPagamento/simular': {
    pedido: { url: `/v2/pedidos-smart/vendas/erp/manual/${id}/pagamentos/1/simular` },
    conferir: negado,
  },
  'GET /v2/login/erp/card': { pedido: { url: `/v2/login/erp/card?id_cliente=${idCliente}` }, conferir: (res) => expect(res.json().RES).toEqual([]) },
  'PUT /v2/cupom-desconto/consulta': { pedido: { url: '/v2/cupom-desconto/consulta', payload: { ...carrinhoDoGrupo1(), cupom: 'QUALQUER' } }, conferir: negado },
  // what a client bought: another group's client is absent from the batch, missing on its own
  'PUT /v2/vendas/clientes/compras': {
    pedido: { url: '/v2/vendas/clientes/compras', payload: { ids: [idCliente] } },
    conferir: (res) => expect(res.json().RES.clientes).toEqual([]),
  },
  'GET /v2/vendas/clientes/:id/compras': { pedido: { url: `/v2/vendas/clientes/${idCliente}/compras` }, conferir: negado },
  // a product's photos (group 1's product of the registers' part): a missing product, and no thumbnail of it
  'GET /v2/produtos/:id/fotos': { pedido: { url: `/v2/produtos/${doGrupo1.produtos}/fotos` }, conferir: negado },
  'POST /v2/produtos/:id/fotos': { pedido: { url: `/v2/produtos/${doGrupo1.produtos}/fotos`, payload: {} }, conferir: negado },
  'GET /v2/produtos/:id/fotos/:foto/:tamanho': { pedido: { url: `/v2/produtos/${doGrupo1.produtos}/fotos/1/grande` }, conferir: negado },
  'POST /v2/produtos/:id/fotos/:foto/principal': { pedido: { url: `/v2/produtos/${doGrupo1.produtos}/fotos/1/principal` }, conferir: negado },
  'POST /v2/produtos/:id/fotos/:foto/excluir': { pedido: { url: `/v2/produtos/${doGrupo1.produtos}/fotos/1/excluir` }, conferir: negado },
  'PUT /v2/produtos/fotos/principais': { pedido: { url: '/v2/produtos/fotos/principais', payload: { ids: [doGrupo1.produtos] } }, conferir: (res) => expect(res.json().RES).toEqual([]) },
  // the users register (idPerfilGrupo1 one of group 1's profiles)
  'PUT /v1/login_erp': {
    pedido: { url: '/v1/login_erp', payload: { situacao: 'todos', limit: 100 } },
    conferir: (res) => expect(res.json().RES.usuarios.map((u: { email: string }) => u.email)).toEqual(['todas@parceira.dev']),
  },
  'GET /v1/login_erp/usuario/:id': { pedido: { url: `/v1/login_erp/usuario/${idAdmin}` }, conferir: negado },
  'PUT /v1/login_erp/usuario/:id': { pedido: { url: `/v1/login_erp/usuario/${idAdmin}`, payload: { nome: 'Invasor' } }, conferir: negado },
  'POST /v1/login_erp/create': { pedido: { url: '/v1/login_erp/create', payload: { nome: 'Invasor', email: 'invasor@x.dev', id_seller: 1, id_perfil: null } }, conferir: negado },
  'POST /v1/login_erp/vincular-a-empresa': { pedido: { url: '/v1/login_erp/vincular-a-empresa', payload: { id_usuario: idAdmin, id_seller: SELLER_OUTRO_GRUPO } }, conferir: negado },
  'POST /v1/login_erp/ativa-inativa': { pedido: { url: '/v1/login_erp/ativa-inativa', payload: { id_usuario: idAdmin, ativo: false } }, conferir: negado },
  'GET /v1/login_erp/perfis': { pedido: { url: '/v1/login_erp/perfis' }, conferir: (res) => expect(res.json().RES.map((p: { id: number }) => p.id)).not.toContain(idPerfilGrupo1) },
  'POST /v1/login_erp/perfis': {
    pedido: { url: '/v1/login_erp/perfis', payload: { nome: 'Perfil do grupo 2', chaves: [] } },
    conferir: async (res) => expect(await t.sql.uma('SELECT s.id_grupo FROM perfis p JOIN sellers s ON s.id_grupo = p.id_grupo WHERE p.id = ? AND s.id = ?', res.json().RES.id, SELLER_OUTRO_GRUPO)).toBeDefined(),
  },
  'PUT /v1/login_erp/perfis/:id': { pedido: { url: `/v1/login_erp/perfis/${idPerfilGrupo1}`, payload: { nome: 'Invasor', chaves: [] } }, conferir: negado },
  'GET /v1/login_erp/pedidos-acesso': { pedido: { url: '/v1/login_erp/pedidos-acesso' }, conferir: (res) => expect(res.json().RES).toEqual([]) },
  'POST /v1/login_erp/pedidos-acesso/:id/aprovar': { pedido: { url: '/v1/login_erp/pedidos-acesso/1/aprovar', payload: { id_seller: 1, id_perfil: idPerfilGrupo1 } }, conferir: negado },
  'POST /v1/login_erp/pedidos-acesso/:id/rejeitar': { pedido: { url: '/v1/login_erp/pedidos-acesso/1/rejeitar', payload: {} }, conferir: negado },
  'GET /v1/revisao-acessos/matriz': {
    pedido: { url: '/v1/revisao-acessos/matriz' },
    conferir: (res) => expect(res.json().RES.usuarios.map((u: { email: string }) => u.email)).toEqual(['todas@parceira.dev']),
  },
  // access review campaigns: group 1's review is neither listed nor reachable, and no store of group 1 can be put under review
  'PUT /v1/revisao-acessos/campanhas': { pedido: { url: '/v1/revisao-acessos/campanhas', payload: {} }, conferir: (res) => expect(res.json().RES.campanhas.map((c: { id: number }) => c.id)).not.toContain(idRevisaoGrupo1) },
  'POST /v1/revisao-acessos/campanhas': { pedido: { url: '/v1/revisao-acessos/campanhas', payload: { id_seller: 1 } }, conferir: negado },
  'GET /v1/revisao-acessos/campanhas/:id': { pedido: { url: `/v1/revisao-acessos/campanhas/${idRevisaoGrupo1}` }, conferir: negado },
  'POST /v1/revisao-acessos/campanhas/:id/itens/:item': {
    pedido: { url: `/v1/revisao-acessos/campanhas/${idRevisaoGrupo1}/itens/${idItemGrupo1}`, payload: { decisao: 'revogado', nota: 'Tomado por outro grupo' } },
    conferir: negado,
  },
  'POST /v1/revisao-acessos/campanhas/:id/concluir': { pedido: { url: `/v1/revisao-acessos/campanhas/${idRevisaoGrupo1}/concluir` }, conferir: negado },
  'GET /v1/revisao-acessos/campanhas/:id/xlsx': { pedido: { url: `/v1/revisao-acessos/campanhas/${idRevisaoGrupo1}/xlsx` }, conferir: negado },
  'GET /v1/revisao-acessos/campanhas/:id/pdf': { pedido: { url: `/v1/revisao-acessos/campanhas/${idRevisaoGrupo1}/pdf` }, conferir: negado },
});

const chamar = (metodo: string, url: string, cookie: string, payload?: object) => chamarNa(m, metodo, url, cookie, payload);

beforeAll(async () => {
  t = await createTestApp({ orders: 20 });
  m = { ...t, catalogo: RECURSOS };
  ({ id } = await novoPedido(t, { id_status: STATUS.pago.id, id_seller: 1 }));
  const admin = await t.login('admin@retaguarda.dev');
  // an issued NFC-e, so its PDF and XML exist and only the group check can refuse them
  expect((await chamar('POST', '/v2/nfce/emitir/nped', admin, { id_pedido: id })).statusCode).toBe(200);
  const cliente = await chamar('POST', '/v2/logins', admin, { nome: 'Cliente do grupo 1', documento: '52998224725' });
  expect(cliente.statusCode).toBe(201);
  idCliente = cliente.json().RES.id;
  // group 1's record in each register (the clients' is the one above), which the fixtures below use, and the other group's bodies
  doGrupo1 = await registrosDoGrupo(m, admin, await grupoDoSeller(m, 1), { clientes: idCliente });
  criacao = await corposDeCriacao(m, await grupoDoSeller(m, SELLER_OUTRO_GRUPO));
  idAdmin = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'"));
  const campo = await chamar('POST', '/v2/logins/campos-personalizados', admin, { rotulo: 'Time do coração', tipo: 'texto' });
  expect(campo.statusCode).toBe(201);
  idCampo = campo.json().RES.id;
  const ajuste = await chamar('POST', '/v2/estoque/ajustes', admin, { id_seller: 1, id_produto: doGrupo1.produtos, direcao: 'entrada', quantidade: 5, motivo: 'Reposição' });
  expect(ajuste.statusCode).toBe(200);
  idMovimentoGrupo1 = ajuste.json().RES.id;
  const transferencia = await chamar('POST', '/v2/estoque/transferencias', admin, { id_seller_origem: 1, id_seller_destino: 2, itens: [{ id_produto: doGrupo1.produtos, quantidade: 1 }] });
  expect(transferencia.statusCode).toBe(200);
  idTransferenciaGrupo1 = transferencia.json().RES.id;
  const inventario = await chamar('POST', '/v2/estoque/inventarios', admin, { id_seller: 1 });
  expect(inventario.statusCode, inventario.body).toBe(200);
  idInventarioGrupo1 = inventario.json().RES.id;
  const compra = await chamar('POST', '/v2/compras/pedidos', admin, { id_fornecedor: doGrupo1.fornecedores, id_seller: 1, previsao_entrega: null, itens: [{ id_produto: doGrupo1.produtos, quantidade: 3, custo_unitario: 9.9 }] });
  expect(compra.statusCode).toBe(200);
  idCompraGrupo1 = compra.json().RES.id;
  expect((await chamar('POST', `/v2/compras/pedidos/${idCompraGrupo1}/enviar`, admin, { version: 1 })).statusCode).toBe(200);
  await criarUsuario(t, { email: 'sem-chaves@retaguarda.dev', idSeller: 1, permissions: [] });
  await criarUsuario(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  const perfis = await chamar('GET', '/v1/login_erp/perfis', admin);
  idPerfilGrupo1 = perfis.json().RES[0].id;
  const revisao = await chamar('POST', '/v1/revisao-acessos/campanhas', admin, { id_seller: null });
  expect(revisao.statusCode, revisao.body).toBe(201);
  idRevisaoGrupo1 = revisao.json().RES.id;
  idItemGrupo1 = revisao.json().RES.itens[0].id;
  semChaves = await t.login('sem-chaves@retaguarda.dev');
  outroGrupo = await t.login('todas@parceira.dev');
  idSessaoGrupo1 = Number(await t.sql.valor("SELECT MIN(r.id) FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = 'sem-chaves@retaguarda.dev'"));
});
afterAll(() => t.close());

describe('authorization matrix over every registered route', () => {
  it('sweeps the routes the app registered, each with the endpoint it declares', () => {
    const rotas = rotasDaMatriz(m);
    expect(rotas.length).toBeGreaterThanOrEqual(20);
    expect(rotas.filter((r) => !r.endpoint).map((r) => r.chave), 'rotas sem endpoint declarado').toEqual([]);
    // who may call without a session is what the declarations say, and it is these
    expect(rotas.filter(ehPublica).map((r) => r.chave).sort()).toEqual([
      'POST /v1/login_erp/confirmar-email',
      'POST /v1/login_erp/esqueci-senha',
      'POST /v1/login_erp/logar',
      'POST /v1/login_erp/logout',
      'POST /v1/login_erp/redefinir-senha',
      'POST /v1/login_erp/redefinir-senha/validar',
      'POST /v1/login_erp/renovar-token',
      'POST /v1/login_erp/solicitar-acesso',
      'POST /v2/pagamentos/psp/webhook',
    ]);
  });

  it('answers 401 without a session on every route not public', async () => {
    expect(await semSessao(m, rotasDaMatriz(m), id)).toEqual([]);
  });

  it('answers 403 to a signed-in user without any key on every route that is not session-only, and logs each', async () => {
    const { falhas, registradas, varridas } = await semChavesNa(m, rotasDaMatriz(m), id, semChaves);
    expect(falhas).toEqual([]);
    expect(registradas).toEqual(varridas);
  });

  it("answers a user of another group (holding every key) 403/404 and no data for the group's resources", async () => {
    const cadastros = escopoDosCadastros(m, { cookie: outroGrupo, idGrupoOutro: await grupoDoSeller(m, SELLER_OUTRO_GRUPO), doGrupo1, idCampo, criacao });
    const dosModulos = await escoposDosModulos(m, { admin: await t.login('admin@retaguarda.dev') });
    const entradas = { ...ESCOPO(), ...cadastros, ...dosModulos };
    expect(await deOutroGrupo(m, rotasDaMatriz(m), id, outroGrupo, entradas), 'rotas sem sonda de escopo (tests/server/matriz/escopos/)').toEqual([]);
    expect((await t.sql.uma('SELECT id_status, version FROM orders WHERE id = ?', id))).toEqual({ id_status: STATUS.pago.id, version: expect.any(Number) });
    expect(Number(await t.sql.valor("SELECT COUNT(*) FROM estoque_movimentos WHERE id_estorno_de = ? OR motivo = 'Invasão'", idMovimentoGrupo1))).toBe(0);
    expect(await t.sql.valor('SELECT situacao FROM estoque_transferencias WHERE id = ?', idTransferenciaGrupo1)).toBe('enviada');
    expect(Number(await t.sql.valor('SELECT estoque_negativo FROM sellers WHERE id = 1'))).toBe(0);
    expect(await t.sql.uma('SELECT situacao, version FROM pedidos_compra WHERE id = ?', idCompraGrupo1)).toEqual({ situacao: 'enviado', version: 2 });
    expect(await t.sql.uma('SELECT situacao, version FROM inventarios WHERE id = ?', idInventarioGrupo1)).toEqual({ situacao: 'contando', version: 1 });
    expect(Number(await t.sql.valor('SELECT COUNT(contado) FROM inventario_itens WHERE id_inventario = ?', idInventarioGrupo1))).toBe(0);
    expect(await t.sql.uma('SELECT nome, ativo, version FROM clients WHERE id = ?', idCliente)).toEqual({ nome: 'Cliente do grupo 1', ativo: 1, version: 1 });
    expect(await t.sql.uma('SELECT decisao, concluida_em FROM revisoes_acesso_itens i JOIN revisoes_acesso r ON r.id = i.id_revisao WHERE i.id = ?', idItemGrupo1)).toEqual({ decisao: 'pendente', concluida_em: null });
    for (const [nome, idRegistro] of Object.entries(doGrupo1)) {
      const tabela = RECURSOS[nome]?.tabela;
      expect(await t.sql.uma(`SELECT ativo, version FROM ${tabela} WHERE id = ?`, idRegistro), nome).toEqual({ ativo: 1, version: 1 });
    }
  });

  // last: a call let through may change group 1's data, which the checks above read
  it('lets each smallest key set a route declares through its guard (no 401, no 403)', async () => {
    expect(await comChavesMinimas(m, rotasDaMatriz(m), { idSeller: 1, prefixo: 'minimas' })).toEqual([]);
  });
});
