import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { ListBase, Title, useNotify } from 'react-admin';
import type { MetaListaPedidos } from '../../../dataProvider/pedidos';
import { resolveErrorMessage } from '../../../http';
import { SeletorColunasProvider } from '../../../reactAdmin/colunasSobDemanda';
import { useSessao } from '../../../session/store';
import { listasPadrao, valoresFiltroPadrao } from './filtroPadrao';
import { LembrarPreferencias } from '../../../recursos/lista/LembrarPreferencias';
import { PedidoListActions } from './PedidoListActions';
import { PedidoListContent } from './PedidoListContent';
import { useOrdenacaoGuardada, usePorPaginaGuardado } from '../../../recursos/lista/preferencias';
import { GUARDA_PEDIDOS } from './preferencias';

/**
 * /vendas/gestao-pedidos: search, filters, summary and table of the sales orders. Built on
 * ListBase with its own frame rather than react-admin's List, whose toolbar brings a filter form
 * (and react-hook-form) this screen does not use. The filters open above the table, never beside
 * it, so the table keeps the page's whole width (issue 20).
 */
export default function PedidoList() {
  const { usuario, metadata } = useSessao();
  const notify = useNotify();
  const padrao = useMemo(() => valoresFiltroPadrao(usuario, metadata), [usuario, metadata]);
  // the multi-selects start empty ('all'): the body still names every seller, status and method
  const meta = useMemo<MetaListaPedidos>(() => ({ padroes: listasPadrao(usuario, metadata) }), [usuario, metadata]);
  const [ordenacao] = useOrdenacaoGuardada(GUARDA_PEDIDOS);
  const [porPagina] = usePorPaginaGuardado(GUARDA_PEDIDOS);

  return (
    <ListBase
      // The module's guard (src/layout/GuardaModulo.tsx) has checked the user's keys before this
      // screen's code even loads, and the server checks every call: react-admin's own check
      // (two more queries per render, whose answers render the list again) adds nothing here.
      disableAuthentication
      filterDefaultValues={padrao}
      perPage={porPagina}
      sort={ordenacao}
      exporter={false}
      queryOptions={{
        // SPEC section 7: only with a user, no retry, no automatic refetch.
        enabled: usuario !== null,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        placeholderData: keepPreviousData,
        meta,
        onError: (erro: unknown) => notify(resolveErrorMessage(erro), { type: 'error' }),
      }}
    >
      <Title title="Gestão de pedidos" />
      <LembrarPreferencias guarda={GUARDA_PEDIDOS} />
      <SeletorColunasProvider>
        <Box className="RaList-root" sx={{ display: 'flex' }}>
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
