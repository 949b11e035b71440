import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipar = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXTO = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MINIMO_BYTES = 1024;

/**
 * Writes a .br (brotli, maximum quality) and a .gz (level 9) beside every text file of the build,
 * for the server to send as they are (@fastify/static preCompressed). Compressing once at build
 * time affords the slowest, smallest setting; compressing per request the server has to use a
 * fast one, which sent more bytes than gzip here.
 */
export function comprimirArquivos(): Plugin {
  let saida = '';
  return {
    name: 'retaguarda:comprimir-arquivos',
    apply: 'build',
    configResolved(config) {
      saida = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_opcoes, bundle) {
      const arquivos = Object.keys(bundle).filter((f) => TEXTO.test(f));
      await Promise.all(
        arquivos.map(async (f) => {
          const caminho = join(saida, f);
          const conteudo = await readFile(caminho);
          if (conteudo.length < MINIMO_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(conteudo, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length,
              },
            }),
            gzipar(conteudo, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${caminho}.br`, br), writeFile(`${caminho}.gz`, gz)]);
        }),
      );
    },
  };
}
