import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { rotasEscritaCompras, rotasLeituraCompras } from './rotas/pedidos';
import { rotasRecebimento } from './rotas/recebimento';
import { rotasSugestoes } from './rotas/sugestoes';

/**
 * Purchasing (issue 19): buyers write, send and cancel purchase orders and ask what to buy
 * (compras_pedidos_de_compra); the receiving clerk reads them and receives
 * (compras_recebimento_e_conferencia); either reads.
 * A receipt moves stock through the stock module's one write path.
 */
export default async function compras(app: App, { ctx }: OpcoesModulo): Promise<void> {
  const guardas = criarGuardas(ctx);
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirAlguma(['compras_pedidos_de_compra', 'compras_recebimento_e_conferencia', 'compras_gestao_fornecedores', 'compras_analise_desempenho_de_fornecedores']));
    rotasLeituraCompras(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('compras_pedidos_de_compra'));
    rotasEscritaCompras(g, ctx);
    rotasSugestoes(g, ctx);
  });
  await app.register(async (g: App) => {
    protegerCom(g, guardas.exigirPermissao('compras_recebimento_e_conferencia'));
    rotasRecebimento(g, ctx);
  });
}
