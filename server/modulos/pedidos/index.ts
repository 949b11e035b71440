import type { App, OpcoesModulo } from '../../contexto';
import { rotasExportacao } from './rotas/exportacao';
import { rotasImpressao } from './rotas/impressao';
import { rotasLista } from './rotas/lista';
import { rotasListaCompleta } from './rotas/lista-completa';
import { rotasNfce } from './rotas/nfce';
import { rotasPedido } from './rotas/pedido';
import { rotasStatus } from './rotas/status';

/**
 * The orders: list, detail and edit, status, NFC-e, printing and export, every one behind the
 * order module's key (contrato/api/rotasPedidos.ts); each route takes its endpoint from the contract.
 */
export default async function pedidos(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasLista(app, ctx);
  rotasListaCompleta(app, ctx);
  rotasExportacao(app, ctx);
  rotasPedido(app, ctx);
  rotasImpressao(app, ctx);
  rotasStatus(app, ctx);
  rotasNfce(app, ctx);
}
