import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';

/**
 * The real server of this file keeps its photos in a temporary directory (FOTOS_DIR, read when
 * the app is built in beforeAll), removed after the file's tests. Call before servidorRealDoArquivo.
 */
export function fotosEmPastaTemporaria(): void {
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-painel-fotos-'));
  process.env.FOTOS_DIR = dir;
  afterAll(() => {
    delete process.env.FOTOS_DIR;
    rmSync(dir, { recursive: true, force: true });
  });
}

/** A small PNG photo as the file picker gives it. */
export async function arquivoPng(nome: string, largura = 64, altura = 48): Promise<File> {
  const bytes = await sharp({ create: { width: largura, height: altura, channels: 3, background: '#3a7' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], nome, { type: 'image/png' });
}

/** The same PNG photo sent straight to the server, as another person would. */
export const bytesPng = async (): Promise<Buffer> => sharp({ create: { width: 64, height: 48, channels: 3, background: '#a37' } }).png().toBuffer();
