import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export { lerOutbox, type MensagemLida } from './outbox';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
}

/** The part of a pino/Fastify logger the mail module uses. */
export interface RegistroCorreio {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ConfigCorreio {
  /** smtp://user:pass@host:587 or smtps://…; absent: messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  /** Where .eml files are written without SMTP (default var/outbox). */
  outboxDir?: string;
  /** The From header. */
  remetente?: string;
  log: RegistroCorreio;
}

export interface Correio {
  /** Sends now; rejects when SMTP (or the disk) fails. */
  enviarEmail(m: Mensagem): Promise<void>;
  /**
   * Sends in the background: the request answers without waiting, so an SMTP round trip
   * cannot tell a caller whether a message was sent (no account enumeration by timing).
   * Failures are logged.
   */
  despachar(m: Mensagem): void;
  /** Resolves once every message handed to despachar is sent (tests, shutdown). */
  aguardarEnvios(): Promise<void>;
  readonly modo: 'smtp' | 'outbox';
  readonly outboxDir: string;
}

export const OUTBOX_PADRAO = 'var/outbox';
export const REMETENTE_PADRAO = 'Retaguarda <nao-responda@retaguarda.local>';

/** SMTP_URL, OUTBOX_DIR and MAIL_FROM from the environment. */
export function correioDoAmbiente(env: NodeJS.ProcessEnv = process.env): Omit<ConfigCorreio, 'log'> {
  return { smtpUrl: env.SMTP_URL || undefined, outboxDir: env.OUTBOX_DIR || undefined, remetente: env.MAIL_FROM || undefined };
}

let sequencia = 0;

/** Sortable by name: milliseconds, then a per-process sequence for the same millisecond. */
function nomeArquivo(): string {
  sequencia = (sequencia + 1) % 1_000_000;
  return `${Date.now()}-${String(sequencia).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

export function criarCorreio(config: ConfigCorreio): Correio {
  const outboxDir = resolve(config.outboxDir ?? OUTBOX_PADRAO);
  const de = config.remetente ?? REMETENTE_PADRAO;
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  // Builds the RFC 822 message in memory, the same bytes SMTP would carry, without a network.
  const compositor = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const emAndamento = new Set<Promise<void>>();

  const enviarEmail = async (m: Mensagem): Promise<void> => {
    const opcoes = { from: de, to: m.para, subject: m.assunto, text: m.texto, html: m.html };
    if (smtp) {
      await smtp.sendMail(opcoes);
      config.log.info({ assunto: m.assunto }, 'e-mail enviado por SMTP');
      return;
    }
    const { message } = await compositor.sendMail(opcoes);
    await mkdir(outboxDir, { recursive: true });
    const arquivo = join(outboxDir, nomeArquivo());
    await writeFile(arquivo, message, { mode: 0o600 });
    // The subject and the file only: bodies carry reset links, which are credentials.
    config.log.info({ assunto: m.assunto, arquivo }, 'e-mail gravado na caixa de saída local');
  };

  return {
    modo: smtp ? 'smtp' : 'outbox',
    outboxDir,
    enviarEmail,
    despachar(m) {
      const envio = enviarEmail(m)
        .catch((err: unknown) => config.log.error({ err, assunto: m.assunto }, 'falha ao enviar e-mail'))
        .finally(() => emAndamento.delete(envio));
      emAndamento.add(envio);
    },
    async aguardarEnvios() {
      while (emAndamento.size > 0) await Promise.all([...emAndamento]);
    },
  };
}
