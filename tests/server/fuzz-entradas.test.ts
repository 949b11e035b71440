import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, VERSAO, type TestApp } from './helpers';

/**
 * Property-based fuzzing of every registered route through app.inject, as a signed-in user with
 * every key (so the input reaches validation and the handlers): no answer is a 5xx, and every
 * 400 either names its fields in the validation envelope or is a readable Portuguese sentence.
 * Routes come from the app itself, so routes added later are fuzzed too.
 */

const EXECUCOES_POR_ROTA = 40;
/** Calls that would end or rotate the fuzzing session go without it. */
const SEM_SESSAO = new Set(['POST /v1/login_erp/logout', 'POST /v1/login_erp/renovar-token']);

/** The top-level field names of a route part's zod object schema, to aim the generator at them. */
function campos(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** Scalars and small structures a careless or hostile client sends. */
const valor = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '31/02/2026', '21/11/2026', '24:00', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>', 'a'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 50 }),
);

/** An object over the schema's own keys (often) and any other keys (sometimes). */
const objeto = (chaves: string[]) =>
  fc.dictionary(chaves.length > 0 ? fc.oneof(fc.constantFrom(...chaves), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 }), valor, { maxKeys: 8 });

const corpo = (chaves: string[]) => fc.oneof(objeto(chaves), fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));

const segmento = fc.oneof(
  fc.constantFrom('0', '-1', '1', '999999999999999999999', 'abc', '1.5', '%20', '%2F', '%E0%A4%A', '1e3', '0x10'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

function query(chaves: string[]): fc.Arbitrary<string> {
  const par = fc.tuple(chaves.length > 0 ? fc.oneof(fc.constantFrom(...chaves), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 30 }), valor.map((v) => JSON.stringify(v) ?? '')));
  return fc.array(par, { maxLength: 6 }).map((pares) => (pares.length ? '?' + pares.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') : ''));
}

/** 400 answers that are sentences, not field lists: the request was well-formed but refused. */
function conferir(rota: string, res: LightMyRequestResponse): void {
  const onde = `${rota} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, onde).toBeLessThan(500);
  if (res.statusCode !== 400) return;
  const json = res.json();
  if ('validation' in json) {
    const v = json.validation.body;
    expect(['body', 'query', 'params'], onde).toContain(v.source);
    expect(v.keys.length, onde).toBeGreaterThan(0);
    expect(v.keys.every((k: unknown) => typeof k === 'string' && k !== ''), onde).toBe(true);
    expect(typeof v.message === 'string' && v.message.length > 0, onde).toBe(true);
  } else {
    // malformed JSON and the like: one Portuguese sentence, no internals
    expect(Object.keys(json), onde).toEqual(['RES']);
    expect(json.RES, onde).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
    expect(json.RES, onde).not.toMatch(/FST_|Error|SQLITE|at \w+ \(/);
  }
}

// The app is made while the file is collected, so that each route is a test of its own: a failure
// names its route, and each route has its own hang limit (one test over every route passed the
// limit on PostgreSQL on a loaded machine as the routes grew).
const t: TestApp = await createTestApp({ orders: 30 });
let cookie: string;

beforeAll(async () => {
  cookie = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('fuzzing every route: body, query and params', () => {
  it('finds routes to fuzz', () => {
    expect(t.app.rotasRegistradas.length).toBeGreaterThanOrEqual(20);
  });

  for (const r of t.app.rotasRegistradas) {
    const rota = `${r.metodo} ${r.url}`;
    it(`${rota}: never answers 5xx, and every 400 names its keys or says why in Portuguese`, async () => {
      const schema = (r.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const params = (r.url.match(/:[^/]+/g) ?? []).length;
      const entrada = fc.record({
        segmentos: fc.array(segmento, { minLength: params, maxLength: params }),
        q: query(campos(schema.querystring)),
        corpo: corpo(campos(schema.body)),
        comoTexto: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(entrada, async ({ segmentos, q, corpo: c, comoTexto }) => {
          let i = 0;
          const url = r.url.replace(/:[^/]+/g, () => segmentos[i++] ?? '1') + q;
          const headers: Record<string, string> = { ...VERSAO, ...(SEM_SESSAO.has(rota) ? {} : { cookie }) };
          const temCorpo = r.metodo !== 'GET' && c !== undefined;
          if (temCorpo) headers['content-type'] = 'application/json';
          const res = await t.app.inject({
            method: r.metodo as 'GET',
            url,
            headers,
            // now and then a body that is not even JSON
            ...(temCorpo ? { payload: comoTexto && typeof c === 'string' ? c : JSON.stringify(c) } : {}),
          });
          conferir(rota, res);
        }),
        { numRuns: EXECUCOES_POR_ROTA },
      );
    });
  }
});
