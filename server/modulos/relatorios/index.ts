import type { App, OpcoesModulo } from '../../contexto';
import { rotasDosRelatorios } from './rotas';
import { rotasRelatoriosSalvos } from './salvos/rotas';

/**
 * The declared reports' routes (each report's figures, .xlsx and PDF) for every report the app
 * found with its query (OpcoesModulo.relatorios), and the users' saved views of them.
 */
export default async function relatorios(app: App, { ctx, relatorios: lista }: OpcoesModulo): Promise<void> {
  rotasDosRelatorios(app, ctx, lista);
  rotasRelatoriosSalvos(app, ctx, lista);
}
