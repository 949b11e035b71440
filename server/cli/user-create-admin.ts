import { parseArgs } from 'node:util';
import { linkDeSenha } from '../modulos/sessao/conta/ativacao';
import { emailDefinirSenha } from '../modulos/sessao/conta/mensagens-email';
import { origensDoAmbiente } from '../modulos/sessao/conta/origem';
import { criarPrimeiroAdmin, DadosPrimeiroAdmin } from '../modulos/sessao/conta/primeiro-admin';
import { migrate, openDatabase } from '../db';
import { correioDoAmbiente, criarCorreio } from '../mail';

const USO = 'Uso: npm run user:create-admin -- e-mail --nome "Seu nome" --loja "Nome da loja" --cnpj CNPJ --uf SP';

/**
 * `npm run user:create-admin -- e-mail --nome … --loja … --cnpj … --uf …`: the first
 * administrator of a database without demo data (DATABASE_URL or var/retaguarda.db). The person
 * gets an e-mail (SMTP_URL, or the outbox: `npm run outbox`) with the link to set a password.
 */
async function main(): Promise<void> {
  const opcao = { type: 'string' } as const;
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { nome: opcao, loja: opcao, cnpj: opcao, uf: opcao } });
  if (positionals.length !== 1) throw new Error(USO);
  const dados = DadosPrimeiroAdmin.safeParse({ email: positionals[0], ...values });
  if (!dados.success) throw new Error(`${dados.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}\n${USO}`);
  const origem = origensDoAmbiente().padrao;
  const correio = criarCorreio({ ...correioDoAmbiente(), log: { info() {}, error: (obj, msg) => console.error(msg, obj) } });
  const db = openDatabase(process.env.DATABASE_URL);
  try {
    await migrate(db);
    const r = await criarPrimeiroAdmin(db.kysely, dados.data, Date.now());
    if (!r.ok) throw new Error(r.motivo);
    await correio.enviarEmail(emailDefinirSenha(dados.data.email, dados.data.nome, linkDeSenha(origem, r.tokenDefinirSenha)));
    console.log(`${dados.data.email} criado com todas as permissões na loja ${r.idSeller}${r.lojaCriada ? ' (loja criada agora)' : ''}.`);
    const onde = correio.modo === 'smtp' ? 'por e-mail' : `na caixa de saída local (${correio.outboxDir}; veja com npm run outbox)`;
    console.log(`O link para definir a senha (válido por 72 horas, aponta para ${origem}) foi enviado ${onde}.`);
  } finally {
    await db.close();
  }
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
