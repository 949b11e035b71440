import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { CHAVE_PEDIDOS } from '../pedidos/permissao';
import { rotasDadosStart } from './rotas/dados-start';
import { rotasResumo } from './rotas/resumo';

/**
 * What the panel reads when it opens: the start data (any signed-in user) and the home screen's
 * figures, which are order figures and so need the order module's key. Each group is a plugin so
 * its guard reaches only its own route; the paths come from contrato/api/rotas.ts.
 */
export default async function inicio(app: App, { ctx }: OpcoesModulo): Promise<void> {
  const guardas = criarGuardas(ctx);
  await app.register(
    async (start: App) => {
      protegerCom(start, guardas.autenticar);
      rotasDadosStart(start, ctx);
    },
  );
  await app.register(
    async (resumo: App) => {
      protegerCom(resumo, guardas.exigirPermissao(CHAVE_PEDIDOS));
      rotasResumo(resumo, ctx);
    },
  );
}
