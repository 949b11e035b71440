import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { createTestApp, type TestApp } from './helpers';
import { novoPedido, pedir } from './pedido-fixtures';

let t: TestApp;
let financeiro: string;
let id: number;

/** Every route of one order (detail, status, NFC-e), with a body that would be valid. */
const ROTAS = (): ['GET' | 'POST' | 'PUT', string, object?][] => [
  ['GET', `/v2/vendas/lista-pedidos/${id}`],
  ['PUT', `/v2/vendas/lista-pedidos/${id}`, { version: 1, observacao_interna: 'x' }],
  ['POST', '/v2/vendas/status/seguintes', { id_pedido: id }],
  ['PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: STATUS.emSeparacao.id, version: 1 }],
  ['PUT', '/v2/vendas/status/update-lote', { ids: [id], id_status: STATUS.emSeparacao.id }],
  ['POST', '/v2/nfce/emitir/nped', { id_pedido: id }],
  ['GET', `/v2/nfce/pdf/nped/${id}`],
  ['GET', `/v2/nfce/pdf/nped/file/${id}`],
  ['GET', `/v2/nfce/xml/nped/${id}`],
  ['GET', `/v2/nfce/xml/nped/file/${id}`],
];

beforeAll(async () => {
  t = await createTestApp({ orders: 50 });
  financeiro = await t.login('financeiro@retaguarda.dev');
  ({ id } = await novoPedido(t, { id_status: STATUS.pago.id }));
});
afterAll(() => t.close());

describe('order detail, status and NFC-e routes', () => {
  it('answer 403 to a user without vendas_gestao_de_pedidos, changing nothing', async () => {
    for (const [metodo, url, corpo] of ROTAS()) {
      const res = await pedir(t, financeiro, metodo, url, corpo);
      expect([metodo, url, res.statusCode, res.json()]).toEqual([metodo, url, 403, { RES: MENSAGENS_COMUNS.acessoNegado }]);
    }
    expect((await t.sql.uma('SELECT id_status, version, nfce_numero FROM orders WHERE id = ?', id))).toEqual({ id_status: STATUS.pago.id, version: 1, nfce_numero: null });
  });

  it('answer 401 without a session', async () => {
    for (const [metodo, url, corpo] of ROTAS()) {
      expect((await pedir(t, '', metodo, url, corpo)).statusCode).toBe(401);
    }
  });
});
