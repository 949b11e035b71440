import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { produtosBase } from '@retaguarda/contrato/recursos/produtosBase';
import { ModuloAtualContext } from '../../../../layout/ModuloAtual';
import { provedorDoRecurso } from '../../../../motorCadastros/dados/provedorDoRecurso';
import { moduloFamilias, RESOURCE_FAMILIAS } from './moduloFamilias';

const provedorFamilias: Partial<DataProvider> = provedorDoRecurso(produtosBase);

/**
 * The app's data provider, with the families' resource served by the engine's provider of
 * produtosBase: the families have no menu module (contrato/modulos) to be registered from.
 */
function comFamilias(base: DataProvider): DataProvider {
  const metodos = new Set([...Object.keys(base), ...Object.keys(provedorFamilias)]);
  type Metodo = (resource: string, params: unknown) => Promise<unknown>;
  return Object.fromEntries(
    [...metodos].map((m) => [
      m,
      (resource: string, params: unknown) => {
        const alvo = (resource === RESOURCE_FAMILIAS ? provedorFamilias : base)[m as keyof DataProvider] as Metodo | undefined;
        return alvo ? alvo(resource, params) : Promise.reject(new Error(`Método ${m} indisponível em ${resource}`));
      },
    ]),
  ) as unknown as DataProvider;
}

/** A generated screen of the families: their module, resource and data. */
export function NoContextoDasFamilias({ children }: { children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const provedor = useMemo(() => (base ? comFamilias(base) : null), [base]);
  return (
    <DataProviderContext.Provider value={provedor}>
      <ModuloAtualContext.Provider value={moduloFamilias}>
        <ResourceContextProvider value={RESOURCE_FAMILIAS}>{children}</ResourceContextProvider>
      </ModuloAtualContext.Provider>
    </DataProviderContext.Provider>
  );
}
