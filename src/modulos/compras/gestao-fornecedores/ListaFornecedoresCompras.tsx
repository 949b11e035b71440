import ListaRecurso from '../../../motorCadastros/telas/ListaRecurso';
import { EXTENSAO_COMPRAS_FORNECEDOR } from './colunasCompras';

/** The generated supplier list with the purchasing columns (open orders, on-time and fill rates, last delivery). */
export default function ListaFornecedoresCompras() {
  return <ListaRecurso extensao={EXTENSAO_COMPRAS_FORNECEDOR} />;
}
