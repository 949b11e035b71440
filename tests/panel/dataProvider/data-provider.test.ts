import { describe, expect, it } from 'vitest';
import { dataProvider, mensagemSemEndpoint } from '../../../src/dataProvider';

describe('data provider wiring', () => {
  it('rejects a resource without an endpoint with a clear Portuguese message', async () => {
    await expect(
      dataProvider.getList('financeiro/contas-pagar', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(mensagemSemEndpoint('getList', 'financeiro/contas-pagar'));
  });

  it('rejects a method the order list does not implement', async () => {
    await expect(dataProvider.delete('vendas/gestao-pedidos', { id: 1 })).rejects.toThrow(
      'Esta tela ainda não tem integração com o servidor (delete em vendas/gestao-pedidos).',
    );
  });
});
