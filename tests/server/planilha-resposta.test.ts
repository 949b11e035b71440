import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responderXlsx, XLSX_MIME } from '../../server/planilhas/xlsx';

/**
 * A streamed export's first bytes wait for rows to be read and zipped (seconds on a busy machine,
 * longer for a large set); its answer must not. The workbook here is a stream the test writes
 * itself, so the answer is seen while not one byte of it exists.
 */
let app: FastifyInstance;
let planilha: PassThrough;

beforeAll(async () => {
  app = Fastify();
  app.get('/planilha', async (_req, reply) => {
    planilha = new PassThrough();
    responderXlsx(reply, 'pedidos-2026-11-29.xlsx', 1234);
    return planilha;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('responderXlsx', () => {
  it('sends the headers of an accepted export before its first byte, then the bytes as they come', async () => {
    const { port } = app.server.address() as AddressInfo;
    const resposta = await new Promise<import('node:http').IncomingMessage>((ok, falha) => {
      request({ host: '127.0.0.1', port, path: '/planilha' }, ok).on('error', falha).end();
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe(XLSX_MIME);
    expect(resposta.headers['content-disposition']).toBe('attachment; filename="pedidos-2026-11-29.xlsx"');
    expect(resposta.headers['x-total-rows']).toBe('1234');
    const partes: Buffer[] = [];
    resposta.on('data', (p: Buffer) => partes.push(p));
    const fim = new Promise((ok) => resposta.on('end', ok));
    planilha.end(Buffer.from('PK\x03\x04'));
    await fim;
    expect(Buffer.concat(partes).toString('latin1')).toBe('PK\x03\x04');
  });
});
