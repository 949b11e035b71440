import { telaSobDemanda } from '../../modulos/telaSobDemanda';

/**
 * The generated screens of a declared resource, one file each, shared by every module that
 * declares one: each reads its resource from the module being shown (useRecursoAtual).
 */
/** The path, under a register's module, of 'Configurações do cadastro'. */
export const ROTA_CONFIGURACOES = 'configuracoes';

export const TELAS_RECURSO = {
  list: telaSobDemanda(() => import('./ListaRecurso')),
  show: telaSobDemanda(() => import('./MostrarRecurso')),
  create: telaSobDemanda(() => import('./CriarRecurso')),
  edit: telaSobDemanda(() => import('./EditarRecurso')),
  /** 'Configurações do cadastro' (the custom fields), at <module>/configuracoes. */
  configuracoes: telaSobDemanda(() => import('./ConfiguracoesRecurso')),
};
