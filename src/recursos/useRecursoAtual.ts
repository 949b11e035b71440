import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useModuloAtual } from '../layout/ModuloAtual';
import type { ModuleDefinition } from '../resources/defineModule';

/** The module on screen and its declared resource; the generated screens are only mounted for such modules. */
export function useRecursoAtual(): { modulo: ModuleDefinition; recurso: Recurso } {
  const modulo = useModuloAtual();
  if (!modulo?.recurso) throw new Error('Tela de cadastro fora de um módulo com recurso declarado');
  return { modulo, recurso: modulo.recurso };
}
