import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { List, useNotify } from 'react-admin';
import { resolveErrorMessage } from '../../../http';
import { useSessao } from '../../../session/store';
import { POR_PAGINA_PADRAO, valoresFiltroPadrao } from './filtroPadrao';
import { PainelFiltros } from './filtros/PainelFiltros';
import { PedidoListActions } from './PedidoListActions';
import { PedidoListContent } from './PedidoListContent';

/** /vendas/gestao-pedidos: filters, summary and table of the sales orders. */
export default function PedidoList() {
  const { usuario, metadata } = useSessao();
  const notify = useNotify();
  // below md the table needs the whole width: the filters move to a drawer
  const filtrosNaGaveta = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const padrao = useMemo(() => valoresFiltroPadrao(usuario, metadata), [usuario, metadata]);

  return (
    <List
      title="Gestão de pedidos"
      filterDefaultValues={padrao}
      perPage={POR_PAGINA_PADRAO}
      pagination={false}
      empty={false}
      exporter={false}
      actions={<PedidoListActions />}
      aside={filtrosNaGaveta ? undefined : <PainelFiltros />}
      queryOptions={{
        // SPEC section 7: only with a user, no retry, no automatic refetch.
        enabled: usuario !== null,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        placeholderData: keepPreviousData,
        onError: (erro: unknown) => notify(resolveErrorMessage(erro), { type: 'error' }),
      }}
      // A definite zero width keeps the wide table from stretching the page: it scrolls inside instead.
      sx={{ '& .RaList-main': { minWidth: 0, width: 0, flex: '1 1 auto' } }}
    >
      <PedidoListContent />
    </List>
  );
}
