import type { App, OpcoesModulo } from '../../contexto';
import { rotasComprasClientes } from './rotas';

/**
 * The clients as sales sees them (/vendas/gestao-clientes): what each client bought. Order data,
 * so its endpoints ask for every key of CHAVES_COMPRAS_CLIENTES (the sales view of the clients and
 * the orders), declared in the contract.
 */
export default async function clientesVendas(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasComprasClientes(app, ctx);
}
