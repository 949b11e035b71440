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
 * module, as a hook of this plugin; each route takes its full path from contrato/api/rotas.ts.
 */
export default async function pedidos(app: App, { ctx }: OpcoesModulo): Promise<void> {
  protegerCom(app, criarGuardas(ctx).exigirPermissao(CHAVE_PEDIDOS));
  rotasLista(app, ctx);
  rotasExportacao(app, ctx);
  rotasPedido(app, ctx);
  rotasImpressao(app, ctx);
  rotasStatus(app, ctx);
  rotasNfce(app, ctx);
}
