import { parseArgs } from 'node:util';
import { correioDoAmbiente, OUTBOX_PADRAO } from './index';
import { lerOutbox } from './outbox';

/**
 * `npm run outbox [-- --ultimas N]`: prints the newest messages of the local outbox decoded, so
 * a person trying the product can follow a reset link without a mail client (in the .eml files
 * long links are wrapped by quoted-printable encoding).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ultimas: { type: 'string', default: '3' } } });
  const dir = correioDoAmbiente().outboxDir ?? OUTBOX_PADRAO;
  const mensagens = (await lerOutbox(dir)).slice(-Math.max(1, Number(values.ultimas) || 3));
  if (mensagens.length === 0) console.log(`Nenhuma mensagem em ${dir}.`);
  for (const m of mensagens) console.log(`\n== ${m.arquivo}\nPara: ${m.para}\nAssunto: ${m.assunto}\n\n${m.texto}\n`);
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
