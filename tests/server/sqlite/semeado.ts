import { migrate, openDatabase, seedDemo, type SeedOptions, type SeedResult } from '../../../server/db';

/** A SQLite database migrated and seeded in memory, serialized: what a test app's copy opens. */
export async function sqliteSemeado(seed: SeedOptions): Promise<{ copia: Buffer; seed: SeedResult }> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrate(db);
    const resultado = await seedDemo(db, seed);
    // A serialized database opens in memory only in rollback-journal mode.
    db.sqlite.pragma('journal_mode = DELETE');
    return { copia: db.sqlite.serialize(), seed: resultado };
  } finally {
    await db.close();
  }
}
