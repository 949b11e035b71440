import { useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { DataProviderContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { ModuloAtualContext } from '../layout/ModuloAtual';
import { provedorDoRecurso } from '../motorCadastros/dados/provedorDoRecurso';
import { TELAS_RECURSO } from '../motorCadastros/telas';
import { resourceName } from './declaracoes';
import type { ModuleDefinition } from './telasDoModulo';

export type TelaDoAnexo = keyof typeof TELAS_RECURSO;

type Metodo = (resource: string, params: unknown) => Promise<unknown>;

const provedores = new WeakMap<Recurso, Partial<DataProvider>>();
const provedorDe = (recurso: Recurso): Partial<DataProvider> => {
  const feito = provedores.get(recurso) ?? provedorDoRecurso(recurso);
  provedores.set(recurso, feito);
  return feito;
};

/**
 * The app's data provider with the register's resource served by the engine's provider: the app's
 * registers its menu modules' resources only, and this one has no menu entry.
 */
function comAnexo(base: DataProvider, resource: string, recurso: Recurso): DataProvider {
  const proprio = provedorDe(recurso);
  const metodos = new Set([...Object.keys(base), ...Object.keys(proprio)]);
  return Object.fromEntries(
    [...metodos].map((m) => [
      m,
      (r: string, params: unknown) => {
        const alvo = (r === resource ? proprio : base)[m as keyof DataProvider] as Metodo | undefined;
        return alvo ? alvo(r, params) : Promise.reject(new Error(`Método ${m} indisponível em ${r}`));
      },
    ]),
  ) as unknown as DataProvider;
}

/** A generated screen of a register mounted under another module: the register's module, resource and data. */
export function NoCadastroAnexo({ modulo, children }: { modulo: ModuleDefinition; children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const resource = resourceName(modulo);
  const recurso = modulo.recurso;
  const provedor = useMemo(() => (base && recurso ? comAnexo(base, resource, recurso) : base), [base, resource, recurso]);
  return (
    <DataProviderContext.Provider value={provedor}>
      <ModuloAtualContext.Provider value={modulo}>
        <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
      </ModuloAtualContext.Provider>
    </DataProviderContext.Provider>
  );
}

/** One generated screen of the register, inside its context (the host's guard is already around it). */
export function telaNoAnexo(anexo: ModuleDefinition, tela: TelaDoAnexo): ComponentType {
  const Tela = TELAS_RECURSO[tela];
  return function TelaNoAnexo() {
    return (
      <NoCadastroAnexo modulo={anexo}>
        <Tela />
      </NoCadastroAnexo>
    );
  };
}
