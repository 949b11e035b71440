/** react-admin shows null as '' (its default format), so the empty values are one and the same. */
export function valoresIguais(a: unknown, b: unknown): boolean {
  const vazio = (v: unknown) => v == null || v === '';
  return (vazio(a) && vazio(b)) || a === b;
}
