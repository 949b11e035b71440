import type { DataProvider } from 'react-admin';
import { baixar, chamar, type CanalApi } from '../http/canal';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { MODULES } from '../registro/modulos';
import { METODOS_DO_RECURSO } from '../motorCadastros/dados/metodosDoRecurso';
import type { ProvedorDoRecurso } from '../motorCadastros/dados/provedorDoRecurso';
import { resourceName } from '../registro/declaracoes';
import { pedidosDataProvider } from './pedidos';

type Metodo = (resource: string, params: unknown) => Promise<unknown>;

/**
 * A declared resource's provider, loaded on its first call: the engine's provider (with the custom
 * fields' and the spreadsheet's code) is not in the JavaScript of a screen that is not a register.
 */
function provedorSobDemanda(recurso: Recurso): Partial<DataProvider> {
  let provedor: Promise<ProvedorDoRecurso> | undefined;
  const carregar = () =>
    (provedor ??= import('../motorCadastros/dados/provedorDoRecurso').then(
      (m) => m.provedorDoRecurso(recurso),
      (erro: unknown) => {
        // a chunk that failed to arrive (a dropped connection) is asked for again by the next call
        provedor = undefined;
        throw erro;
      },
    ));
  const metodo = (nome: (typeof METODOS_DO_RECURSO)[number]): Metodo => async (resource, params) => ((await carregar())[nome] as Metodo)(resource, params);
  return Object.fromEntries(METODOS_DO_RECURSO.map((nome) => [nome, metodo(nome)]));
}

/**
 * The react-admin data provider: each resource (named by its route) delegates to its own piece;
 * a resource or method with no endpoint yet rejects with a clear message instead of a silent
 * empty list.
 */
const PROVEDORES: Record<string, Partial<DataProvider>> = {
  'vendas/gestao-pedidos': pedidosDataProvider,
  // Every module that declares a resource (the registers, and the modules to come) is served by it.
  ...Object.fromEntries(MODULES.flatMap((m) => (m.recurso ? [[resourceName(m), provedorSobDemanda(m.recurso)]] : []))),
};

const METODOS_PADRAO = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];

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

const delegados = Object.fromEntries([...METODOS_PADRAO, ...metodosExtras].map((m) => [m, delegar(m)])) as unknown as DataProvider;

/** The resources' methods plus the typed channel for every call that is not CRUD (react-admin's custom methods). */
export const dataProvider = { ...delegados, chamar, baixar } satisfies DataProvider & CanalApi;

/** What useDataProvider gives a screen (useCanal): the channel, and the engine's extras for the registers. */
export type ProvedorRetaguarda = typeof dataProvider & ProvedorDoRecurso;
