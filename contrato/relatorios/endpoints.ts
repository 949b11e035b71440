/**
 * A declared report's endpoints, from its declaration: the figures (JSON), the .xlsx and, for a
 * tabular report, the printable PDF; all PUT with the same body, guarded by the report's key. The
 * server registers them (server/modulos/relatorios), the panel calls them, and the tests' discovery
 * of the contract's endpoints finds them through the report's declaration.
 */
import { ARQUIVO } from '../api/rotas';
import { defineEndpoints, type Endpoint } from '../modulos/declaracao';
import type { Campo } from '../recursos/campos';
import type { Coluna } from './colunas';
import type { DeclaracaoRelatorio } from './declarar';
import { esquemaCorpoRelatorio, esquemaRespostaRelatorio } from './esquemas';

export const BASE_RELATORIOS = '/v2/relatorios';

export interface EndpointsDoRelatorio {
  /** PUT /v2/relatorios/<id>: the rows, totals and comparison (up to `limite` rows). */
  figuras: Endpoint;
  /** PUT /v2/relatorios/<id>/xlsx: the sheet, up to `limitePlanilha` rows. */
  xlsx: Endpoint;
  /** PUT /v2/relatorios/<id>/pdf: an A4 to print; only a `tabular` report has it. */
  pdf?: Endpoint;
}

/** One object per declaration, so the server, the panel and the tests hold the same endpoints. */
const feitos = new WeakMap<object, EndpointsDoRelatorio>();

export function endpointsDoRelatorio<F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(decl: DeclaracaoRelatorio<F, D, G>): EndpointsDoRelatorio {
  const pronto = feitos.get(decl);
  if (pronto) return pronto;
  const caminho = `${BASE_RELATORIOS}/${decl.id}`;
  const comum = { metodo: 'PUT', corpo: esquemaCorpoRelatorio(decl), acesso: { chave: decl.chave }, escopo: decl.escopo } as const;
  const endpoints = defineEndpoints({
    figuras: { ...comum, caminho, resposta: esquemaRespostaRelatorio(decl), resumo: decl.titulo },
    xlsx: { ...comum, caminho: `${caminho}/xlsx`, resposta: ARQUIVO, seguranca: ['exportacao'], resumo: `${decl.titulo}: planilha (.xlsx)` },
    ...(decl.tabular ? { pdf: { ...comum, caminho: `${caminho}/pdf`, resposta: ARQUIVO, seguranca: ['exportacao'], resumo: `${decl.titulo}: PDF para imprimir` } } : {}),
  });
  feitos.set(decl, endpoints);
  return endpoints;
}

/** The endpoints of a report, as a list (the figures first). */
export const listaDeEndpoints = <F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(decl: DeclaracaoRelatorio<F, D, G>): Endpoint[] => {
  const e = endpointsDoRelatorio(decl);
  return [e.figuras, e.xlsx, ...(e.pdf ? [e.pdf] : [])];
};
