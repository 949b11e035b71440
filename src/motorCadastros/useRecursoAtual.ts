import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useModuloAtual } from '../layout/ModuloAtual';
import type { ModuleDefinition } from '../registro/telasDoModulo';
import { useRecursoDoGrupo } from './personalizados/useCamposPersonalizados';

/** The module on screen and its declared resource; the generated screens are only mounted for such modules. */
export function useRecursoAtual(): { modulo: ModuleDefinition; recurso: Recurso } {
  const modulo = useModuloAtual();
  if (!modulo?.recurso) throw new Error('Tela de cadastro fora de um módulo com recurso declarado');
  return { modulo, recurso: modulo.recurso };
}

/**
 * The module on screen and its resource with the group's custom fields (the generated screens
 * use this one); `carregando` while the fields are read.
 */
export function useRecursoDoModulo(): { modulo: ModuleDefinition; recurso: Recurso; carregando: boolean } {
  const { modulo, recurso } = useRecursoAtual();
  return { modulo, ...useRecursoDoGrupo(recurso) };
}
