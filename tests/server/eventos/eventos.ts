import { EM_POSTGRES, type TestApp } from '../helpers';

export interface EventoGravado {
  tipo: string;
  payload: Record<string, unknown>;
  id_grupo: number | null;
  em: number;
}

/** Where the outbox ends now: the events of what a test does next are those after it. */
export async function marca(t: TestApp): Promise<number> {
  return Number(await t.sql.valor('SELECT COALESCE(MAX(id), 0) FROM eventos'));
}

/** The events written after `desde`, in order (one connection in a test: id order is commit order). */
export async function eventosApos(t: TestApp, desde: number): Promise<EventoGravado[]> {
  const linhas = await t.sql.todas<{ tipo: string; payload: string; id_grupo: number | null; em: number }>(
    'SELECT tipo, payload, id_grupo, em FROM eventos WHERE id > ? ORDER BY id',
    desde,
  );
  return linhas.map((l) => ({ tipo: l.tipo, payload: JSON.parse(l.payload) as Record<string, unknown>, id_grupo: l.id_grupo === null ? null : Number(l.id_grupo), em: Number(l.em) }));
}

/**
 * A trigger that refuses the rows of `tabela` matching `condicao` (SQL on NEW): the write that
 * meets it fails inside its transaction, after whatever that transaction wrote before it.
 * Returns the function that removes it.
 */
export async function recusarLinhas(t: TestApp, tabela: string, condicao: string): Promise<() => Promise<void>> {
  const nome = `recusar_${tabela}`;
  if (EM_POSTGRES) {
    await t.sql.executar(`CREATE FUNCTION ${nome}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'recusado pelo teste'; END $$`);
    await t.sql.executar(`CREATE TRIGGER ${nome} BEFORE INSERT ON ${tabela} FOR EACH ROW WHEN (${condicao}) EXECUTE FUNCTION ${nome}()`);
    return async () => {
      await t.sql.executar(`DROP TRIGGER ${nome} ON ${tabela}`);
      await t.sql.executar(`DROP FUNCTION ${nome}()`);
    };
  }
  await t.sql.executar(`CREATE TRIGGER ${nome} BEFORE INSERT ON ${tabela} WHEN ${condicao} BEGIN SELECT RAISE(ABORT, 'recusado pelo teste'); END`);
  return () => t.sql.executar(`DROP TRIGGER ${nome}`);
}
