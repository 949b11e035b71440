import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instalarMensagensZod } from '@retaguarda/contrato/api/errosZod';
import { Paginacao } from '@retaguarda/contrato/api/envelope';
import { LoginBody } from '@retaguarda/contrato/api/sessao';

const primeiraMensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("zod's fallback messages in Portuguese", () => {
  beforeAll(instalarMensagensZod);
  // zod keeps its messages globally, and the unit files share a process: the next file gets zod's own.
  afterAll(() => z.config(z.locales.en()));

  const paginacao = { page: 1, limit: 10, total: 0, total_pages: 0 };

  it('answers a check without a message of its own in Portuguese', () => {
    expect(primeiraMensagem(Paginacao.safeParse({ ...paginacao, page: 0 }))).toBe('Valor abaixo do mínimo permitido');
  });

  it('answers a wrong or missing value in Portuguese', () => {
    expect(primeiraMensagem(Paginacao.safeParse({ ...paginacao, limit: 'dez' }))).toBe('Tipo de valor inválido');
    expect(primeiraMensagem(Paginacao.safeParse({ ...paginacao, total: undefined }))).toBe('O campo é obrigatório');
  });

  it("keeps the schema's own message where it has one", () => {
    expect(primeiraMensagem(LoginBody.safeParse({ email: '', senha: 'x' }))).toBe('Informe o e-mail');
  });
});
