import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { rotasAjustes } from './rotas/ajustes';
import { rotasConfiguracaoLojas, rotasLeituraConfiguracaoLojas } from './rotas/lojas';
import { rotasMovimentos } from './rotas/movimentos';
import { rotasPosicao } from './rotas/posicao';
import { rotasRelatorios } from './relatorios/rotas';
import { rotasAprovacaoInventario, rotasInventario } from './inventario/rotas';

/**
 * Stock (issue 19): the position under the stock-management key, the ledger and the stores'
 * stock settings under it or the adjustments key (the position links to a product's history and
 * shows the settings), and every manual change, a store's settings included, under the
 * adjustments key; count sessions under the inventory key (approving also under the
 * adjustments key), the reports under theirs. Orders move stock through their own write path
 * (estoque/regras/pedido).
 */
export default async function estoque(app: App, { ctx }: OpcoesModulo): Promise<void> {
  const guardas = criarGuardas(ctx);
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('estoque_gestao_de_estoque'));
    rotasPosicao(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirAlguma(['estoque_gestao_de_estoque', 'estoque_ajustes_e_movimentacoes']));
    rotasMovimentos(g, ctx);
    rotasLeituraConfiguracaoLojas(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('estoque_ajustes_e_movimentacoes'));
    rotasAjustes(g, ctx);
    rotasConfiguracaoLojas(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('estoque_controle_de_inventario'));
    rotasInventario(g, ctx);
    // approving posts stock movements: it takes the adjustments key as well
    await g.register(async (a: App) => {
      protegerCom(a, guardas.exigirPermissao('estoque_ajustes_e_movimentacoes'));
      rotasAprovacaoInventario(a, ctx);
    });
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('estoque_relatorios_de_estoque'));
    rotasRelatorios(g, ctx);
  });
}
