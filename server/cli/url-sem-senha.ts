import { ehPostgres } from '../db';

/** A database URL fit for the operator's terminal and logs: a postgres:// password is masked. */
export function urlSemSenha(url: string): string {
  if (!ehPostgres(url)) return url;
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(URL inválida)';
  }
}
