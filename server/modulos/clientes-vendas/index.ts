import { CHAVES_COMPRAS_CLIENTES } from '@retaguarda/contrato/api/clientesVendas';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import type { App, OpcoesModulo } from '../../contexto';
import { ErroHttp } from '../../http/erros';
import { criarGuardas, protegerCom, usuarioDe } from '../sessao/auth/guard';
import { rotasComprasClientes } from './rotas';

/**
 * The clients as sales sees them (/vendas/gestao-clientes): what each client bought. Order data,
 * so the guard asks for every key of CHAVES_COMPRAS_CLIENTES (the sales view of the clients and
 * the orders); the first through the shared guard (which signs the user in and logs the refusal
 * with its key), the others checked on the user it loaded (a 403 here is logged by
 * registrarNegacoesNoLog).
 */
export default async function clientesVendas(app: App, { ctx }: OpcoesModulo): Promise<void> {
  const [primeira, ...outras] = CHAVES_COMPRAS_CLIENTES;
  if (!primeira) throw new Error('CHAVES_COMPRAS_CLIENTES está vazia');
  protegerCom(app, criarGuardas(ctx).exigirPermissao(primeira));
  protegerCom(app, async (req) => {
    const chaves = usuarioDe(req).permissoes.permissions;
    if (outras.some((k) => !chaves.includes(k))) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
  });
  rotasComprasClientes(app, ctx);
}
