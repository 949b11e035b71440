import ListaRecurso from '../../../motorCadastros/telas/ListaRecurso';
import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { usePodeChamar } from '../../../registro/usePodeChamar';
import { EXTENSAO_COMPRAS } from './compras/colunasCompras';

/**
 * The generated client list with what each client bought. The figures are order data: a user
 * without the orders' key sees the list as the register shows it.
 */
export default function ListaClientesVendas() {
  return <ListaRecurso extensao={usePodeChamar(ROTAS_CLIENTES_VENDAS.compras) ? EXTENSAO_COMPRAS : undefined} />;
}
