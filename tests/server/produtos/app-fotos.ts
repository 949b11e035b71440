import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { buildApp } from '../../../server/app';
import type { Banco } from '../../../server/db';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { AGORA_TESTES } from '../agora';
import { cookiesDe, criarRelogio, SENHA, VERSAO } from '../helpers';
import { bancoDeTeste } from '../postgres/banco';
import { sqlDe, type SqlTeste } from '../sql-teste';

export interface AppFotos {
  app: FastifyInstance;
  db: Banco;
  sql: SqlTeste;
  /** The photos' directory of this app (a temporary one). */
  dir: string;
  arquivosNoDisco(): string[];
  login(email: string): Promise<string>;
  chamar(cookie: string, metodo: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Sends `bytes` as the raw body, as the panel uploads a photo. */
  enviar(cookie: string, url: string, bytes: Buffer, tipo?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The demo database and an app keeping its photos in a temporary directory, removed on close. */
export async function criarAppFotos(): Promise<AppFotos> {
  const { db, descartar } = await bancoDeTeste({ orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: true });
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-fotos-'));
  const relogio = criarRelogio();
  const app = await buildApp({ db, jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!', logger: false, now: () => relogio.agora, scrypt: SCRYPT_TESTES, fotosDir: dir });
  return {
    app,
    db,
    sql: sqlDe(db),
    dir,
    arquivosNoDisco: () => readdirSync(dir).sort(),
    async login(email) {
      const res = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha: SENHA } });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return cookiesDe(res);
    },
    chamar: (cookie, metodo, url, payload) => app.inject({ method: metodo, url, headers: { cookie, ...VERSAO }, ...(payload ? { payload } : {}) }),
    enviar: (cookie, url, bytes, tipo = 'application/octet-stream') =>
      app.inject({ method: 'POST', url, headers: { cookie, ...VERSAO, 'content-type': tipo }, payload: bytes }),
    async close() {
      await app.close();
      await descartar();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An active user with the demo password (the admin's hash reused: no hashing cost), as tests/server/recursos/usuarios.ts. */
export async function criarUsuario(t: AppFotos, u: { email: string; idSeller: number; permissions: readonly PermissionKey[] }): Promise<void> {
  const k = t.db.kysely;
  const { senha_hash } = await k.selectFrom('users').select('senha_hash').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
  const agora = AGORA_TESTES.getTime();
  await k
    .insertInto('users')
    .values({ email: u.email, nome: u.email, senha_hash, ativo: 1, permissions: JSON.stringify(u.permissions), id_seller: u.idSeller, criado_em: agora, atualizado_em: agora })
    .execute();
}

/** A photo of `largura` × `altura` in `formato`: a gradient, so it does not compress to nothing. */
export async function imagemDeTeste(largura: number, altura: number, formato: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const canal = Buffer.alloc(largura * altura * 3);
  for (let y = 0; y < altura; y++) for (let x = 0; x < largura; x++) canal.set([(x * 255) / largura, (y * 255) / altura, 128], (y * largura + x) * 3);
  return sharp(canal, { raw: { width: largura, height: altura, channels: 3 } })[formato]().toBuffer();
}
