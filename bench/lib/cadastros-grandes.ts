import { digitoVerificadorGtin } from '@retaguarda/contrato/br/produtos';
import { migrate, openDatabase } from '../../server/db';
import { gerarCpf } from '../../server/db/seed/documentos';
import { Random } from '../../server/db/seed/random';

/**
 * Grows a seeded demo database's registers to the sizes their targets are set at (100,000 clients,
 * 50,000 products, all in the demo group: the busiest register is the hard case). The seed writes at
 * most some thousands of each; the rest are copies of seeded rows with what must stay unique
 * made new: a client gets a valid CPF and a name recombined from the seed's first names and
 * surnames (so a name prefix matches as many rows as in a real register), a product a new SKU
 * and a valid EAN-13. Written through the server's own SQLite opener, whose functions the
 * expression indexes call; the full-text table follows by its triggers, as it does for the app.
 * Migrates first, so a file kept with --db has the indexes of the code being measured.
 */
export async function ampliarCadastros(arquivo: string, metas: { clientes: number; produtos: number }): Promise<{ clientes: number; produtos: number; ms: number }> {
  const inicio = performance.now();
  const db = openDatabase(`sqlite:${arquivo}`);
  const sqlite = db.sqlite;
  const rnd = new Random(16);
  try {
    // a reused file gets the engine's current tables and indexes, as the server's start gives them
    await migrate(db);
    const colunas = (tabela: string) => (sqlite.prepare(`SELECT name FROM pragma_table_info('${tabela}')`).pluck().all() as string[]).filter((c) => c !== 'id');

    // clients: copies of the group's seeded rows, a new name and CPF each
    const modelosCliente = sqlite.prepare("SELECT id FROM clients WHERE id_grupo = 1 AND tipo_pessoa = 'fisica' ORDER BY id").pluck().all() as number[];
    const nomes = sqlite.prepare("SELECT nome FROM clients WHERE tipo_pessoa = 'fisica'").pluck().all() as string[];
    const primeiros = [...new Set(nomes.map((n) => n.split(' ')[0]))];
    const sobrenomes = [...new Set(nomes.flatMap((n) => n.split(' ').slice(1)).filter((p) => p.length > 2))];
    const cpfs = new Set(sqlite.prepare('SELECT cpf FROM clients').pluck().all() as string[]);
    const cc = colunas('clients');
    const copiarCliente = sqlite.prepare(
      `INSERT INTO clients (${cc.join(', ')}) SELECT ${cc.map((c) => (c === 'nome' ? '@nome' : c === 'cpf' ? '@cpf' : c)).join(', ')} FROM clients WHERE id = @modelo`,
    );
    let clientes = sqlite.prepare('SELECT COUNT(*) FROM clients').pluck().get() as number;
    sqlite.transaction(() => {
      for (let i = 0; clientes < metas.clientes; i++, clientes++) {
        let cpf = gerarCpf(rnd);
        while (cpfs.has(cpf)) cpf = gerarCpf(rnd);
        cpfs.add(cpf);
        const nome = `${rnd.pick(primeiros)} ${rnd.pick(sobrenomes)} ${rnd.pick(sobrenomes)}`;
        copiarCliente.run({ nome, cpf, modelo: modelosCliente[i % modelosCliente.length] });
      }
    })();

    // products: copies of the seeded variants, a new SKU and EAN-13 each (GS1 Brasil's 789, a bench company number)
    const modelosProduto = sqlite.prepare('SELECT id FROM products WHERE id_grupo = 1 ORDER BY id').pluck().all() as number[];
    const pc = colunas('products');
    const copiarProduto = sqlite.prepare(
      `INSERT INTO products (${pc.join(', ')}) SELECT ${pc.map((c) => (c === 'sku' ? "sku || '-B' || @n" : c === 'ean' ? '@ean' : c)).join(', ')} FROM products WHERE id = @modelo`,
    );
    let produtos = sqlite.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    sqlite.transaction(() => {
      for (let n = 1; produtos < metas.produtos; n++, produtos++) {
        const semDigito = `789${String(9000 + Math.floor(n / 100_000)).padStart(4, '0')}${String(n % 100_000).padStart(5, '0')}`;
        copiarProduto.run({ n, ean: semDigito + String(digitoVerificadorGtin(semDigito)), modelo: modelosProduto[n % modelosProduto.length] });
      }
    })();
    sqlite.exec('ANALYZE');
    return { clientes, produtos, ms: performance.now() - inicio };
  } finally {
    await db.close();
  }
}
