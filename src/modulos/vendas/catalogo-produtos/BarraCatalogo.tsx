import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { BarraLista } from '../../../motorCadastros/lista/BarraLista';
import { MenuOrdenarRecurso } from '../../../motorCadastros/lista/MenuOrdenarRecurso';

/**
 * The generated list's search and filters above the catalogue's cards, with the sort menu at
 * every width in place of the table's tools: there are no column headers to sort by.
 */
export function BarraCatalogo({ recurso }: { recurso: Recurso }) {
  return <BarraLista recurso={recurso} ferramentas={<MenuOrdenarRecurso recurso={recurso} />} />;
}
