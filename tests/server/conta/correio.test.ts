import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criarCorreio, lerOutbox, type RegistroCorreio } from '../../../server/mail';

const pastas: string[] = [];
const novaPasta = () => {
  const p = mkdtempSync(join(tmpdir(), 'retaguarda-outbox-'));
  pastas.push(p);
  return p;
};
afterAll(() => pastas.forEach((p) => rmSync(p, { recursive: true, force: true })));

function registro(): RegistroCorreio & { linhas: { obj: object; msg: string }[] } {
  const linhas: { obj: object; msg: string }[] = [];
  return { linhas, info: (obj, msg) => linhas.push({ obj, msg }), error: (obj, msg) => linhas.push({ obj, msg }) };
}

/** Just enough SMTP (no TLS, no auth) to receive one message on a loopback port. */
async function servidorSmtp(): Promise<{ url: string; recebidas: string[]; fechar(): Promise<void> }> {
  const recebidas: string[] = [];
  const atender = (s: Socket) => {
    let buffer = '';
    let emDados = false;
    s.write('220 teste ESMTP\r\n');
    s.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (emDados) {
          const fim = buffer.indexOf('\r\n.\r\n');
          if (fim < 0) return;
          recebidas.push(buffer.slice(0, fim));
          buffer = buffer.slice(fim + 5);
          emDados = false;
          s.write('250 OK\r\n');
          continue;
        }
        const fimLinha = buffer.indexOf('\r\n');
        if (fimLinha < 0) return;
        const comando = buffer.slice(0, fimLinha).toUpperCase();
        buffer = buffer.slice(fimLinha + 2);
        if (comando.startsWith('DATA')) {
          emDados = true;
          s.write('354 continue\r\n');
        } else if (comando.startsWith('QUIT')) {
          s.end('221 tchau\r\n');
        } else {
          s.write('250 OK\r\n');
        }
      }
    });
  };
  const servidor = createServer(atender);
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, recebidas, fechar: () => new Promise((ok) => servidor.close(() => ok())) };
}

describe('mail module without SMTP_URL', () => {
  it('writes RFC 822 .eml files that lerOutbox reads back, newest last, accents decoded', async () => {
    const dir = novaPasta();
    const log = registro();
    const correio = criarCorreio({ outboxDir: dir, log });
    expect(correio.modo).toBe('outbox');
    await correio.enviarEmail({ para: 'ana@loja.com.br', assunto: 'Primeira: redefinição', texto: 'Olá, ação!\n' + 'https://x.test/'.padEnd(200, 'a') });
    correio.despachar({ para: 'bia@loja.com.br', assunto: 'Segunda', texto: 'simples', html: '<p>simples</p>' });
    await correio.aguardarEnvios();
    const msgs = await lerOutbox(dir);
    expect(msgs.map((m) => [m.para, m.assunto])).toEqual([['ana@loja.com.br', 'Primeira: redefinição'], ['bia@loja.com.br', 'Segunda']]);
    expect(msgs[0].texto).toBe('Olá, ação!\n' + 'https://x.test/'.padEnd(200, 'a'));
    expect(msgs[1].texto).toBe('simples');
    const bruto = readFileSync(msgs[0].arquivo, 'utf8');
    expect(bruto).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(bruto).toMatch(/^Message-ID: </m);
    expect(log.linhas.map((l) => l.obj)).toEqual([
      { assunto: 'Primeira: redefinição', arquivo: msgs[0].arquivo },
      { assunto: 'Segunda', arquivo: msgs[1].arquivo },
    ]);
  });

  it('decodes a long accented subject folded into several encoded words', async () => {
    const dir = novaPasta();
    const assunto = 'Pedido de acesso ao Retaguarda: Loja Autônoma Vila Madalena — ação, ção, ção, ç';
    await criarCorreio({ outboxDir: dir, log: registro() }).enviarEmail({ para: 'a@b.com', assunto, texto: 'x' });
    const [msg] = await lerOutbox(dir);
    expect(readFileSync(msg.arquivo, 'utf8').match(/=\?UTF-8\?[QB]\?/g)?.length).toBeGreaterThan(1);
    expect(msg.assunto).toBe(assunto);
  });

  it('reads a missing outbox as empty', async () => {
    expect(await lerOutbox(join(novaPasta(), 'nao-existe'))).toEqual([]);
  });

  it('logs a failed background send instead of throwing', async () => {
    const log = registro();
    const arquivo = join(novaPasta(), 'arquivo');
    await writeFile(arquivo, '');
    const correio = criarCorreio({ outboxDir: join(arquivo, 'sub'), log });
    correio.despachar({ para: 'a@b.com', assunto: 'Falha', texto: 'x' });
    await correio.aguardarEnvios();
    expect(log.linhas).toEqual([{ obj: expect.objectContaining({ assunto: 'Falha' }), msg: 'falha ao enviar e-mail' }]);
  });
});

describe('mail module with SMTP_URL', () => {
  it('sends through SMTP and writes no file', async () => {
    const smtp = await servidorSmtp();
    const dir = novaPasta();
    const log = registro();
    const correio = criarCorreio({ smtpUrl: smtp.url, outboxDir: dir, log });
    expect(correio.modo).toBe('smtp');
    await correio.enviarEmail({ para: 'ana@loja.com.br', assunto: 'Por SMTP', texto: 'corpo' });
    expect(smtp.recebidas).toHaveLength(1);
    expect(smtp.recebidas[0]).toMatch(/^Subject: Por SMTP$/m);
    expect(smtp.recebidas[0]).toMatch(/^To: ana@loja.com.br$/m);
    expect(await lerOutbox(dir)).toEqual([]);
    expect(log.linhas).toEqual([{ obj: { assunto: 'Por SMTP' }, msg: 'e-mail enviado por SMTP' }]);
    await smtp.fechar();
  });
});
