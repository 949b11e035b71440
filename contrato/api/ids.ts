import { z } from 'zod/mini';

/** A positive integer id in a JSON body, refused with `mensagem` (in Portuguese, for the field). */
export const idPositivo = (mensagem: string) => z.number({ error: mensagem }).check(z.int({ error: mensagem }), z.positive({ error: mensagem }));

/** A positive integer id in a path parameter (text on the wire), refused with `mensagem`. */
export const idParam = (mensagem: string) => z.coerce.number({ error: mensagem }).check(z.int({ error: mensagem }), z.positive({ error: mensagem }));
