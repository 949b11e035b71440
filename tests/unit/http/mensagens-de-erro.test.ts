import { describe, expect, it } from 'vitest';
import { MENSAGEM_CAMPO_OBRIGATORIO, MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api';
import { HttpError, formErrorsFrom, resolveErrorMessage } from '../../../src/http';

const validacao = (keys: unknown, message?: unknown) => ({ validation: { body: { source: 'body', keys, message } } });

describe('message resolution (SPEC section 8)', () => {
  it('uses the message of an Error instance', () => {
    expect(resolveErrorMessage(new Error('Falhou ao salvar'))).toBe('Falhou ao salvar');
  });

  it('shows a string RES as it is', () => {
    expect(resolveErrorMessage({ RES: 'Pedido não encontrado' })).toBe('Pedido não encontrado');
  });

  it('shows validation.body.message', () => {
    expect(resolveErrorMessage(validacao(['email'], 'E-mail inválido'))).toBe('E-mail inválido');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a plain string', 'erro solto'],
    ['an object RES', { RES: { pedidos: [] } }],
    ['an empty RES', { RES: '' }],
    ['a validation without message', validacao(['email'])],
    ['an Error without message', new Error('')],
  ])('falls back to the default text for %s', (_caso, valor) => {
    expect(resolveErrorMessage(valor)).toBe(MENSAGEM_PADRAO_ERRO);
  });

  it('gives an HttpError the resolved message of its body', () => {
    expect(new HttpError(403, { RES: 'Acesso negado' }).message).toBe('Acesso negado');
    expect(new HttpError(500, '<html>Bad gateway</html>').message).toBe(MENSAGEM_PADRAO_ERRO);
  });
});

describe('form errors (SPEC section 5)', () => {
  it('gives every listed field the validation message', () => {
    expect(formErrorsFrom(new HttpError(400, validacao(['senha_atual', 'nova_senha'], 'Senha fraca')))).toEqual({
      senha_atual: 'Senha fraca',
      nova_senha: 'Senha fraca',
    });
  });

  it("uses 'O campo é obrigatório' when there is no message", () => {
    expect(formErrorsFrom(validacao(['email']))).toEqual({ email: MENSAGEM_CAMPO_OBRIGATORIO });
    expect(formErrorsFrom(validacao(['email'], ''))).toEqual({ email: MENSAGEM_CAMPO_OBRIGATORIO });
  });

  it('returns null when the error names no field', () => {
    expect(formErrorsFrom(new HttpError(401, { RES: 'E-mail ou senha inválidos' }))).toBeNull();
    expect(formErrorsFrom(validacao([], 'x'))).toBeNull();
    expect(formErrorsFrom(validacao('email', 'x'))).toBeNull();
    expect(formErrorsFrom(new Error('x'))).toBeNull();
    expect(formErrorsFrom(null)).toBeNull();
  });
});
