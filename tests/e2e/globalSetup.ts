import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, seedDemo, type Banco } from '../../server/db';
import { urlDoBanco } from '../server/postgres/contexto';
import { administrar, exigirPostgres, URL_ADMIN } from '../server/postgres/servidor';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { movimentar } from '../../server/modulos/estoque/regras/movimentar';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { areaKeys } from '@retaguarda/contrato/api/permissions';
import { criarCorreio } from '../../server/mail';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server writes account e-mails (.eml): journeys read reset links from it. */
    outboxDir: string;
    /** Counter sales, paid, without NFC-e: [0] for the NFC-e journey, [1] for the phone layout, [2] for the single DANFE print. */
    pedidosBalcao: number[];
    /** A user with the stock area only (no order module), whom no journey changes. */
    emailSemModulosProntos: string;
  }
}

/**
 * The journeys' database: a SQLite file in `dir`, or for the e2e-pg project a throwaway database
 * on PostgreSQL (TEST_DATABASE_URL or the local server, as the server tests), dropped at the end.
 */
async function abrirBanco(project: TestProject, dir: string): Promise<{ db: Banco; descartar(): Promise<void> }> {
  if (project.name !== 'e2e-pg') {
    const db = openDatabase(`sqlite:${join(dir, 'e2e.db')}`);
    return { db, descartar: () => db.close() };
  }
  await exigirPostgres(URL_ADMIN);
  const nome = `retaguarda_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administrar(URL_ADMIN, `CREATE DATABASE ${nome}`);
  const db = openDatabase(urlDoBanco(URL_ADMIN, nome), { pool: 4 });
  return {
    db,
    async descartar() {
      await db.close();
      await administrar(URL_ADMIN, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}

/**
 * Starts the real reference server on a fresh seeded database, serving the built panel, on a
 * loopback port the journeys share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const staticDir = resolve('dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error('dist/ não existe: rode `npm run build` antes dos testes de navegador (npm run test:e2e já faz isso).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-e2e-'));
  const { db, descartar } = await abrirBanco(project, dir);
  await migrate(db);
  // The journeys sign in some fifty times: the tests' scrypt cost spares each login the OWASP
  // cost's 128 MiB and about half a second of a core, which the journeys do not test.
  await seedDemo(db, { orders: 3000, scrypt: SCRYPT_TESTES });
  // The demo sells some products out; the journeys sell socks ('Meia…', the manual order), the
  // first product by name (the home journey) and product 1 (the counter sales below) in the
  // group's stores, so those get a delivery first, as a store would.
  const abastecer = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('id_grupo', '=', 1)
    .where((eb) => eb.or([eb('nome', 'like', 'Meia%'), eb('id', '=', 1), eb('id', '=', eb.selectFrom('products').select('id').where('id_grupo', '=', 1).orderBy('nome').limit(1))]))
    .execute();
  await db.kysely.transaction().execute(async (trx) => {
    for (const { id } of abastecer) {
      for (const loja of [1, 2, 3, 4]) {
        await movimentar(trx, { id_seller: loja, id_produto: id, tipo: 'ajuste_entrada', local: 'loja', quantidade: 200, motivo: 'Reposição para os testes de navegador', id_usuario: null, em: Date.now() });
      }
    }
  });
  // Counter sales, paid, without NFC-e, written the one way orders are written (order, items and
  // per-day summary together): one for the NFC-e journey, one for the phone layout of the order page,
  // one for printing its DANFE from the order page.
  const pedidosBalcao: number[] = [];
  for (let i = 0; i < 3; i++) {
    pedidosBalcao.push(
      await registrarPedido(db.kysely, {
        id_seller: 1,
        id_cliente: 1,
        canal: 'loja',
        id_status: STATUS.pago.id,
        id_forma_pagto: 1,
        data_pedido: new Date(),
        itens: [{ id_produto: 1, quantidade: 1, preco_unitario: 4990 }],
        valor_desconto: 0,
        valor_frete: 0,
      }),
    );
  }
  const outboxDir = join(dir, 'outbox');
  const correio = criarCorreio({ outboxDir, log: { info() {}, error: (obj, msg) => console.error(msg, obj) } });
  const app = await buildApp({ db, staticDir, cookieSecure: false, logger: false, correio, producao: false, scrypt: SCRYPT_TESTES });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('baseURL', address);
  project.provide('outboxDir', outboxDir);
  project.provide('pedidosBalcao', pedidosBalcao);
  // conta.spec changes financeiro@'s password: a journey that needs a user without the order
  // module signs in as this one, who has the demo password (the same hash) and the keys of an
  // area none of whose screens is built yet (finance; stock has its screens since issue 19).
  const emailSemModulosProntos = 'financas@retaguarda.dev';
  await db.kysely
    .insertInto('users')
    .columns(['email', 'nome', 'senha_hash', 'ativo', 'permissions', 'id_seller', 'criado_em', 'atualizado_em'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(emailSemModulosProntos).as('email'),
          eb.val('Fábio Finanças').as('nome'),
          'senha_hash',
          'ativo',
          eb.val(JSON.stringify(areaKeys('financeiro'))).as('permissions'),
          'id_seller',
          'criado_em',
          'atualizado_em',
        ])
        .where('email', '=', 'financeiro@retaguarda.dev'),
    )
    .execute();
  project.provide('emailSemModulosProntos', emailSemModulosProntos);
  return async () => {
    await app.close();
    await descartar();
    rmSync(dir, { recursive: true, force: true });
  };
}
