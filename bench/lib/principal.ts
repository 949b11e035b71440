import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs a bench's `main` when its file is the one node was asked to run (not when another module
 * imports it), and exits with main's code; an error is printed and exits 1.
 */
export function rodarSeChamado(urlDoModulo: string, main: () => Promise<number>): void {
  if (!process.argv[1] || urlDoModulo !== pathToFileURL(resolve(process.argv[1])).href) return;
  main().then(
    (codigo) => process.exit(codigo),
    (erro: unknown) => {
      console.error(erro);
      process.exit(1);
    },
  );
}
