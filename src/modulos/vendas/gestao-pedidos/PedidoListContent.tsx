import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ListContextProvider, Pagination, useListContext } from 'react-admin';
import type { Pedido } from '@retaguarda/contrato/api/pedidos';
import type { PedidosMeta } from '../../../dataProvider/pedidos';
import { useSessao } from '../../../session/store';
import { chaveColunas } from './colunas';
import { descreverFiltros } from './descreverFiltros';
import { ErroLista, PedidosVazio } from './EstadosLista';
import { OPCOES_POR_PAGINA } from '../../../motorCadastros/lista/preferencias';
import { PedidoCards } from './PedidoCards';
import { ResumoPedidos } from './ResumoPedidos';
import { AvisoForaDoPeriodo, buscaDoFiltro, useTodoPeriodo } from './TodoPeriodo';
import { useLimparFiltros } from './useLimparFiltros';
import { useUltimosDadosBons } from './useUltimosDadosBons';

// Wide screens only: a phone shows cards and never loads the table (a third of the list's code,
// with the row actions). On a wide screen it is requested as the list mounts, in parallel with
// the orders themselves; react-admin's table shows nothing for its first second of loading either.
const TabelaPedidos = lazy(() => import('./TabelaPedidos').then((m) => ({ default: m.TabelaPedidos })));

function CartoesCarregando() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 2 }} role="status" aria-busy="true" aria-label="Carregando pedidos">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Box>
  );
}

function resumoDe(meta: unknown): PedidosMeta['dashboard'] | undefined {
  return (meta as PedidosMeta | undefined)?.dashboard;
}

/** Everything inside the list card: error banner, summary, table (or cards), pagination. */
export function PedidoListContent() {
  const lista = useListContext<Pedido>();
  const exibida = useUltimosDadosBons(lista);
  const { usuario, metadata } = useSessao();
  const limpar = useLimparFiltros();
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { totalNoHistorico, buscarEmTodoPeriodo } = useTodoPeriodo();

  if (lista.error && !exibida.data) {
    return <ErroLista erro={lista.error} onTentarNovamente={() => void lista.refetch()} comDados={false} />;
  }
  const vazia = !exibida.isPending && exibida.total === 0;
  let pedidos: ReactNode;
  // a name search known to find nothing in the whole history either has no period to widen
  const buscarTudo = totalNoHistorico === 0 ? null : buscarEmTodoPeriodo;
  if (vazia) pedidos = <PedidosVazio descricao={descreverFiltros(exibida.filterValues, metadata)} onLimpar={limpar} onBuscarEmTodoPeriodo={buscarTudo} />;
  else if (!pequena)
    pedidos = (
      <Suspense fallback={null}>
        <TabelaPedidos storeKey={chaveColunas(usuario?.id)} />
      </Suspense>
    );
  else pedidos = exibida.isPending ? <CartoesCarregando /> : <PedidoCards />;
  return (
    <ListContextProvider value={exibida}>
      {/* the previous orders stay while new ones load; this bar says they are about to change */}
      {lista.isFetching ? <LinearProgress aria-label="Atualizando pedidos" sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />}
      {lista.error ? <ErroLista erro={lista.error} onTentarNovamente={() => void lista.refetch()} comDados /> : null}
      {!vazia && !lista.isFetching && buscarEmTodoPeriodo && totalNoHistorico !== undefined && totalNoHistorico > (exibida.total ?? 0) ? (
        <AvisoForaDoPeriodo busca={buscaDoFiltro(exibida.filterValues)} noPeriodo={exibida.total ?? 0} noHistorico={totalNoHistorico} onBuscar={buscarEmTodoPeriodo} />
      ) : null}
      <ResumoPedidos resumo={resumoDe(exibida.meta)} />
      {pedidos}
      <Pagination rowsPerPageOptions={OPCOES_POR_PAGINA} />
    </ListContextProvider>
  );
}
