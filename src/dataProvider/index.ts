import type { DataProvider } from 'react-admin';
import { MODULES } from '../modules';
import { provedorDoRecurso } from '../recursos/dados/provedorDoRecurso';
import { resourceName } from '../resources/defineModule';
import { pedidosDataProvider } from './pedidos';

/**
 * The react-admin data provider: each resource (named by its route) delegates to its own piece;
 * a resource or method with no endpoint yet rejects with a clear message instead of a silent
 * empty list.
 */
const PROVEDORES: Record<string, Partial<DataProvider>> = {
  'vendas/gestao-pedidos': pedidosDataProvider,
  // Every module that declares a resource (the registers, and the modules to come) is served by it.
  ...Object.fromEntries(MODULES.flatMap((m) => (m.recurso ? [[resourceName(m), provedorDoRecurso(m.recurso)]] : []))),
};

const METODOS_PADRAO = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];

type Metodo = (resource: string, params: unknown) => Promise<unknown>;

export function mensagemSemEndpoint(metodo: string, resource: string): string {
  return `Esta tela ainda não tem integração com o servidor (${metodo} em ${resource}).`;
}

function delegar(metodo: string): Metodo {
  return (resource, params) => {
    const alvo = PROVEDORES[resource]?.[metodo as keyof DataProvider] as Metodo | undefined;
    return alvo ? alvo(resource, params) : Promise.reject(new Error(mensagemSemEndpoint(metodo, resource)));
  };
}

// Custom methods a piece adds (e.g. an action that is not CRUD) are reachable through useDataProvider too.
const metodosExtras = Object.values(PROVEDORES).flatMap((p) => Object.keys(p)).filter((m) => !METODOS_PADRAO.includes(m));

export const dataProvider = Object.fromEntries(
  [...METODOS_PADRAO, ...metodosExtras].map((m) => [m, delegar(m)]),
) as unknown as DataProvider;
