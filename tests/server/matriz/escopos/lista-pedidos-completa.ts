import { ROTAS_LISTA_PEDIDOS_COMPLETA } from '@retaguarda/contrato/api/listaPedidosCompleta';
import type { SondaDeEscopo } from '../escopos';
import { negado } from '../varredura';

/** As the paged list: naming group 1's seller in the filter is refused, before any row is read. */
const listaCompleta: SondaDeEscopo = async () =>
  Object.fromEntries(
    Object.values(ROTAS_LISTA_PEDIDOS_COMPLETA).map((e) => [`${e.metodo} ${e.caminho}`, { pedido: { url: e.caminho, payload: { page: 1, limit: 10, id_pessoa: [1] } }, conferir: negado }]),
  );

export default listaCompleta;
