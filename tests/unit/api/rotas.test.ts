import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARQUIVO, caminhoDe, type RotaApi } from '@retaguarda/contrato/api/rotas';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import { rotasDoRecurso, type Rota } from '@retaguarda/contrato/recursos/rotas';
import { buildApp } from '../../../server/app';
import { migrate, openDatabase, type Banco } from '../../../server/db';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { endpointsDoContrato } from '../../contrato/endpointsDoContrato';

const chave = (r: Pick<Rota, 'metodo' | 'caminho'>): string => `${r.metodo} ${r.caminho}`;

let db: Banco;
let app: FastifyInstance;
/** Every endpoint the contract's files declare, outside the registers. */
const doContrato = (await endpointsDoContrato()).map((d) => d.endpoint);
const todasAsRotas = () => doContrato;

let registradas: Map<string, FastifyInstance['rotasRegistradas'][number]>;

beforeAll(async () => {
  // An empty migrated database: only the routes matter, not the data.
  db = openDatabase('sqlite::memory:');
  await migrate(db);
  app = await buildApp({ db, jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!', logger: false, scrypt: SCRYPT_TESTES });
  registradas = new Map(app.rotasRegistradas.map((r) => [`${r.metodo} ${r.url}`, r]));
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const doRecurso = Object.values(RECURSOS).map((recurso) => ({ recurso, rotas: Object.values(rotasDoRecurso(recurso)) }));

describe("the contract's endpoints", () => {
  it('declares every route the server registers, or the resource engine declares it', () => {
    const declaradas = new Set([...todasAsRotas(), ...doRecurso.flatMap((d) => d.rotas)].map(chave));
    const fora = [...registradas.keys()].filter((r) => !declaradas.has(r));
    expect(fora).toEqual([]);
    expect(registradas.size).toBeGreaterThanOrEqual(todasAsRotas().length);
  });

  it('has every catalogued route registered by the server, with the method and path the panel calls', () => {
    // hasRoute also sees the routes kept out of rotasRegistradas (the documentation's own page)
    const ausentes = todasAsRotas().filter((r) => !registradas.has(chave(r)) && !app.hasRoute({ method: r.metodo, url: r.caminho })).map(chave);
    expect(ausentes).toEqual([]);
  });

  it('serves a resource whole: a resource with any route registered has every route rotasDoRecurso declares', () => {
    for (const { recurso, rotas } of doRecurso) {
      const servidas = rotas.filter((r) => registradas.has(chave(r)));
      if (servidas.length > 0) expect(servidas.map(chave), recurso.nome).toEqual(rotas.map(chave));
    }
  });

  it('is what the server validates and answers with: the same body, params and answer schemas', () => {
    for (const rota of todasAsRotas()) {
      const schema = registradas.get(chave(rota))?.schema as { body?: unknown; params?: unknown; response?: Record<number, unknown> } | undefined;
      expect(schema?.body, chave(rota)).toBe(rota.corpo);
      expect(schema?.params, chave(rota)).toBe(rota.parametros);
      if (rota.resposta !== undefined && rota.resposta !== ARQUIVO) expect(schema?.response?.[200], chave(rota)).toBe(rota.resposta);
    }
  });

  it('registers every route with the endpoint it serves, so its guard is the declared acesso', () => {
    const sem = [...registradas.entries()].filter(([, r]) => !r.endpoint).map(([k]) => k);
    expect(sem).toEqual([]);
    for (const [k, r] of registradas) expect(r.endpoint && chave(r.endpoint), k).toBe(k);
    for (const rota of todasAsRotas().filter((r) => registradas.has(chave(r)))) expect(registradas.get(chave(rota))?.endpoint, chave(rota)).toBe(rota);
    for (const recurso of Object.values(RECURSOS)) {
      for (const rota of Object.values(rotasDoRecurso(recurso, RECURSOS))) expect(registradas.get(chave(rota))?.endpoint, chave(rota)).toEqual(rota);
    }
  });

  it('names each endpoint once', () => {
    const chaves = todasAsRotas().map(chave);
    expect(new Set(chaves).size).toBe(chaves.length);
  });

  it('fills a route path with its parameters, as the panel calls it', () => {
    const rota: RotaApi = ROTAS_PEDIDOS.pedidos.obter;
    expect(caminhoDe(rota, { id: 42 })).toBe('/v2/vendas/lista-pedidos/42');
    expect(caminhoDe(ROTAS_PEDIDOS.nfce.baixarXml, { id: 7 })).toBe('/v2/nfce/xml/nped/file/7');
    expect(() => caminhoDe(rota)).toThrow(/id/);
  });
});
