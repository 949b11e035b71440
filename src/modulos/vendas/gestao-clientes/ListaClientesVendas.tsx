import ListaRecurso from '../../../motorCadastros/telas/ListaRecurso';
import { usePodeVerCompras } from './compras/chaves';
import { EXTENSAO_COMPRAS } from './compras/colunasCompras';

/**
 * The generated client list with what each client bought. The figures are order data: a user
 * without the orders' key sees the list as the register shows it.
 */
export default function ListaClientesVendas() {
  return <ListaRecurso extensao={usePodeVerCompras() ? EXTENSAO_COMPRAS : undefined} />;
}
