import type { FastifyReply } from 'fastify';

/**
 * What every streamed .xlsx of the server shares (the orders' export, the registers' exports):
 * its content type, the cells' number formats, the row cap and the per-user "export running"
 * mark (trava.ts).
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const FORMATO_MOEDA = '"R$" #,##0.00';
export const FORMATO_DATA = 'dd/mm/yyyy';
export const FORMATO_DATA_HORA = 'dd/mm/yyyy hh:mm';

/** Default row cap of one export; EXPORTACAO_MAX_LINHAS changes it (for every export). */
export const MAX_LINHAS_PADRAO = 100_000;

export function maxLinhasExportacao(): number {
  const n = Number(process.env.EXPORTACAO_MAX_LINHAS);
  return Number.isInteger(n) && n > 0 ? n : MAX_LINHAS_PADRAO;
}

export const MENSAGEM_EXPORTACAO_EM_CURSO = 'Já existe uma exportação sua em andamento. Aguarde ela terminar para começar outra.';

/** The headers of a streamed .xlsx download (no Content-Length: it is written as it is sent). */
export function cabecalhosXlsx(nomeArquivo: string, totalLinhas: number): Record<string, string> {
  return {
    'content-type': XLSX_MIME,
    'content-disposition': `attachment; filename="${nomeArquivo}"`,
    'x-total-rows': String(totalLinhas),
    'cache-control': 'no-store',
  };
}

/**
 * A streamed export's answer: its headers, sent the moment Fastify starts piping the workbook
 * rather than with its first bytes, which wait for the first batch of rows to be read and zipped.
 * The panel then knows at once that the export was accepted and shows its progress, and its
 * limit on waiting for an answer (SPEC section 9) measures the server, not the size of the set
 * or a busy machine's writing of it.
 */
export function responderXlsx(reply: FastifyReply, nomeArquivo: string, totalLinhas: number): void {
  reply.headers(cabecalhosXlsx(nomeArquivo, totalLinhas));
  reply.raw.once('pipe', () => reply.raw.flushHeaders());
}
