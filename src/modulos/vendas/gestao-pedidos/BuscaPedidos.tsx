import { CaixaBusca } from '../../../layout/CaixaBusca';

// Short enough to show whole in the box at 1366 px with the menu open (the NFC-e covers its number and its key).
export const DICA_BUSCA = 'Nº, cliente, CPF/CNPJ, e-mail, fone ou NFC-e';

/** The orders' quick search (`busca`): what a clerk with a customer on the phone has at hand. */
export function BuscaPedidos() {
  return <CaixaBusca filtro="busca" dica={DICA_BUSCA} rotulo="Buscar pedidos" />;
}
