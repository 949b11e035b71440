import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGetList, useListContext } from 'react-admin';
import { buscaPorIdentificador } from '@retaguarda/contrato/api/buscaPedidos';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import { ORDENACAO_PADRAO, type MetaListaPedidos } from '../../../dataProvider/pedidos';
import { useSessao } from '../../../session/store';
import { listasPadrao } from './filtroPadrao';

type Filtro = Record<string, unknown>;

/** The quick search of the list's filter, trimmed ('' for none). */
export const buscaDoFiltro = (f: Filtro): string => (typeof f.busca === 'string' ? f.busca.trim() : '');

function semPeriodo(f: Filtro): Filtro {
  const { data_from_pedido: _de, data_to_pedido: _ate, ...resto } = f;
  return resto;
}

/** The order period narrows the list: it is set, and no identifier's search left it out of the request. */
export function periodoRestringe(f: Filtro): boolean {
  return Boolean(f.data_from_pedido || f.data_to_pedido) && !buscaPorIdentificador(buscaDoFiltro(f));
}

const pedidos = (n: number) => (n === 1 ? '1 pedido' : `${formatNumero(n)} pedidos`);

export interface TodoPeriodo {
  /** How many orders the name search finds over the whole history; undefined when unknown or not a name search in a period. */
  totalNoHistorico: number | undefined;
  /** Drops the order period from the filter (the other filters stay); null when no period narrows the list. */
  buscarEmTodoPeriodo: (() => void) | null;
}

/**
 * A name search is kept to the period, as any filter; whether the period hides some of its orders
 * is asked apart, in a request for one row of the same search without the period, of which only
 * the total is read (the cost of a search over the whole history, no more). Only for a name
 * search: an identifier's is sent without the period already, and a list without search is not
 * counted twice.
 */
export function useTodoPeriodo(): TodoPeriodo {
  const { filterValues, displayedFilters, setFilters, resource } = useListContext();
  const { usuario, metadata } = useSessao();
  const filtro = filterValues ?? {};
  const restringe = periodoRestringe(filtro);
  const porNome = restringe && buscaDoFiltro(filtro) !== '';
  const meta: MetaListaPedidos = { padroes: listasPadrao(usuario, metadata) };
  const { total } = useGetList(
    resource,
    { filter: semPeriodo(filtro), pagination: { page: 1, perPage: 1 }, sort: ORDENACAO_PADRAO, meta },
    { enabled: porNome && usuario !== null, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
  const buscar = () => setFilters(semPeriodo(filtro), displayedFilters);
  return { totalNoHistorico: porNome ? total : undefined, buscarEmTodoPeriodo: restringe ? buscar : null };
}

/** Above the orders of a name search: the period shows fewer than the whole history has. */
export function AvisoForaDoPeriodo({ busca, noPeriodo, noHistorico, onBuscar }: { busca: string; noPeriodo: number; noHistorico: number; onBuscar: () => void }) {
  return (
    <Alert
      severity="info"
      // an offer that comes with the results, read politely rather than interrupting
      role="status"
      sx={{ mb: 1, mx: { xs: 2, sm: 0 }, '& .MuiAlert-message': { flex: 1, py: 0.5 } }}
    >
      {/* the button goes under the sentence when both do not fit on one line (a phone) */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5 }}>
        <Box component="span" sx={{ flex: '1 1 16rem' }}>
          {`${pedidos(noHistorico)} para “${busca}” em todo o período; ${noPeriodo === 0 ? 'nenhum' : formatNumero(noPeriodo)} no período filtrado.`}
        </Box>
        <Button color="inherit" size="small" onClick={onBuscar} sx={{ whiteSpace: 'nowrap' }}>
          Buscar em todo o período
        </Button>
      </Box>
    </Alert>
  );
}
