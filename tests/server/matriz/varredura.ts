/**
 * The authorisation matrix's sweep, reusable by any test app: every route the app registered ×
 * (no session, a session without keys, each smallest key set its declared `acesso` lets through,
 * a user of another seller group holding every key). Who may call a route and whose data it
 * reaches come from its declared endpoint, so a route added later is swept with no line here.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { chavesMinimas } from '@retaguarda/contrato/modulos/acesso';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import type { Catalogo } from '../../../server/modulos/recursos/tabela/sincronizar';
import { VERSAO, type TestApp } from '../helpers';
import { criarUsuario } from '../usuarios-de-teste';

/** What the sweep needs of a test app, and the registers it serves. */
export type AppDaMatriz = Pick<TestApp, 'app' | 'db' | 'sql' | 'relogio' | 'login'> & { catalogo: Catalogo };

export interface RotaDaMatriz {
  /** 'PUT /v2/vendas/lista-pedidos/:id' */
  chave: string;
  metodo: string;
  url: string;
  /** The contract's endpoint it was registered from; absent (no API route lacks one), the route is held to the strictest rule. */
  endpoint?: Endpoint;
}

export type Pedido = { url: string; payload?: object };
export type Conferir = (res: LightMyRequestResponse) => void | Promise<void>;
/** How a route reaches group 1's data, and what a user of another group holding every key must get back. */
export type EntradaEscopo = { pedido: Pedido; conferir: Conferir };

/** A call of a route that can only answer 403/404 to a user of another group. */
export const negado: Conferir = (res) => {
  expect([403, 404]).toContain(res.statusCode);
  expect(Object.keys(res.json())).toEqual(['RES']);
  expect(typeof res.json().RES).toBe('string');
};

export const chamar = (m: Pick<AppDaMatriz, 'app'>, metodo: string, url: string, cookie: string, payload?: object | unknown[]) =>
  m.app.inject({ method: metodo as 'GET', url, headers: { cookie, ...VERSAO }, ...(payload ? { payload } : {}) });

/**
 * The app's routes, each with the endpoint it was registered from (the one its guard reads);
 * `filtro` keeps some (a test sweeping one register's).
 */
export function rotasDaMatriz(m: AppDaMatriz, filtro: (r: RotaDaMatriz) => boolean = () => true): RotaDaMatriz[] {
  return m.app.rotasRegistradas
    .map((r) => ({ chave: `${r.metodo} ${r.url}`, metodo: r.metodo, url: r.url, ...(r.endpoint ? { endpoint: r.endpoint } : {}) }))
    .filter(filtro);
}

/** Called without a session: sign-in, renewal, account links, and the PSP's signed notices. */
export const ehPublica = (r: RotaDaMatriz): boolean => r.endpoint !== undefined && (r.endpoint.acesso === 'publico' || (typeof r.endpoint.acesso === 'object' && 'assinado' in r.endpoint.acesso));
/** Any signed-in user, no key needed. */
export const ehSoSessao = (r: RotaDaMatriz): boolean => r.endpoint?.acesso === 'sessao';
/** Every route not public needs a session, and every one not session-only a key. */
export const exigeChave = (r: RotaDaMatriz): boolean => !ehPublica(r) && !ehSoSessao(r);

/** The route's URL with `id` in each parameter (the guard runs before any validation). */
export const urlCom = (url: string, id: number | string): string => url.replace(/:[^/]+/g, String(id));
const corpoVazio = (metodo: string) => (metodo === 'GET' ? undefined : {});

/** Routes not public that do not answer 401 without a session, as 'rota → status'. */
export async function semSessao(m: AppDaMatriz, rotas: readonly RotaDaMatriz[], id: number): Promise<string[]> {
  const falhas: string[] = [];
  for (const r of rotas.filter((x) => !ehPublica(x))) {
    const res = await chamar(m, r.metodo, urlCom(r.url, id), '', corpoVazio(r.metodo));
    if (res.statusCode !== 401) falhas.push(`${r.chave} → ${res.statusCode}`);
  }
  return falhas;
}

/**
 * A session without any key on every route that needs one: the routes not answering 403, and the
 * `acesso_negado` entries of the security log written meanwhile, as 'METODO caminho', beside the
 * routes swept (one entry each, in order).
 */
export async function semChaves(m: AppDaMatriz, rotas: readonly RotaDaMatriz[], id: number, cookie: string) {
  const falhas: string[] = [];
  const antes = Number(await m.sql.valor("SELECT COALESCE(MAX(id), 0) FROM security_events"));
  const varridas = rotas.filter(exigeChave);
  for (const r of varridas) {
    const res = await chamar(m, r.metodo, urlCom(r.url, id), cookie, corpoVazio(r.metodo));
    if (res.statusCode !== 403) falhas.push(`${r.chave} → ${res.statusCode}`);
  }
  const detalhes = await m.sql.coluna<string>("SELECT detalhe FROM security_events WHERE tipo = 'acesso_negado' AND id > ? ORDER BY id", antes);
  const registradas = detalhes.map((d) => JSON.parse(d) as { metodo: string; caminho: string }).map((d) => `${d.metodo} ${d.caminho}`);
  return { falhas, registradas, varridas: varridas.map((r) => r.chave) };
}

/**
 * Each smallest key set a route's `acesso` lets through, held by a user of `idSeller` (one user per
 * distinct set, named after `prefixo`): the calls answered 401 or 403, as 'rota [chaves] → status'.
 * A key too many would hide a key missing from the guard; a set refused, a guard asking for more
 * than it declares. Routes without an endpoint have no set to try (the other sweeps hold them).
 * The calls carry parameters and a body no route accepts: the guard answers before validation
 * (the sweeps above hold that), so a 400 is a call let through, at no cost of a whole export.
 */
export async function comChavesMinimas(m: AppDaMatriz, rotas: readonly RotaDaMatriz[], opcoes: { idSeller: number; prefixo: string }): Promise<string[]> {
  const porConjunto = new Map<string, { chaves: PermissionKey[]; rotas: RotaDaMatriz[] }>();
  for (const r of rotas) {
    if (!r.endpoint || ehPublica(r)) continue;
    for (const chaves of chavesMinimas(r.endpoint.acesso)) {
      const nome = [...chaves].sort().join('+');
      const grupo = porConjunto.get(nome) ?? { chaves, rotas: [] };
      grupo.rotas.push(r);
      porConjunto.set(nome, grupo);
    }
  }
  const falhas: string[] = [];
  let n = 0;
  for (const [nome, { chaves, rotas: dele }] of porConjunto) {
    const email = `${opcoes.prefixo}-${++n}@retaguarda.dev`;
    await criarUsuario(m, { email, idSeller: opcoes.idSeller, permissions: chaves });
    const cookie = await m.login(email);
    for (const r of dele) {
      const res = await chamar(m, r.metodo, urlCom(r.url, 'x'), cookie, r.metodo === 'GET' ? undefined : []);
      if (res.statusCode === 401 || res.statusCode === 403) falhas.push(`${r.chave} [${nome}] → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  return falhas;
}

/**
 * A user of another group holding every key, on every route not public. A route reaching a
 * group's or a store's data (escopo 'grupo' or 'loja') needs an entry in `entradas` saying how it
 * reaches group 1's and what must come back; one whose escopo says there is nothing of another
 * group to reach ('nenhum', 'proprio') without an entry only has to let the call through.
 * Returns the routes without the entry they need; throws at the first check that fails.
 */
export async function deOutroGrupo(
  m: AppDaMatriz,
  rotas: readonly RotaDaMatriz[],
  id: number,
  cookie: string,
  entradas: Readonly<Record<string, EntradaEscopo>>,
): Promise<string[]> {
  const semEntrada: string[] = [];
  for (const r of rotas.filter((x) => !ehPublica(x))) {
    const entrada = entradas[r.chave];
    const escopo = r.endpoint?.escopo;
    if (!entrada && escopo !== 'nenhum' && escopo !== 'proprio') {
      semEntrada.push(r.chave);
      continue;
    }
    const pedido = entrada?.pedido ?? { url: urlCom(r.url, id), payload: corpoVazio(r.metodo) };
    const res = await chamar(m, r.metodo, pedido.url, cookie, pedido.payload);
    try {
      if (entrada) await entrada.conferir(res);
      else expect([401, 403]).not.toContain(res.statusCode);
    } catch (e) {
      throw new Error(`${r.chave}: ${res.statusCode} ${res.body.slice(0, 200)}\n${String(e)}`, { cause: e });
    }
  }
  return semEntrada;
}
