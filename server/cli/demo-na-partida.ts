/**
 * Whether a server start loads the demo data: its users have a published
 * password, so only when asked for (DEMO=1 or --demo; `npm start` asks), only on an empty
 * database, and never in production, asked or not.
 */
export type DecisaoDemo =
  | { acao: 'carregar' }
  | { acao: 'nada' }
  /** Asked for in production: nothing is loaded, and the operator is told why. */
  | { acao: 'recusar'; aviso: string }
  /** An empty database and no demo asked for: how to begin. */
  | { acao: 'orientar'; aviso: string };

export interface SituacaoPartida {
  producao: boolean;
  pedida: boolean;
  bancoVazio: boolean;
}

export const AVISO_DEMO_EM_PRODUCAO =
  'DEMO=1 / --demo ignorado: com NODE_ENV=production o servidor nunca carrega os dados de demonstração (seus usuários têm senha conhecida).';

export const AVISO_BANCO_VAZIO = [
  'Banco vazio: nenhum usuário cadastrado, ninguém consegue entrar ainda.',
  '  Para criar o primeiro administrador (ele recebe por e-mail um link para definir a senha):',
  '    npm run user:create-admin -- <e-mail> --nome "Seu nome" --loja "Nome da loja" --cnpj <CNPJ> --uf SP',
  '  Para experimentar com dados de demonstração (fora de produção): npm start (ou DEMO=1 / --demo).',
].join('\n');

/** DEMO=1 (or true/sim) in the environment, or --demo among the arguments. */
export function demoPedida(env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  return argv.includes('--demo') || /^(1|true|sim|yes)$/i.test(env.DEMO?.trim() ?? '');
}

export function decidirDemo(s: SituacaoPartida): DecisaoDemo {
  if (s.producao && s.pedida) return { acao: 'recusar', aviso: AVISO_DEMO_EM_PRODUCAO };
  if (!s.bancoVazio) return { acao: 'nada' };
  if (s.pedida) return { acao: 'carregar' };
  return { acao: 'orientar', aviso: AVISO_BANCO_VAZIO };
}
