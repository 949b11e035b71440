/**
 * A module declared once, as data: its menu entry and its endpoints, each endpoint with who may
 * call it and whose data it reaches. Server, panel and tests read the same declaration; no React,
 * no MUI and no schema at run time here, so the panel's first chunk can read every module's menu.
 */
import type { TipoEventoSeguranca } from '../api/eventosSeguranca';
import type { Area, ChildKey } from '../api/permissions';
import type { RotaApi } from '../api/rotas';
import type { Acesso } from './acesso';

/** Whose data the call reaches; the server's queries enforce it. */
export type EscopoEndpoint = 'grupo' | 'loja' | 'proprio' | 'nenhum';

export interface Endpoint extends RotaApi {
  acesso: Acesso;
  escopo: EscopoEndpoint;
  /** The OpenAPI summary: one line, in Portuguese. */
  resumo?: string;
  /**
   * The security-log events a call may write, besides a refused call's (the guard writes that for
   * every endpoint). The server refuses, outside production, an event not declared here.
   */
  seguranca?: readonly TipoEventoSeguranca[];
}
export type Endpoints = Readonly<Record<string, Endpoint>>;

export interface ModuloDeclarado {
  /** The declaration's path under contrato/modulos, e.g. 'estoque/gestao-estoque'. */
  nome: string;
  /** 'sistema': session, account, home and the other modules with no menu area. */
  area: Area | 'sistema';
  /** Absent: no menu entry. */
  menu?: {
    rota: `/${string}`;
    rotulo: string;
    /** A name the panel maps to its icon component, so the contract stays free of MUI. */
    icone: string;
    /** The module's key; the menu keeps the order of the area's keys in AREAS. */
    chave: ChildKey;
  };
  /** A register module: the name of its register in contrato/recursos, whose generated screens the panel mounts. */
  recurso?: string;
}

export const defineModulo = <const M extends ModuloDeclarado>(modulo: M): M => modulo;

export const defineEndpoints = <const E extends Endpoints>(endpoints: E): E => endpoints;
