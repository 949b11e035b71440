import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import gestaoPedidos from '@retaguarda/contrato/modulos/vendas/gestao-pedidos';
import { telasDoModulo } from '../../../src/registro/telasDoModulo';
import { precarregarTelaDoEndereco, telaSobDemanda } from '../../../src/modulos/telaSobDemanda';

const Tela: ComponentType = () => null;

function modulo() {
  const lista = vi.fn(async () => ({ default: Tela }));
  const edicao = vi.fn(async () => ({ default: Tela }));
  const m = telasDoModulo(gestaoPedidos, { list: telaSobDemanda(lista), edit: telaSobDemanda(edicao) });
  return { m, lista, edicao };
}

describe('screens loaded ahead of the splash', () => {
  it("starts the list's code at the module's route, once however often it is asked", () => {
    const { m, lista, edicao } = modulo();
    expect(precarregarTelaDoEndereco('/vendas/gestao-pedidos', [m])).toBe(m.list);
    precarregarTelaDoEndereco('/vendas/gestao-pedidos/', [m]);
    expect(lista).toHaveBeenCalledTimes(1);
    expect(edicao).not.toHaveBeenCalled();
  });

  it("starts the edit screen's code at route/:id", () => {
    const { m, lista, edicao } = modulo();
    expect(precarregarTelaDoEndereco('/vendas/gestao-pedidos/123', [m])).toBe(m.edit);
    expect(edicao).toHaveBeenCalledTimes(1);
    expect(lista).not.toHaveBeenCalled();
  });

  it("starts a fixed route's own screen at route/novo, not the edit screen", () => {
    const novo = vi.fn(async () => ({ default: Tela }));
    const edicao = vi.fn(async () => ({ default: Tela }));
    const m = telasDoModulo(gestaoPedidos, { edit: telaSobDemanda(edicao), routes: [{ path: 'novo', element: telaSobDemanda(novo) }] });
    expect(precarregarTelaDoEndereco('/vendas/gestao-pedidos/novo', [m])).toBe(m.routes?.[0].element);
    expect(novo).toHaveBeenCalledTimes(1);
    expect(edicao).not.toHaveBeenCalled();
  });

  it('starts nothing for other addresses', () => {
    const { m, lista, edicao } = modulo();
    for (const endereco of ['/', '/vendas', '/vendas/gestao-pedidos-x', '/vendas/gestao-pedidos/1/historico', '/profile']) {
      expect(precarregarTelaDoEndereco(endereco, [m]), endereco).toBeUndefined();
    }
    expect(lista).not.toHaveBeenCalled();
    expect(edicao).not.toHaveBeenCalled();
  });

  it('fetches again after a failed load instead of keeping the failure', async () => {
    const carregar = vi.fn().mockRejectedValueOnce(new Error('sem conexão')).mockResolvedValue({ default: Tela });
    const tela = telaSobDemanda(carregar);
    await expect(tela.precarregar()).rejects.toThrow('sem conexão');
    await expect(tela.precarregar()).resolves.toEqual({ default: Tela });
    await tela.precarregar();
    expect(carregar).toHaveBeenCalledTimes(2);
  });
});
