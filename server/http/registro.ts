import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/fusoNegocio';

/**
 * 'json': pino's lines, one per event and two per request (production, where a collector reads
 * them). 'legivel': a developer's terminal, one plain line per event and a line per request only
 * when it failed or was slow; a quick successful request prints nothing.
 */
export type FormatoLog = 'json' | 'legivel';

/** Production logs JSON; anywhere else the terminal is read by a person. */
export function formatoDoLog(env: NodeJS.ProcessEnv = process.env): FormatoLog {
  return env.NODE_ENV === 'production' ? 'json' : 'legivel';
}

/** A request that took this long is printed even when it succeeded. */
export const REQUISICAO_LENTA_MS = 1000;

const NIVEIS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'AVISO', 50: 'ERRO', 60: 'FATAL' };
/** pino's own fields, already shown by the line itself or of no use to a person reading it. */
const CAMPOS_DO_PINO = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

const hora = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ_NEGOCIO, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

interface Registro {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [campo: string]: unknown;
}

/** One pino record as a line a person reads: time in São Paulo, level, message, its plain fields, the error's stack. */
export function linhaLegivel(registro: Registro): string {
  const partes = [hora.format(registro.time ?? Date.now()), NIVEIS[registro.level ?? 30] ?? String(registro.level), registro.msg ?? ''];
  for (const [campo, valor] of Object.entries(registro)) {
    if (CAMPOS_DO_PINO.has(campo) || valor === null || typeof valor === 'object') continue;
    partes.push(`${campo}=${String(valor)}`);
  }
  const linha = partes.filter((p) => p !== '').join(' ');
  const pilha = registro.err?.stack ?? registro.err?.message;
  return pilha ? `${linha}\n${pilha}\n` : `${linha}\n`;
}

/**
 * The stream pino writes its JSON lines into, turned into readable lines on `destino`. It reads
 * what pino has already serialized and redacted, so no secret the JSON would hide shows here.
 */
export function linhasLegiveis(destino: NodeJS.WritableStream): Writable {
  let resto = '';
  return new Writable({
    write(pedaco: Buffer, _codificacao, feito) {
      const linhas = (resto + pedaco.toString('utf8')).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) {
        if (linha.trim() === '') continue;
        try {
          destino.write(linhaLegivel(JSON.parse(linha) as Registro));
        } catch {
          destino.write(`${linha}\n`);
        }
      }
      feito();
    },
  });
}

/**
 * With pino's own two lines per request turned off: one line for a request that failed (4xx as a
 * warning, 5xx as an error) or took `lentaMs` or more. The path goes without its query string,
 * where searches put names, documents and e-mails.
 */
export function registrarRequisicoesLegiveis(app: FastifyInstance, lentaMs: number): void {
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const lenta = ms >= lentaMs;
    if (status < 400 && !lenta) return;
    const caminho = req.url.split('?')[0];
    const texto = `${req.method} ${caminho} ${status} ${Math.round(ms)} ms${lenta ? ' (lenta)' : ''}`;
    if (status >= 500) req.log.error(texto);
    else req.log.warn(texto);
  });
}
