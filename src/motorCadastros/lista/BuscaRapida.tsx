import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { CaixaBusca } from '../../layout/CaixaBusca';

/** 'Nome ou razão social, CPF/CNPJ, E-mail ou Telefone': the searchable fields' labels. */
export function dicaBusca(recurso: Recurso): string {
  const rotulos = camposCom(recurso, 'busca').map((n) => recurso.campos[n].rotulo);
  return rotulos.length > 1 ? `${rotulos.slice(0, -1).join(', ')} ou ${rotulos.at(-1)}` : (rotulos[0] ?? '');
}

/** A declared resource's quick search (`q`, the query's `busca`): a name's prefix, a document with or without its mask, an e-mail or a phone. */
export function BuscaRapida({ recurso }: { recurso: Recurso }) {
  return <CaixaBusca filtro="q" dica={dicaBusca(recurso)} rotulo={`Buscar ${recurso.rotulo.plural.toLowerCase()}`} larguraMaxima={520} />;
}
