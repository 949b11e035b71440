import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleDefinition } from '../registro/telasDoModulo';
import { podeAbrirModulo } from '../registro/acesso';
import { useSessao } from '../session/store';
import { Carregando } from './Carregando';
import { ModuloAtualContext } from './ModuloAtual';

const PaginaAcessoNegado = lazy(() => import('../pages/PaginaAcessoNegado'));

type Tela = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * Guards one screen of a module: without the module's keys the URL shows 'Acesso negado' in
 * place, before any of the screen's code or data is requested.
 */
export function GuardaModulo({ modulo, tela: Tela }: { modulo: ModuleDefinition; tela: Tela }) {
  const { usuario } = useSessao();
  const liberado = podeAbrirModulo(usuario?.permissoes.permissions ?? [], modulo);
  return (
    <ModuloAtualContext.Provider value={modulo}>
      <Suspense fallback={<Carregando />}>{liberado ? <Tela /> : <PaginaAcessoNegado />}</Suspense>
    </ModuloAtualContext.Provider>
  );
}
