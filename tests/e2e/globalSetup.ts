import { copyFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
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
import { aquecerGeradores } from '../../server/modulos/pedidos/exportacao/gerador-xlsx';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';

/** One worker's own server: the journeys of a worker run one after the other against it. */
export interface Posto {
  baseURL: string;
  /** Where this server writes account e-mails (.eml): journeys read reset links from it. */
  outboxDir: string;
  /**
   * This server's database (a sqlite: or postgres:// URL): a journey whose data only a job would
   * write (the alerts' evaluation, which no journey's server runs) writes it there as the job does.
   */
  banco: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Indexed by VITEST_POOL_ID - 1 (see tests/e2e/browser.ts). */
    postos: Posto[];
    /** Counter sales, paid, without NFC-e: [0] for the NFC-e journey, [1] for the phone layout, [2] for the single DANFE print. */
    pedidosBalcao: number[];
    /** A user with the stock area only (no order module), whom no journey changes. */
    emailSemModulosProntos: string;
  }
}

/**
 * The journeys' databases: SQLite files in `dir`, or for the e2e-pg project throwaway databases on
 * PostgreSQL (TEST_DATABASE_URL or the local server, as the server tests), dropped at the end. The
 * first is prepared; `copiar` then closes it and opens it again beside its copies, one per worker.
 */
interface Bancos {
  db: Banco;
  copiar(quantos: number): Promise<Banco[]>;
  descartar(): Promise<void>;
}

async function abrirBancos(project: TestProject, dir: string): Promise<Bancos> {
  const abertos: Banco[] = [];
  // what is open when the run ends, or when setting up failed halfway
  const fechar = () => Promise.allSettled(abertos.splice(0).map((b) => b.close()));
  if (project.name !== 'e2e-pg') {
    const arquivo = (i: number) => join(dir, `e2e-${i}.db`);
    const db = openDatabase(`sqlite:${arquivo(0)}`);
    abertos.push(db);
    return {
      db,
      async copiar(quantos) {
        // closing checkpoints the write-ahead log into the file, so a copy of the file is whole
        await fechar();
        for (let i = 1; i < quantos; i++) copyFileSync(arquivo(0), arquivo(i));
        for (let i = 0; i < quantos; i++) abertos.push(openDatabase(`sqlite:${arquivo(i)}`));
        return abertos;
      },
      descartar: () => fechar().then(() => undefined),
    };
  }
  await exigirPostgres(URL_ADMIN);
  const base = `retaguarda_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const nomes = [base];
  await administrar(URL_ADMIN, `CREATE DATABASE ${base}`);
  const db = openDatabase(urlDoBanco(URL_ADMIN, base), { pool: 4 });
  abertos.push(db);
  return {
    db,
    async copiar(quantos) {
      // a template is copied only with nobody connected to it
      await fechar();
      for (let i = 1; i < quantos; i++) {
        nomes.push(`${base}_${i}`);
        await administrar(URL_ADMIN, `CREATE DATABASE ${base}_${i} TEMPLATE ${base}`);
      }
      for (const nome of nomes) abertos.push(openDatabase(urlDoBanco(URL_ADMIN, nome), { pool: 4 }));
      return abertos;
    },
    async descartar() {
      await fechar();
      for (const nome of nomes) await administrar(URL_ADMIN, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}

/**
 * Prepares one seeded database, then starts the real reference server, serving the built panel,
 * once per worker on a copy of it, each on a loopback port of its own. The journeys spend most of
 * their time waiting on the page, so several files run at once; with a server each, no journey
 * sees what another file is writing meanwhile (the home page's figures of today, a user's e-mails).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // PAINEL_DIST: a build elsewhere (vite build --outDir), so journeys run beside another build never read its half-written files
  const staticDir = resolve(process.env.PAINEL_DIST ?? 'dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} não existe: rode 'npm run build' antes dos testes de navegador ('npm run test:e2e' já faz isso).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-e2e-'));
  let bancos: Bancos | undefined;
  const apps: FastifyInstance[] = [];
  const encerrar = async () => {
    await Promise.allSettled(apps.map((app) => app.close()));
    await bancos?.descartar();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    bancos = await abrirBancos(project, dir);
    await preparar(project, bancos.db);
    const postos: Posto[] = [];
    for (const [i, banco] of (await bancos.copiar(project.config.maxWorkers)).entries()) {
      const outboxDir = join(dir, `outbox-${i + 1}`);
      const correio = criarCorreio({ outboxDir, log: { info() {}, error: (obj, msg) => console.error(msg, obj) } });
      const app = await buildApp({ db: banco, staticDir, cookieSecure: false, logger: false, correio, producao: false, scrypt: SCRYPT_TESTES });
      apps.push(app);
      postos.push({ baseURL: await app.listen({ host: '127.0.0.1', port: 0 }), outboxDir, banco: banco.tipo === 'sqlite' ? `sqlite:${banco.path}` : banco.url });
    }
    // as server/main.ts does once it listens (the writers are the process's, shared by its servers)
    await aquecerGeradores();
    project.provide('postos', postos);
  } catch (erro) {
    // nothing left behind: servers, databases (on a PostgreSQL that outlives the run) and files
    await encerrar().catch(() => undefined);
    throw erro;
  }
  return encerrar;
}

/** The demo data and what the journeys need beyond it, in the database every worker gets a copy of. */
async function preparar(project: TestProject, db: Banco): Promise<void> {
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
  project.provide('pedidosBalcao', pedidosBalcao);
  // conta.spec changes financeiro@'s password: a journey that needs a user without the order
  // module signs in as this one, who has the demo password (the same hash) and the keys of an
  // area none of whose screens is built yet (finance).
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
}
