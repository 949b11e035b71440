import { parseArgs } from 'node:util';
import { ativarUsuario } from '../conta/ativacao';
import { migrate, openDatabase } from '../db';
import { migrateConta } from '../db/migrations-conta';

/**
 * `npm run user:activate -- e-mail [--seller ID]`: activates a user who asked for access
 * (DATABASE_URL or var/retaguarda.db). --seller places a request whose CNPJ matched no seller.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { seller: { type: 'string' } } });
  const email = positionals[0];
  if (!email || positionals.length > 1) throw new Error('Uso: npm run user:activate -- e-mail [--seller ID]');
  const idSeller = values.seller === undefined ? undefined : Number(values.seller);
  if (idSeller !== undefined && (!Number.isInteger(idSeller) || idSeller <= 0)) throw new Error('--seller deve ser o id (inteiro) da loja');
  const db = openDatabase(process.env.DATABASE_URL);
  try {
    await migrate(db);
    await migrateConta(db);
    const r = await ativarUsuario(db.kysely, email, { idSeller, agora: Date.now() });
    if (!r.ok) throw new Error(r.motivo);
    console.log(r.jaEstavaAtivo ? `${email} já estava ativo.` : `${email} ativado${r.criado ? ' (usuário criado a partir do pedido de acesso)' : ''}.`);
    if (r.semPermissoes) console.log('Atenção: o usuário não tem permissões; ele entra, mas não vê nenhum módulo até recebê-las.');
  } finally {
    await db.close();
  }
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
