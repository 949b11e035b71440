import type { App, OpcoesModulo } from '../../contexto';
import { expirarCobrancas } from './regras/notificacoes';
import { rotasCupom } from './rotas/cupom';
import { rotasPedidoManual } from './rotas/pedido-manual';
import { rotasProdutosVenda } from './rotas/produtos';
import { rotasWebhook } from './rotas/webhook';

/** How often the server looks for Pix and boletos left unpaid past their limit. */
const VARREDURA_MS = 60_000;

/**
 * The manual order: pricing, creation and charge under the orders' key; the coupon query for
 * sales or marketing; the PSP's notices, signed, without a session (contrato/api/vendaManual.ts).
 * A timer expires the unpaid Pix and boletos (the panel's poll does it too, for the order it shows).
 */
export default async function vendaManual(app: App, { ctx, pspSimulado }: OpcoesModulo): Promise<void> {
  rotasPedidoManual(app, ctx, pspSimulado);
  rotasProdutosVenda(app, ctx);
  rotasCupom(app, ctx);
  // its own plugin: the raw body it verifies the signature over is read by a parser of its own
  await app.register(async (g: App) => rotasWebhook(g, ctx));

  const varredura = setInterval(() => {
    expirarCobrancas(ctx.db.kysely, ctx.agora()).catch((erro: unknown) => app.log.error({ err: erro }, 'falha ao expirar cobranças'));
  }, VARREDURA_MS);
  varredura.unref();
  app.addHook('onClose', async () => clearInterval(varredura));
}
