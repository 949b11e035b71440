import { telaSobDemanda } from '../../resources/telaSobDemanda';

/**
 * The generated screens of a declared resource, one file each, shared by every module that
 * declares one: each reads its resource from the module being shown (useRecursoAtual).
 */
export const TELAS_RECURSO = {
  list: telaSobDemanda(() => import('./ListaRecurso')),
  show: telaSobDemanda(() => import('./MostrarRecurso')),
  create: telaSobDemanda(() => import('./CriarRecurso')),
  edit: telaSobDemanda(() => import('./EditarRecurso')),
};
