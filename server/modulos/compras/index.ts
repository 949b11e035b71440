import type { App, OpcoesModulo } from '../../contexto';
import { rotasEscritaCompras, rotasLeituraCompras } from './rotas/pedidos';
import { rotasRecebimento } from './rotas/recebimento';
import { rotasSugestoes } from './rotas/sugestoes';

/**
 * Purchasing: buyers write, send and cancel purchase orders and ask what to buy
 * (compras_pedidos_de_compra); the receiving clerk reads them and receives
 * (compras_recebimento_e_conferencia); either reads (LEITURA_COMPRAS). The keys are each
 * endpoint's `acesso` in contrato/api/compras.ts.
 * A receipt moves stock through the stock module's one write path.
 */
export default async function compras(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasLeituraCompras(app, ctx);
  rotasEscritaCompras(app, ctx);
  rotasSugestoes(app, ctx);
  rotasRecebimento(app, ctx);
}
