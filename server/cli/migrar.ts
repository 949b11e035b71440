import { DEFAULT_DATABASE_PATH, migrate, openDatabase } from '../db';
import { MIGRACOES } from '../db/migracoes';
import { urlSemSenha } from './url-sem-senha';

/**
 * `npm run db:migrate`: applies the pending migrations to DATABASE_URL (a SQLite file, created if
 * absent, or postgres://…), the same migrate() the server runs when it starts, so an operator can
 * migrate before starting (or without starting) the server.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_PATH;
  const db = openDatabase(url, { pool: 1 });
  try {
    const inicio = performance.now();
    const aplicadas = await migrate(db);
    const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
    if (aplicadas.length === 0) {
      console.log(`${urlSemSenha(url)}: nenhuma migração pendente (${Object.keys(MIGRACOES).length} já aplicadas).`);
    } else {
      console.log(`${urlSemSenha(url)}: ${aplicadas.length} migração(ões) aplicada(s) em ${segundos} s:`);
      for (const nome of aplicadas) console.log(`  ${nome}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((erro: unknown) => {
  console.error(`Migração falhou: ${erro instanceof Error ? erro.message : String(erro)}`);
  process.exit(1);
});
