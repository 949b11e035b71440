import { z } from 'zod/mini';

/**
 * Every list a request may carry has a ceiling: without one, a body of 40,000 ids
 * costs the server memory and time for nothing. The ceilings sit far above any real screen.
 */
export const LIMITES_LISTA = {
  /** Sellers of one group. */
  sellers: 1000,
  /** Entries of a small catalogue (statuses, payment methods, columns). */
  catalogo: 100,
  /** NFC-e numbers typed or pasted into the filter. */
  numerosNfce: 500,
} as const;

/**
 * An array of at most `maximo` items, duplicates dropped (the first occurrence keeps its place),
 * so a list that repeats itself never reaches a query longer than it needs to be.
 */
export function listaUnica<T extends z.ZodMiniType>(item: T, maximo: number, rotulo: string, esperado = 'uma lista') {
  return z.pipe(
    z
      // A missing list keeps the shared 'O campo é obrigatório' (a function answering undefined defers to it).
      .array(item, { error: (issue) => (issue.input == null ? undefined : `${rotulo}: informe ${esperado}`) })
      .check(z.maxLength(maximo, { error: `${rotulo}: no máximo ${maximo} itens` })),
    z.transform((v: z.output<T>[]) => [...new Set(v)]),
  );
}

/** An array of at most `maximo` items, for answers and lists whose order and repeats matter. */
export function listaLimitada<T extends z.ZodMiniType>(item: T, maximo: number) {
  return z.array(item).check(z.maxLength(maximo));
}
