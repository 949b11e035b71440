import { parseArgs } from 'node:util';
import { ativarEConvidar } from '../modulos/sessao/conta/ativacao';
import { origensDoAmbiente } from '../modulos/sessao/conta/origem';
import { migrate, openDatabase } from '../db';
import { correioDoAmbiente, criarCorreio } from '../mail';

/**
 * `npm run user:activate -- e-mail [--seller ID]`: activates a user who asked for access and
 * confirmed the e-mail (DATABASE_URL or var/retaguarda.db); the person gets an e-mail with the
 * link to set their own password (PUBLIC_URL, SMTP_URL or the outbox, as the server).
 * --seller places a request whose CNPJ matched no seller.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { seller: { type: 'string' } } });
  const email = positionals[0];
  if (!email || positionals.length > 1) throw new Error('Uso: npm run user:activate -- e-mail [--seller ID]');
  const idSeller = values.seller === undefined ? undefined : Number(values.seller);
  if (idSeller !== undefined && (!Number.isInteger(idSeller) || idSeller <= 0)) throw new Error('--seller deve ser o id (inteiro) da loja');
  const origem = origensDoAmbiente().padrao;
  const correio = criarCorreio({ ...correioDoAmbiente(), log: { info() {}, error: (obj, msg) => console.error(msg, obj) } });
  const db = openDatabase(process.env.DATABASE_URL);
  try {
    await migrate(db);
    const r = await ativarEConvidar(db.kysely, email, { idSeller, agora: Date.now(), correio, origem });
    if (!r.ok) throw new Error(r.motivo);
    console.log(r.jaEstavaAtivo ? `${r.email} já estava ativo.` : `${r.email} ativado${r.criado ? ' (usuário criado a partir do pedido de acesso)' : ''}.`);
    if (r.tokenDefinirSenha) {
      const onde = correio.modo === 'smtp' ? 'por e-mail' : `na caixa de saída local (${correio.outboxDir}; npm run outbox)`;
      console.log(`O link para a pessoa definir a própria senha (válido por 72 horas) foi enviado ${onde}.`);
    }
    if (r.semPermissoes) console.log('Atenção: o usuário não tem permissões; ele entra, mas não vê nenhum módulo até recebê-las.');
  } finally {
    await db.close();
  }
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
