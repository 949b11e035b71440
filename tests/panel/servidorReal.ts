/**
 * The panel tests' bridge to the real server: the reference app (buildApp) on a fresh in-memory
 * database holding the demo sellers and users (the whole demo data set on request), and MSW handlers that forward every /v1 and /v2 call
 * the panel makes to `app.inject`, with a cookie jar that behaves like the browser's (the panel
 * sends credentials: 'include'). A test that is about a failure overrides one call with
 * server.use(...) on top of these handlers; everything else is answered by the server itself.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { http, type HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DadosStart, SessaoResposta, type Usuario } from '@retaguarda/contrato/api';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { buildApp } from '../../server/app';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { migrate, openDatabase, seedDemo, type Database } from '../../server/db';
import { inserirCadastros } from '../../server/db/seed/cadastros';
import { criarCorreio, lerOutbox, type MensagemLida } from '../../server/mail';
import { ativarEConvidar, type ResultadoAtivacao } from '../../server/modulos/sessao/conta/ativacao';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { MIGRACOES } from '../../server/db/migracoes';
import { RECONSTRUIR as RECONSTRUIR_RESUMOS } from '../../server/db/migracoes/2026-12-07-04-resumos-pedidos';
import { RECONSTRUIR as RECONSTRUIR_RESUMO_VENDEDOR } from '../../server/db/migracoes/2026-12-07-08-vendedor-pedidos';
import { RECONSTRUIR as RECONSTRUIR_RESUMO_DIA } from '../../server/db/migracoes/2026-12-07-09-resumo-dia';
import { migrarAteAUltima } from '../../server/db/migrar';
import { server } from '../mocks/server';
import { AGORA_TESTES, criarRelogio, SENHA as SENHA_DEMO, type Relogio } from '../server/helpers';


interface CookieGuardado {
  valor: string;
  caminho: string;
  /** Epoch ms on the server's clock; null for a session cookie. */
  expiraEm: number | null;
}

/** The browser's side of the cookies: kept from Set-Cookie, sent back where their Path matches, dropped when expired. */
export class PoteDeCookies {
  private readonly cookies = new Map<string, CookieGuardado>();

  constructor(private readonly agora: () => number) {}

  guardar(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      const expiraEm = c.maxAge !== undefined ? this.agora() + c.maxAge * 1000 : c.expires ? c.expires.getTime() : null;
      if (c.value === '' || (expiraEm !== null && expiraEm <= this.agora())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { valor: c.value, caminho: c.path ?? '/', expiraEm });
    }
  }

  /** The Cookie header for a request to `caminho`, or undefined when no cookie applies. */
  para(caminho: string): string | undefined {
    const pares: string[] = [];
    for (const [nome, c] of this.cookies) {
      if (c.expiraEm !== null && c.expiraEm <= this.agora()) continue;
      const base = c.caminho.endsWith('/') ? c.caminho : `${c.caminho}/`;
      if (caminho === c.caminho || caminho.startsWith(base)) pares.push(`${nome}=${c.valor}`);
    }
    return pares.length > 0 ? pares.join('; ') : undefined;
  }

  nomes(): string[] {
    return [...this.cookies.keys()];
  }

  limpar(): void {
    this.cookies.clear();
  }
}

/** Headers the bridge does not pass on: the jar owns cookies, and without Accept-Encoding the server answers uncompressed. */
const CABECALHOS_DO_NAVEGADOR = new Set(['cookie', 'host', 'accept-encoding', 'content-length', 'connection']);
const SEM_CORPO = new Set([101, 204, 205, 304]);

export interface Chamada {
  metodo: string;
  caminho: string;
  corpo: unknown;
}

export type Chamar = (metodo: 'GET' | 'POST' | 'PUT', caminho: string, corpo?: unknown) => Promise<LightMyRequestResponse>;

export interface ServidorReal {
  app: FastifyInstance;
  db: Database;
  /** The server's clock (the test's "now"); move it with avancar. */
  relogio: Relogio;
  cookies: PoteDeCookies;
  /** The MSW handlers that forward to the app: server.use(...real.handlers) in beforeEach. */
  handlers: HttpHandler[];
  /** Every call the panel made in the current test, in order (method, path with query, JSON body). */
  chamadas: Chamada[];
  /** The JSON bodies the panel sent to one method and path (query aside) in the current test. */
  corposPara(metodo: string, caminho: string): unknown[];
  /** Signs in through the real login (as the browser would, cookies kept) and reads the start data. */
  entrar(email: string, senha?: string): Promise<{ usuario: Usuario; metadata: DadosStart }>;
  /** One call to the API with the jar's cookies, outside the panel (to read back what the server holds). */
  chamar: Chamar;
  /**
   * What each test starts from: the clock back at the start, no cookies, and the orders as seeded
   * (the ones written since removed with their items, history, delivery, NFC-e documents and
   * events; the per-day summary recomputed; the NFC-e counters put back), and no export marked as
   * running. Changes made to the seeded orders themselves stay.
   */
  reiniciar(): void;
  /** Another person's session (a jar of its own): to change an order behind the panel's back. */
  outraSessao(email: string, senha?: string): Promise<Chamar>;
  /** The e-mails the server sent in this test (its outbox, newest last), once the background sends are done. */
  outbox(): Promise<MensagemLida[]>;
  /** The token of the newest link to `pagina` (e.g. '/auth/reset-password') e-mailed to `para`; throws when there is none. */
  tokenDoLink(para: string, pagina: '/auth/confirmar-email' | '/auth/reset-password'): Promise<string>;
  /**
   * An active user of the demo group's first seller with these permission keys and the demo
   * password, inserted through the server's database as the seed inserts its users (the admin's
   * hash reused: no hashing cost). Gone at the next `reiniciar`.
   */
  criarUsuario(u: NovoUsuarioReal): Promise<number>;
  /** What `npm run user:activate` does (the same server function): activates a confirmed access request and e-mails the "definir senha" link. */
  ativarAcesso(email: string, idSeller?: number): Promise<ResultadoAtivacao>;
  fechar(): Promise<void>;
}

export interface NovoUsuarioReal {
  email: string;
  nome?: string;
  permissoes: readonly PermissionKey[];
  /** A demo seller (1–4 are the demo group, 5 is another group); 1 by default. */
  idSeller?: number;
}

/** Origin of the links the server e-mails: the panel's own in jsdom. */
const ORIGEM_DOS_LINKS = 'http://localhost:3000';

export interface OpcoesServidorReal {
  /** Demo orders to seed with the whole demo data set (default 0: only sellers and users; each test writes the orders it needs). */
  pedidos?: number;
  agora?: Date;
  /**
   * Resources served beside the contract's (a test's throwaway declaration): their tables migrated
   * as the server migrates the real ones, their routes served by the same engine.
   */
  recursos?: Readonly<Record<string, Recurso>>;
  /** The folders whose modules the server serves (default server/modulos alone): a test adds a throwaway module's. */
  modulos?: readonly string[];
}

/** Converts what the panel sent into an inject call, and the server's answer back into a fetch Response. */
async function encaminhar(app: FastifyInstance, cookies: PoteDeCookies, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((valor, nome) => {
    if (!CABECALHOS_DO_NAVEGADOR.has(nome)) headers[nome] = valor;
  });
  const cookie = cookies.para(url.pathname);
  if (cookie) headers.cookie = cookie;
  const corpo = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  const res = await app.inject({
    method: request.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS',
    url: url.pathname + url.search,
    headers,
    ...(corpo && corpo.length > 0 ? { payload: corpo } : {}),
  });
  cookies.guardar(res);
  const resposta = new Headers();
  for (const [nome, valor] of Object.entries(res.headers)) {
    // Set-Cookie stays with the jar: page scripts never see it, and the cookies are HttpOnly.
    if (valor === undefined || nome === 'set-cookie' || nome === 'content-length' || nome === 'transfer-encoding') continue;
    for (const v of Array.isArray(valor) ? valor : [valor]) resposta.append(nome, String(v));
  }
  return new Response(SEM_CORPO.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: resposta });
}

/**
 * The real app on a fresh in-memory database (migrated, demo sellers and users seeded with the
 * tests' cheap scrypt) whose clock starts at the server tests' AGORA_TESTES. One per test file (beforeAll), closed
 * in afterAll; the handlers are installed per test because setup.ts resets MSW after each.
 */
export async function criarServidorReal(opcoes: OpcoesServidorReal = {}): Promise<ServidorReal> {
  const db = openDatabase('sqlite::memory:');
  await migrate(db);
  const inicio = opcoes.agora ?? AGORA_TESTES;
  if (opcoes.pedidos) await seedDemo(db, { orders: opcoes.pedidos, now: inicio, scrypt: SCRYPT_TESTES });
  // Without demo orders, only what the tests' orders need: the demo sellers, groups and users (the
  // client and products come with each order, see pedidosNoBanco.ts). Skips faker and its clients and products.
  else await inserirCadastros(db, SCRYPT_TESTES, inicio.getTime());
  const catalogo = opcoes.recursos ? { ...RECURSOS, ...opcoes.recursos } : undefined;
  if (catalogo) await migrarAteAUltima(db.kysely, MIGRACOES, catalogo);
  const relogio = criarRelogio(inicio);
  // Each server its own outbox, emptied per test: the e-mails a test reads are the ones it caused.
  const outboxDir = mkdtempSync(join(tmpdir(), 'retaguarda-painel-outbox-'));
  const correio = criarCorreio({ outboxDir, log: { info: () => undefined, error: () => undefined } });
  const app = await buildApp({
    db,
    jwtSecret: 'segredo-dos-testes-do-painel-com-32-bytes!!',
    // What a browser on https://… gets; the jar does not care about the prefixes.
    cookieSecure: true,
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    correio,
    urlPublica: ORIGEM_DOS_LINKS,
    recursos: catalogo,
    modulos: opcoes.modulos,
  });
  const cookies = new PoteDeCookies(() => relogio.agora.getTime());
  const sqlite = db.sqlite;
  const ultimoSemeado = Number(sqlite.prepare('SELECT COALESCE(MAX(id), 0) FROM orders').pluck().get());
  const series = sqlite.prepare('SELECT id_seller, serie, ultimo_numero FROM nfce_series').all() as { id_seller: number; serie: number; ultimo_numero: number }[];
  const restaurarPedidos = sqlite.transaction(() => {
    for (const t of ['order_items', 'order_status_history', 'order_deliveries', 'nfce_documentos', 'nfce_eventos', 'order_events']) {
      sqlite.prepare(`DELETE FROM ${t} WHERE id_pedido > ?`).run(ultimoSemeado);
    }
    sqlite.prepare('DELETE FROM orders WHERE id > ?').run(ultimoSemeado);
    sqlite.exec(`DELETE FROM orders_daily;
      INSERT INTO orders_daily (id_seller, dia_sp, id_status, id_forma_pagto, quantidade, valor_total)
      SELECT id_seller, dia_sp, id_status, id_forma_pagto, COUNT(*), SUM(valor_total) FROM orders GROUP BY 1, 2, 3, 4;
      DELETE FROM nfce_series;
      DELETE FROM pedidos_resumo_hora; DELETE FROM pedidos_resumo_produto; DELETE FROM pedidos_resumo_vendedor; DELETE FROM pedidos_resumo_dia;`);
    // the sales summaries as the migration's backfill builds them from the orders
    for (const i of [...RECONSTRUIR_RESUMOS, ...RECONSTRUIR_RESUMO_VENDEDOR, ...RECONSTRUIR_RESUMO_DIA]) sqlite.exec(typeof i === 'string' ? i : i.sqlite);
    const serie = sqlite.prepare('INSERT INTO nfce_series (id_seller, serie, ultimo_numero) VALUES (?, ?, ?)');
    for (const s of series) serie.run(s.id_seller, s.serie, s.ultimo_numero);
  });
  // The accounts as seeded: a password changed, a user added or activated, sessions, access
  // requests, links and the limiter's counts of one test do not reach the next (the limiter
  // allows 5 failures per IP, and every call comes from the same inject address).
  const usuariosSemeados = sqlite.prepare('SELECT * FROM users').all() as Record<string, unknown>[];
  const ultimoUsuario = Number(sqlite.prepare('SELECT COALESCE(MAX(id), 0) FROM users').pluck().get());
  const restaurarContas = sqlite.transaction(() => {
    sqlite.exec('DELETE FROM refresh_tokens; DELETE FROM login_attempts; DELETE FROM password_reset_tokens; DELETE FROM access_requests; DELETE FROM security_events;');
    sqlite.prepare('DELETE FROM users WHERE id > ?').run(ultimoUsuario);
    for (const u of usuariosSemeados) {
      const colunas = Object.keys(u).filter((c) => c !== 'id');
      sqlite.prepare(`UPDATE users SET ${colunas.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run(u);
    }
  });
  // An export a test left running (its file still streaming when the test ended) keeps its user's
  // mark for ten minutes: the next test's export by the same user would get a 429.
  const liberarExportacoes = () => sqlite.exec('DELETE FROM exportacoes_em_curso');
  const esvaziarOutbox = () => {
    for (const arquivo of readdirSync(outboxDir)) rmSync(join(outboxDir, arquivo), { force: true });
  };
  const outbox = async () => {
    await correio.aguardarEnvios();
    return lerOutbox(outboxDir);
  };
  const chamadas: Chamada[] = [];
  const responder = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const texto = request.method === 'GET' ? '' : await request.clone().text();
    let corpo: unknown = undefined;
    try {
      corpo = texto ? (JSON.parse(texto) as unknown) : undefined;
    } catch {
      corpo = texto;
    }
    chamadas.push({ metodo: request.method, caminho: url.pathname + url.search, corpo });
    return encaminhar(app, cookies, request);
  };
  const clienteCom = (pote: PoteDeCookies): Chamar => async (metodo, caminho, corpo) => {
    const headers: Record<string, string> = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };
    const cookie = pote.para(new URL(caminho, 'http://localhost').pathname);
    if (cookie) headers.cookie = cookie;
    if (corpo !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({ method: metodo, url: caminho, headers, ...(corpo === undefined ? {} : { payload: JSON.stringify(corpo) }) });
    pote.guardar(res);
    return res;
  };
  const logar = async (chamar: Chamar, email: string, senha: string) => {
    const login = await chamar('POST', '/v1/login_erp/logar', { email, senha });
    if (login.statusCode !== 200) throw new Error(`login de ${email} falhou: ${login.statusCode} ${login.body}`);
    return login;
  };
  const chamar = clienteCom(cookies);
  return {
    app,
    db,
    relogio,
    cookies,
    chamadas,
    corposPara: (metodo, caminho) => chamadas.filter((c) => c.metodo === metodo && c.caminho.split('?')[0] === caminho).map((c) => c.corpo),
    handlers: [
      http.all('*/v1/*', responder),
      http.all('*/v2/*', responder),
      // a resource served outside /v1 and /v2 (the families at /produto-base, the seed API's path)
      ...Object.values(RECURSOS)
        .filter((r) => !/^\/v[12]\//.test(r.caminho))
        .flatMap((r) => [http.all(`*${r.caminho}`, responder), http.all(`*${r.caminho}/*`, responder)]),
    ],
    async entrar(email, senha = SENHA_DEMO) {
      cookies.limpar();
      const login = await logar(chamar, email, senha);
      const start = await chamar('GET', '/v2/config/erp/dados-start');
      if (start.statusCode !== 200) throw new Error(`dados-start falhou: ${start.statusCode} ${start.body}`);
      return {
        usuario: SessaoResposta.parse(login.json<{ RES: unknown }>().RES).usuario,
        metadata: DadosStart.parse(start.json<{ RES: unknown }>().RES),
      };
    },
    chamar,
    reiniciar() {
      relogio.agora = new Date(inicio);
      cookies.limpar();
      restaurarPedidos();
      restaurarContas();
      liberarExportacoes();
      esvaziarOutbox();
    },
    async outraSessao(email, senha = SENHA_DEMO) {
      const outra = clienteCom(new PoteDeCookies(() => relogio.agora.getTime()));
      await logar(outra, email, senha);
      return outra;
    },
    outbox,
    async tokenDoLink(para, pagina) {
      const msg = (await outbox()).filter((m) => m.para === para).at(-1);
      const token = msg ? new RegExp(`${pagina}\\?token=([A-Za-z0-9_-]+)`).exec(msg.texto)?.[1] : undefined;
      if (!token) throw new Error(`nenhum link para ${pagina} enviado a ${para}`);
      return token;
    },
    async criarUsuario(u) {
      const k = db.kysely;
      const { senha_hash } = await k.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
      const agora = relogio.agora.getTime();
      const r = await k
        .insertInto('users')
        .values({ email: u.email, nome: u.nome ?? u.email, senha_hash, ativo: 1, permissions: JSON.stringify(u.permissoes), id_seller: u.idSeller ?? 1, criado_em: agora, atualizado_em: agora })
        .executeTakeFirstOrThrow();
      return Number(r.insertId);
    },
    ativarAcesso: (email, idSeller) => ativarEConvidar(db.kysely, email, { idSeller, agora: relogio.agora.getTime(), correio, origem: ORIGEM_DOS_LINKS }),
    async fechar() {
      await correio.aguardarEnvios();
      await app.close();
      await db.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * One real server for the whole test file: created before the first test, closed after the last,
 * its handlers installed before each test (setup.ts resets MSW after each) after `reiniciar` (a
 * list shows only the test's own orders, the clock is back at the start). Returns its getter.
 */
export function servidorRealDoArquivo(opcoes: OpcoesServidorReal = {}): () => ServidorReal {
  let real: ServidorReal | undefined;
  const atual = (): ServidorReal => {
    if (!real) throw new Error('o servidor real ainda não foi criado (use-o dentro de um teste)');
    return real;
  };
  beforeAll(async () => {
    real = await criarServidorReal(opcoes);
  });
  afterAll(async () => {
    await real?.fechar();
  });
  beforeEach(() => {
    atual().reiniciar();
    atual().chamadas.length = 0;
    server.use(...atual().handlers);
  });
  return atual;
}
