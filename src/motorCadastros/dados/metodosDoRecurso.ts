import type { ProvedorDoRecurso } from './provedorDoRecurso';

/**
 * Every method of a resource's data provider, by name: the app's data provider answers them from
 * the start and loads the provider itself on the first call (see src/dataProvider/index.ts).
 */
export const METODOS_DO_RECURSO = [
  'getList',
  'getOne',
  'getMany',
  'create',
  'update',
  'alterarSituacao',
  'historico',
  'exportar',
  'importar',
  'opcoes',
] as const satisfies readonly (keyof ProvedorDoRecurso)[];

// A method added to provedorDoRecurso and not listed here fails to compile.
type NaoListado = Exclude<keyof ProvedorDoRecurso, (typeof METODOS_DO_RECURSO)[number]>;
export const TODOS_LISTADOS: [NaoListado] extends [never] ? true : NaoListado = true;
