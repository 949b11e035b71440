/**
 * jsdom's own object behind a DOM object (a node, the document): jsdom keeps it under a symbol
 * named 'impl'. The panel tests' patches of jsdom (cacheSeletores, regrasPorClasse,
 * estiloComputado, controleDoRotulo) reach its internals through it, and each fails loudly when
 * what it looks for is not there.
 */
export function interno(objeto: object): Record<string, unknown> | undefined {
  const simbolo = Object.getOwnPropertySymbols(objeto).find((s) => s.description === 'impl');
  return simbolo ? (objeto as Record<symbol, Record<string, unknown> | undefined>)[simbolo] : undefined;
}
