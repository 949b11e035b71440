import type { App, OpcoesModulo } from '../../contexto';
import { rotasCupom } from './rotas/cupom';
import { rotasPedidoManual } from './rotas/pedido-manual';
import { rotasProdutosVenda } from './rotas/produtos';
import { rotasWebhook } from './rotas/webhook';

/**
 * The manual order: pricing, creation and charge under the orders' key; the coupon query for
 * sales or marketing; the PSP's notices, signed, without a session (contrato/api/vendaManual.ts).
 * A scheduled job (tarefas.ts) expires the unpaid Pix and boletos; the panel's poll does it too, for the order it shows.
 */
export default async function vendaManual(app: App, { ctx, pspSimulado }: OpcoesModulo): Promise<void> {
  rotasPedidoManual(app, ctx, pspSimulado);
  rotasProdutosVenda(app, ctx);
  rotasCupom(app, ctx);
  // its own plugin: the raw body it verifies the signature over is read by a parser of its own
  await app.register(async (g: App) => rotasWebhook(g, ctx));
}
