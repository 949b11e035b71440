import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { tratarErro } from '../../server/http/erros';
import { compiladorDeRespostas, RespostaForaDoContrato } from '../../server/http/respostas';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orders: 10 });
});
afterAll(() => t.close());

describe('response schemas', () => {
  it('are declared by every route, for its 200', () => {
    const sem = t.app.rotasRegistradas
      .filter((r) => (r.schema?.response as Record<string, unknown> | undefined)?.[200] === undefined)
      .map((r) => `${r.metodo} ${r.url}`);
    expect(t.app.rotasRegistradas.length).toBeGreaterThanOrEqual(20);
    expect(sem).toEqual([]);
  });

  const schema = z.object({ RES: z.object({ id: z.int() }) });
  const compilar = (conferir: boolean) => compiladorDeRespostas(conferir)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('send the value as the handler gave it, unknown fields included (never zod’s stripped copy)', () => {
    const valor = { RES: { id: 1, extra: 'fica' } };
    expect(compilar(true)(valor)).toBe(JSON.stringify(valor));
    expect(compilar(false)(valor)).toBe(JSON.stringify(valor));
  });

  it('fail an answer that left the contract when checking, and let it through when not (production)', () => {
    const fora = { RES: { id: 'um' } };
    expect(() => compilar(true)(fora)).toThrow(RespostaForaDoContrato);
    expect(compilar(false)(fora)).toBe(JSON.stringify(fora));
  });

  it('turn such an answer into the generic 500 through the error handler', async () => {
    const app = Fastify();
    app.setSerializerCompiler(compiladorDeRespostas(true));
    app.setErrorHandler(tratarErro);
    app.get('/x', { schema: { response: { 200: schema } } }, async () => ({ RES: { id: 'um' } }));
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ RES: MENSAGEM_PADRAO_ERRO });
    await app.close();
  });
});
