import { CHAVES_COMPRAS_CLIENTES } from '@retaguarda/contrato/api/clientesVendas';
import { AREAS } from '@retaguarda/contrato/api/permissions';
import { useSessao } from '../../../../session/store';

/** What opens the order list (its module's rule: the area's key and the module's). */
const CHAVES_LISTA_PEDIDOS: readonly string[] = [AREAS.vendas.parent, 'vendas_gestao_de_pedidos'];

const useChavesDoUsuario = () => useSessao().usuario?.permissoes.permissions ?? [];

/** The user holds every key the purchase figures' routes ask for (the server checks them too). */
export function usePodeVerCompras(): boolean {
  const chaves = useChavesDoUsuario();
  return CHAVES_COMPRAS_CLIENTES.every((k) => chaves.includes(k));
}

/** The user may open the order list, where the links to a client's orders lead. */
export function usePodeVerPedidos(): boolean {
  const chaves = useChavesDoUsuario();
  return CHAVES_LISTA_PEDIDOS.every((k) => chaves.includes(k));
}
