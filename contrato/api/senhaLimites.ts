/** Lengths of a password, in their own module so ./sessao and ./senha can both import them without a cycle. */
export const SENHA_MIN = 8;
export const SENHA_MAX = 128;
