import type { App, OpcoesModulo } from '../../contexto';
import { rotasDadosStart } from './rotas/dados-start';
import { rotasResumo } from './rotas/resumo';

/**
 * What the panel reads when it opens: the start data (any signed-in user) and the home screen's
 * figures, which are order figures and so need the order module's key (contrato/api/rotasEntrada.ts).
 */
export default async function inicio(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasDadosStart(app, ctx);
  rotasResumo(app, ctx);
}
