import { z } from 'zod/mini';
import { MENSAGEM_CAMPO_OBRIGATORIO } from './envelope';

/**
 * Portuguese for the issues the shared schemas leave without a message of their own: zod/mini
 * carries no locale (its default is "Invalid input"). A schema's own message always wins. The
 * server passes it to every parse (server/http/validacao.ts); the panel installs it once at
 * start (instalarMensagensZod in src/main.tsx).
 */
export const mensagensZodPtBr: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? MENSAGEM_CAMPO_OBRIGATORIO : 'Tipo de valor inválido';
    case 'too_small':
      return 'Valor abaixo do mínimo permitido';
    case 'too_big':
      return 'Valor acima do máximo permitido';
    case 'invalid_format':
      return 'Formato inválido';
    case 'invalid_value':
      return 'Valor não permitido';
    default:
      return 'Valor inválido';
  }
};

/** Makes mensagensZodPtBr zod's fallback for every parse in this JavaScript realm. */
export function instalarMensagensZod(): void {
  z.config({ localeError: mensagensZodPtBr });
}
