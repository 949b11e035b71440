/**
 * The photos' files: `<dir>/<arquivo>-<tamanho>.webp`, `arquivo` a random UUID chosen here, so
 * nothing a client sends ever becomes part of a path. The directory is FOTOS_DIR (or buildApp's
 * `fotosDir`), default var/fotos; several instances behind one proxy share it (a network volume),
 * as they share the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { TAMANHOS_FOTO, type TamanhoFoto } from '@retaguarda/contrato/api/produtosFotos';

export const FOTOS_DIR_PADRAO = 'var/fotos';

export interface Armazenamento {
  /** Writes both sizes under a new name and returns it. */
  gravar(imagens: Record<TamanhoFoto, Buffer>): Promise<string>;
  /** The bytes of one size, or null when the file is gone. */
  ler(arquivo: string, tamanho: TamanhoFoto): Promise<Buffer | null>;
  /** Removes both sizes; a file already gone is no error. */
  apagar(arquivo: string): Promise<void>;
}

const NOME = /^[0-9a-f-]{36}$/;

export function criarArmazenamento(dir: string): Armazenamento {
  const raiz = resolve(dir);
  const caminho = (arquivo: string, tamanho: TamanhoFoto) => {
    // the name comes from our own table; checked anyway, so a bad row cannot point outside
    if (!NOME.test(arquivo)) throw new Error('nome de arquivo de foto inválido');
    return join(raiz, `${arquivo}-${tamanho}.webp`);
  };
  const apagar = async (arquivo: string) => {
    await Promise.all(TAMANHOS_FOTO.map((t) => rm(caminho(arquivo, t), { force: true })));
  };
  return {
    async gravar(imagens) {
      const arquivo = randomUUID();
      // made on the first upload, not at start: a server that never receives a photo writes nothing
      await mkdir(raiz, { recursive: true });
      try {
        for (const t of TAMANHOS_FOTO) await writeFile(caminho(arquivo, t), imagens[t], { flag: 'wx' });
      } catch (erro) {
        await apagar(arquivo);
        throw erro;
      }
      return arquivo;
    },
    async ler(arquivo, tamanho) {
      try {
        return await readFile(caminho(arquivo, tamanho));
      } catch (erro) {
        if ((erro as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw erro;
      }
    },
    apagar,
  };
}
