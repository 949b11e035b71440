import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { ehPostgres, migrate, openDatabase, sqlitePathFromUrl } from '../db';
import { diferentes, tabelaDeMedidas } from '../db/copia/comparar';
import { copiarSqliteParaPostgres, ErroDaCopia } from '../db/copia/copiar';
import { urlSemSenha } from './url-sem-senha';

const USO = 'Uso: npm run db:migrar-sqlite-para-postgres -- --de sqlite:var/retaguarda.db --para postgres://usuario:senha@host:5432/banco [--substituir]';

/**
 * Moves a seller's data from a SQLite file to PostgreSQL: migrates the target, copies every table
 * and compares counts and sums (server/db/copia). Stop the server on the SQLite file first: what
 * it writes after the copy's snapshot would not be moved. Prints figures only, never a row.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { de: { type: 'string' }, para: { type: 'string' }, substituir: { type: 'boolean', default: false }, lote: { type: 'string' } },
  });
  if (values.de === undefined || values.para === undefined) throw new ErroDaCopia(USO);
  if (!ehPostgres(values.para)) throw new ErroDaCopia(`--para deve ser uma URL postgres://…\n${USO}`);
  const caminho = sqlitePathFromUrl(values.de);
  if (caminho === ':memory:' || !existsSync(caminho)) throw new ErroDaCopia(`Arquivo SQLite não encontrado: ${caminho}`);
  const lote = values.lote === undefined ? undefined : Number(values.lote);
  if (lote !== undefined && (!Number.isInteger(lote) || lote < 1)) throw new ErroDaCopia('--lote deve ser um inteiro positivo');

  // Read-only: the move never writes to the seller's file.
  const origem = new BetterSqlite3(caminho, { readonly: true, fileMustExist: true });
  const destino = openDatabase(values.para, { pool: 2 });
  if (destino.tipo !== 'postgres') throw new ErroDaCopia(USO);
  const inicio = performance.now();
  try {
    const aplicadas = await migrate(destino);
    console.log(`Destino ${urlSemSenha(values.para)}: ${aplicadas.length === 0 ? 'já estava migrado' : `${aplicadas.length} migração(ões) aplicada(s)`}.`);
    console.log(`Copiando ${caminho}…`);
    const { medidas, gravada } = await copiarSqliteParaPostgres(origem, destino, {
      substituir: values.substituir,
      linhasPorLote: lote,
      aoCopiar: (tabela, linhas, ms) => console.log(`  ${tabela}: ${linhas} linha(s) em ${(ms / 1000).toFixed(1)} s`),
    });
    console.log(`\n${tabelaDeMedidas(medidas)}\n`);
    const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
    if (!gravada) {
      console.error(`${diferentes(medidas).length} diferença(s) entre SQLite e PostgreSQL: a cópia foi desfeita, o destino ficou como estava.`);
      return 1;
    }
    console.log(`Concluído em ${segundos} s: contagens e somas conferem. Aponte DATABASE_URL para o PostgreSQL e inicie o servidor.`);
    return 0;
  } finally {
    origem.close();
    await destino.close();
  }
}

main().then(
  (codigo) => process.exit(codigo),
  (erro: unknown) => {
    // A database error's detail may quote a row (an e-mail, a hash): only its message is shown.
    console.error(erro instanceof ErroDaCopia ? erro.message : `A cópia falhou: ${erro instanceof Error ? erro.message : String(erro)}`);
    process.exit(1);
  },
);
