import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { CHAVE_PEDIDOS } from './permissao';
import { rotasExportacao } from './rotas/exportacao';
import { rotasImpressao } from './rotas/impressao';
import { rotasLista } from './rotas/lista';
import { rotasNfce } from './rotas/nfce';
import { rotasPedido } from './rotas/pedido';
import { rotasStatus } from './rotas/status';

/**
 * The orders: list, detail and edit, status, NFC-e, printing and export. One guard for the whole
 * module, as a hook of this plugin; its URLs share no prefix past /v2, so each group has its own.
 */
export default async function pedidos(app: App, { ctx }: OpcoesModulo): Promise<void> {
  protegerCom(app, criarGuardas(ctx).exigirPermissao(CHAVE_PEDIDOS));
  await app.register(
    async (lista: App) => {
      rotasLista(lista, ctx);
      rotasExportacao(lista, ctx);
      rotasPedido(lista, ctx);
      rotasImpressao(lista, ctx);
    },
    { prefix: '/v2/vendas/lista-pedidos' },
  );
  await app.register(async (status: App) => rotasStatus(status, ctx), { prefix: '/v2/vendas/status' });
  await app.register(async (nfce: App) => rotasNfce(nfce, ctx), { prefix: '/v2/nfce' });
}
