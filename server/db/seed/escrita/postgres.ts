import { Kysely, PostgresDialect, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import type { PoolClient, QueryResultRow } from 'pg';
import { from as copiaDe } from 'pg-copy-streams';
import type { BancoPostgres } from '../../index';
import type { DB } from '../../schema';
import type { Escrita, Linhas } from './index';
import { deixarDeLado, esvaziar, repor, type Deixado } from './postgres-esquema';
import { textoCopy } from './texto-copy';

/**
 * COPY FROM STDIN on the seed's one connection, one statement per call. The call returns as soon
 * as its COPY is sent: PostgreSQL loads it while Node generates the next rows, and whatever comes
 * next on the connection (the next COPY, any query) first waits for it to finish (`emDia`).
 */
class Copias {
  #anterior: Promise<void> = Promise.resolve();
  #erro: unknown;
  /** Per set-aside trigger, the value of its column by key (read on the table's first COPY). */
  readonly #valores = new Map<string, Map<unknown, unknown>>();

  constructor(
    private readonly cliente: PoolClient,
    private readonly deixado: Deixado,
  ) {}

  async copiar(tabela: string, colunas: readonly string[], linhas: Linhas): Promise<void> {
    await this.emDia();
    if (linhas.length === 0) return;
    const gatilho = this.deixado.gatilhos.find((g) => g.tabela === tabela && g.refeito.coluna)?.refeito.coluna;
    let todas = colunas;
    let mais: ((linha: readonly unknown[]) => unknown) | undefined;
    if (gatilho && !colunas.includes(gatilho.nome)) {
      // The trigger is off: its column is written here, from the lookup it would have made.
      let valores = this.#valores.get(gatilho.nome);
      if (!valores) {
        const r = await this.cliente.query<{ chave: unknown; valor: unknown }>(gatilho.valores);
        valores = new Map(r.rows.map((l) => [l.chave, l.valor]));
        this.#valores.set(gatilho.nome, valores);
      }
      const posicao = colunas.indexOf(gatilho.chave);
      const achados = valores;
      if (posicao >= 0) {
        todas = [...colunas, gatilho.nome];
        mais = (linha) => achados.get(linha[posicao]) ?? '';
      }
    }
    const texto = textoCopy(linhas, mais);
    const fluxo = copiaDe(`COPY ${tabela} (${todas.join(', ')}) FROM STDIN`);
    this.#anterior = new Promise<void>((resolve) => {
      fluxo.on('finish', resolve);
      fluxo.on('error', (erro: unknown) => {
        this.#erro ??= erro;
        resolve();
      });
    });
    this.cliente.query(fluxo);
    fluxo.end(texto);
  }

  /** Waits for the COPY in flight; throws the first COPY's error, if any. */
  async emDia(): Promise<void> {
    await this.#anterior;
    if (this.#erro !== undefined) throw this.#erro;
  }
}

/** Kysely on the seed's one connection, each query after the COPY in flight; never released to the pool. */
function kyselyNaConexao(cliente: PoolClient, copias: Copias): Kysely<DB> {
  function query<R>(sql: string, parametros: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(sql: string | PostgresCursor<R>, parametros: readonly unknown[] = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely asks for a cursor only to stream a query, which the seed never does.
    if (typeof sql !== 'string') throw new Error('O seed não lê por cursor');
    return copias.emDia().then(() => cliente.query<R & QueryResultRow>(sql, [...parametros]) as Promise<PostgresQueryResult<R>>);
  }
  const conexao: PostgresPoolClient = { query, release: () => {} };
  const pool: PostgresPool = { connect: () => Promise.resolve(conexao), end: () => Promise.resolve() };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * PostgreSQL: the whole seed in one transaction on one connection, so a failed or interrupted
 * seed leaves the database as it was (the indexes and constraints set aside included). Row by
 * row, the loaded tables' indexes, foreign-key checks and the cliente_ordem trigger cost more than
 * the rows themselves (docs/benchmarks.md, 'Seeding 1,000,000 orders on PostgreSQL'); set aside, the rows go in
 * by COPY and each index and constraint is then built or checked once over the whole table.
 */
export async function escreverNoPostgres<T>(db: BancoPostgres, tabelas: readonly string[], semear: (escrita: Escrita) => Promise<T>): Promise<T> {
  const cliente = await db.pool.connect();
  let concluido = false;
  let kysely: Kysely<DB> | undefined;
  try {
    await cliente.query('BEGIN');
    // Memory for the index builds' sorts, for this transaction only.
    await cliente.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const deixado = await deixarDeLado(cliente, tabelas);
    const copias = new Copias(cliente, deixado);
    kysely = kyselyNaConexao(cliente, copias);
    const resultado = await semear({
      kysely,
      dialeto: 'postgres',
      inserir: (tabela, colunas, linhas) => copias.copiar(tabela, colunas, linhas),
      esvaziar: async (lista) => {
        await copias.emDia();
        await esvaziar(cliente, lista);
      },
    });
    await copias.emDia();
    await repor(cliente, deixado);
    await cliente.query('COMMIT');
    concluido = true;
    return resultado;
  } finally {
    if (!concluido) await cliente.query('ROLLBACK').catch(() => {});
    await kysely?.destroy();
    // A connection left mid-COPY by a failure is closed rather than given back to the pool.
    cliente.release(!concluido);
  }
}
