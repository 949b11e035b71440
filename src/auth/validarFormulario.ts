import type { z } from 'zod/mini';

export type ErrosDeCampo = Partial<Record<string, string>>;

/** The first message of each invalid field, keyed by the field's payload name; null when valid. */
export function errosDoSchema(schema: z.ZodMiniType, dados: unknown): ErrosDeCampo | null {
  const resultado = schema.safeParse(dados);
  if (resultado.success) return null;
  const erros: ErrosDeCampo = {};
  for (const problema of resultado.error.issues) {
    const campo = String(problema.path[0] ?? '');
    erros[campo] ??= problema.message;
  }
  return erros;
}
