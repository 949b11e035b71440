import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { CHAVE_PEDIDOS } from '../pedidos/permissao';
import { expirarCobrancas } from './regras/notificacoes';
import { rotasCupom } from './rotas/cupom';
import { rotasPedidoManual } from './rotas/pedido-manual';
import { rotasProdutosVenda } from './rotas/produtos';
import { rotasWebhook } from './rotas/webhook';

/** How often the server looks for Pix and boletos left unpaid past their limit. */
const VARREDURA_MS = 60_000;

/**
 * The manual order (issue 18): pricing, creation and charge under the orders' key; the coupon
 * query for sales or marketing; the PSP's notices, signed, without a session. A timer expires the
 * unpaid Pix and boletos (the panel's poll does it too, for the order it shows).
 */
export default async function vendaManual(app: App, { ctx, pspSimulado }: OpcoesModulo & { pspSimulado: boolean }): Promise<void> {
  const guardas = criarGuardas(ctx);
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao(CHAVE_PEDIDOS));
    rotasPedidoManual(g, ctx, pspSimulado);
    rotasProdutosVenda(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirAlguma([CHAVE_PEDIDOS, 'marketing_promocoes_e_descontos']));
    rotasCupom(g, ctx);
  });
  await app.register(async (g: App) => rotasWebhook(g, ctx));

  const varredura = setInterval(() => {
    expirarCobrancas(ctx.db.kysely, ctx.agora()).catch((erro: unknown) => app.log.error({ err: erro }, 'falha ao expirar cobranças'));
  }, VARREDURA_MS);
  varredura.unref();
  app.addHook('onClose', async () => clearInterval(varredura));
}
