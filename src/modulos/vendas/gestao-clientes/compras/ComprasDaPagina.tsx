import { createContext, useContext, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { ROTAS_CLIENTES_VENDAS, type ComprasDoCliente } from '@retaguarda/contrato/api/clientesVendas';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { resolveErrorMessage } from '../../../../http';
import { useCanal } from '../../../../dataProvider/useCanal';

/** What a cell knows of its client's purchases: still loading, failed (the page's alert says why), or the figures (none for a client who never bought). */
export type EstadoCompras = { estado: 'carregando' } | { estado: 'erro' } | { estado: 'pronto'; compras: ComprasDoCliente | undefined };

const Contexto = createContext<((id: number) => EstadoCompras) | null>(null);

/**
 * Loads the purchases of the clients on the list's page in one call (keyed by the page's ids, so
 * a page seen again comes from the cache) and lends them to the cells. A failure leaves the list
 * as it is: the cells show a dash, and one alert above the table offers to try again.
 */
export function ComprasDaPagina({ children }: { children: ReactNode }) {
  const { data } = useListContext<Registro>();
  const ids = useMemo(() => (data ?? []).map((r) => r.id), [data]);
  const canal = useCanal();
  const consulta = useQuery({
    queryKey: ['clientes-vendas', 'compras', ids],
    queryFn: async ({ signal }): Promise<ComprasDoCliente[]> => (await canal.chamar(ROTAS_CLIENTES_VENDAS.compras, { corpo: { ids }, signal })).clientes,
    enabled: ids.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
  const porId = useMemo(() => new Map((consulta.data ?? []).map((c) => [c.id_cliente, c])), [consulta.data]);
  // the previous page's figures stay while the next loads (keepPreviousData): a row of the new page they do not cover is still loading
  const carregando = consulta.isPending || (consulta.isPlaceholderData && consulta.isFetching);
  const ler = useMemo(
    () =>
      (id: number): EstadoCompras => {
        if (consulta.isError) return { estado: 'erro' };
        if (carregando && !porId.has(id)) return { estado: 'carregando' };
        return { estado: 'pronto', compras: porId.get(id) };
      },
    [consulta.isError, carregando, porId],
  );
  return (
    <Contexto.Provider value={ler}>
      {consulta.isError ? (
        <Alert
          severity="warning"
          sx={{ m: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void consulta.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar as compras dos clientes. {resolveErrorMessage(consulta.error)}
        </Alert>
      ) : null}
      {children}
    </Contexto.Provider>
  );
}

/** The purchases of one client of the page (inside ComprasDaPagina). */
export function useComprasDoCliente(id: number): EstadoCompras {
  const ler = useContext(Contexto);
  return ler ? ler(id) : { estado: 'erro' };
}
