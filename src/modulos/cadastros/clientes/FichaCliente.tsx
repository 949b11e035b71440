import MostrarRecurso from '../../../motorCadastros/telas/MostrarRecurso';
import { BotaoPedidosDoCliente } from '../../vendas/gestao-clientes/compras/BotaoPedidosDoCliente';

/** The generated client record with a link to the client's orders (shown to users who may open them). */
export default function FichaCliente() {
  return <MostrarRecurso acoesExtras={<BotaoPedidosDoCliente />} />;
}
