/**
 * The common-password list is loaded on demand: not by the sign-in page, but before the first
 * check of a new password. (This file must not import contrato/api/senhasComuns, which arms the list.)
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RedefinirSenhaBody } from '@retaguarda/contrato/api/conta';
import { senhasComunsCarregadas } from '@retaguarda/contrato/api/senha';
import { resolverConta } from '../../../src/auth/resolverConta';
import { renderApp } from '../renderApp';

describe('lazy common-password list', () => {
  it('is not loaded by the sign-in page', async () => {
    renderApp('/auth/login', { usuario: null });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(senhasComunsCarregadas()).toBe(false);
  });

  it('is loaded by the account forms before checking a new password', async () => {
    const resolver = resolverConta(RedefinirSenhaBody, { senhas: true, confirmacao: { campo: 'confirmacao', senha: 'nova_senha' } });
    const valores = { token: 'qualquer', nova_senha: 'password', confirmacao: 'outra' };
    const { errors } = await resolver(valores, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(senhasComunsCarregadas()).toBe(true);
    expect(errors.nova_senha?.message).toBe('Esta senha está entre as mais usadas. Escolha outra.');
    expect(errors.confirmacao?.message).toBe('As senhas não conferem');
    expect(Object.keys(errors)).toEqual(['nova_senha', 'confirmacao']);
  });
});
