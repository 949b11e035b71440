import { CaixaBusca } from '../../../layout/CaixaBusca';

export const DICA_BUSCA = 'Nº, cliente, CPF/CNPJ, e-mail, telefone, NFC-e ou chave';

/** The orders' quick search (`busca`): what a clerk with a customer on the phone has at hand. */
export function BuscaPedidos() {
  return <CaixaBusca filtro="busca" dica={DICA_BUSCA} rotulo="Buscar pedidos" />;
}
