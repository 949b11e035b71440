import { sql, type Expression } from 'kysely';
import type { Dialeto } from './index';

/** An FTS5 query: every word must appear somewhere in the name (each quoted, so none is syntax). */
function consultaFts(palavras: readonly string[]): string {
  return palavras.map((p) => `"${p.replaceAll('"', '""')}"`).join(' ');
}

export const DIALETO_SQLITE: Dialeto = {
  nome: 'sqlite',
  naLista: (coluna, valores) => sql`${coluna} IN (SELECT value FROM json_each(${JSON.stringify(valores)}))`,
  semIndice: <T>(expressao: Expression<T>) => sql<T>`+${expressao}`,
  // The FTS5 trigram table over clients.nome (migration 2026-11-23-05), diacritics removed.
  clientesComPalavras: (palavras) => sql<number>`SELECT rowid FROM clients_busca WHERE clients_busca MATCH ${consultaFts(palavras)}`,
  jsonTem: (coluna, valor) => sql`exists (select 1 from json_each(${coluna}) where value = ${valor})`,
  travaLinhas: false,
};
