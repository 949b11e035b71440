/**
 * The exceptions inbox (/dashboard/alertas-notificacoes-criticas): the routes people use
 * (rotas.ts) and the jobs that raise and close the alerts every minute and e-mail the critical
 * ones (tarefas.ts, found by the jobs' loader).
 */
import type { App, OpcoesModulo } from '../../contexto';
import { rotasAlertas } from './rotas';

export default async function alertas(app: App, opcoes: OpcoesModulo): Promise<void> {
  rotasAlertas(app, opcoes);
}
