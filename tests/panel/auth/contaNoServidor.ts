/**
 * The account flows' first steps done on the real server, as a person would (a request for
 * access, a reset link), reading the links from the server's outbox; and a way to hold one call
 * of the panel until the test has seen its busy state, then let the server answer it.
 */
import { http } from 'msw';
import { MAX_FALHAS } from '../../../server/modulos/sessao/auth/limite-login';
import { SELLERS_DEMO } from '../../../server/db/seed/cadastros';
import { server } from '../../mocks/server';
import type { ServidorReal } from '../servidorReal';

/** A request for access to the demo group's first seller (Loja Centro), by its CNPJ. */
export const SOLICITACAO = { nome: 'Rita Ramos', email: 'rita@loja.com.br', telefone: '11987654321', cnpj: SELLERS_DEMO[0].cnpj };

/** Asks for access as SOLICITACAO (or another e-mail) and answers the token of the confirmation link the server e-mailed. */
export async function pedirAcesso(real: ServidorReal, email = SOLICITACAO.email): Promise<string> {
  const res = await real.chamar('POST', '/v1/login_erp/solicitar-acesso', { ...SOLICITACAO, email });
  if (res.statusCode !== 200) throw new Error(`solicitar-acesso: ${res.statusCode} ${res.body}`);
  return real.tokenDoLink(email, '/auth/confirmar-email');
}

/** Asks for a reset link for `email` and answers its token. */
export async function pedirLink(real: ServidorReal, email: string): Promise<string> {
  const res = await real.chamar('POST', '/v1/login_erp/esqueci-senha', { email });
  if (res.statusCode !== 200) throw new Error(`esqueci-senha: ${res.statusCode} ${res.body}`);
  return real.tokenDoLink(email, '/auth/reset-password');
}

/**
 * Uses up the server's limit on an account endpoint (MAX_FALHAS counted attempts from the
 * test's IP, the panel's too): the panel's next call there gets the limiter's own 429.
 */
export async function esgotarLimite(real: ServidorReal, caminho: string, corpo: unknown): Promise<void> {
  for (let i = 0; i < MAX_FALHAS; i++) await real.chamar('POST', caminho, corpo);
}

/**
 * Holds the panel's next call to `url` until `soltar` is called, then lets the real server
 * answer it (a resolver that returns nothing falls through to the bridge's handlers).
 */
export function segurar(url: string): { soltar: () => void } {
  let soltar: () => void = () => undefined;
  const solto = new Promise<void>((r) => {
    soltar = r;
  });
  server.use(
    http.post(
      url,
      async () => {
        await solto;
      },
      { once: true },
    ),
  );
  return { soltar };
}
