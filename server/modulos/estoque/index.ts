import type { App, OpcoesModulo } from '../../contexto';
import { rotasAjustes } from './rotas/ajustes';
import { rotasConfiguracaoLojas, rotasLeituraConfiguracaoLojas } from './rotas/lojas';
import { rotasMovimentos } from './rotas/movimentos';
import { rotasPosicao } from './rotas/posicao';
import { rotasRelatorios } from './relatorios/rotas';
import { rotasAprovacaoInventario, rotasInventario } from './inventario/rotas';

/**
 * Stock: the position under the stock-management key, the ledger and the stores' stock settings
 * under it or the adjustments key (the position links to a product's history and shows the
 * settings), and every manual change, a store's settings included, under the adjustments key;
 * count sessions under the inventory key (approving also under the adjustments key), the reports
 * under theirs. Each endpoint's `acesso` (contrato/api/estoque.ts, inventario.ts,
 * relatoriosEstoque.ts) says it. Orders move stock through their own write path (estoque/regras/pedido).
 */
export default async function estoque(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasPosicao(app, ctx);
  rotasMovimentos(app, ctx);
  rotasLeituraConfiguracaoLojas(app, ctx);
  rotasAjustes(app, ctx);
  rotasConfiguracaoLojas(app, ctx);
  rotasInventario(app, ctx);
  rotasAprovacaoInventario(app, ctx);
  rotasRelatorios(app, ctx);
}
