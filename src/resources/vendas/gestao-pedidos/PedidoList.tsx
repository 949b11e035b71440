import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { ListBase, Title, useNotify } from 'react-admin';
import { resolveErrorMessage } from '../../../http';
import { SeletorColunasProvider } from '../../../layout/colunasSobDemanda';
import { useSessao } from '../../../session/store';
import { POR_PAGINA_PADRAO, valoresFiltroPadrao } from './filtroPadrao';
import { PainelFiltros } from './filtros/PainelFiltros';
import { PedidoListActions } from './PedidoListActions';
import { PedidoListContent } from './PedidoListContent';

/**
 * /vendas/gestao-pedidos: filters, summary and table of the sales orders. Built on ListBase with
 * its own frame rather than react-admin's List, whose toolbar brings a filter form (and
 * react-hook-form) this screen does not use: its filters are a panel of their own.
 */
export default function PedidoList() {
  const { usuario, metadata } = useSessao();
  const notify = useNotify();
  // below md the table needs the whole width: the filters move to a drawer
  const filtrosNaGaveta = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const padrao = useMemo(() => valoresFiltroPadrao(usuario, metadata), [usuario, metadata]);

  return (
    <ListBase
      // The module's guard (src/layout/GuardaModulo.tsx) has checked the user's keys before this
      // screen's code even loads, and the server checks every call: react-admin's own check
      // (two more queries per render, whose answers render the list again) adds nothing here.
      disableAuthentication
      filterDefaultValues={padrao}
      perPage={POR_PAGINA_PADRAO}
      exporter={false}
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
    >
      <Title title="Gestão de pedidos" />
      <SeletorColunasProvider>
        <Box className="RaList-root" sx={{ display: 'flex' }}>
          {filtrosNaGaveta ? null : <PainelFiltros />}
          {/* A definite zero width keeps the wide table from stretching the page: it scrolls inside instead. */}
          <Box className="RaList-main" sx={{ minWidth: 0, width: 0, flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}>
            <PedidoListActions />
            <Card className="RaList-content">
              <PedidoListContent />
            </Card>
          </Box>
        </Box>
      </SeletorColunasProvider>
    </ListBase>
  );
}
