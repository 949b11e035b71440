/**
 * A declared report's endpoints, from its declaration: the figures (JSON), the .xlsx and, for a
 * tabular report, the printable PDF; all PUT with the same body, guarded by the report's key. The
 * server registers them (server/modulos/relatorios), the panel calls them, and the tests' discovery
 * of the contract's endpoints finds them through the report's declaration.
 */
import { z } from 'zod/mini';
import { envelope } from '../api/envelope';
import { ARQUIVO } from '../api/rotas';
import { defineEndpoints, type Endpoint } from '../modulos/declaracao';
import type { Campo } from '../recursos/campos';
import { OpcaoRegistro } from '../recursos/esquemas';
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
  /**
   * PUT /v2/relatorios/<id>/opcoes: the options of a filter that names records of a register (the
   * stores), for whoever reads the report, in the caller's group: a dashboard-only user chooses
   * stores without a key of the register. Only a report with such a filter has it.
   */
  opcoes?: Endpoint;
}

/** The filters whose values are records of a register (the stores' filter, a product's). */
export const filtrosDeReferencia = (filtros: Readonly<Record<string, Campo>>): string[] =>
  Object.entries(filtros)
    .filter(([, c]) => c.tipo === 'referencia' || c.tipo === 'referencias')
    .map(([nome]) => nome);

/** Most options one answer holds, as a register's own options route (OPCOES_MAXIMO on the server). */
export const OPCOES_RELATORIO_MAXIMO = 20;

/** The body of a report's options: which filter, and the text typed or the ids already chosen (their titles). */
export const corpoOpcoesRelatorio = (filtros: readonly [string, ...string[]]) =>
  z.object({
    filtro: z.enum(filtros, { error: `Filtro sem opções: use ${filtros.join(', ')}` }),
    busca: z.optional(z.string().check(z.maxLength(100))),
    ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(OPCOES_RELATORIO_MAXIMO))),
  });
export type CorpoOpcoesRelatorio = z.infer<ReturnType<typeof corpoOpcoesRelatorio>>;

export const RespostaOpcoesRelatorio = envelope(z.array(OpcaoRegistro));

/** One object per declaration, so the server, the panel and the tests hold the same endpoints. */
const feitos = new WeakMap<object, EndpointsDoRelatorio>();

export function endpointsDoRelatorio<F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(decl: DeclaracaoRelatorio<F, D, G>): EndpointsDoRelatorio {
  const pronto = feitos.get(decl);
  if (pronto) return pronto;
  const caminho = `${BASE_RELATORIOS}/${decl.id}`;
  const comum = { metodo: 'PUT', corpo: esquemaCorpoRelatorio(decl), acesso: { chave: decl.chave }, escopo: decl.escopo } as const;
  const [primeiro, ...outros] = filtrosDeReferencia(decl.filtros);
  const endpoints = defineEndpoints({
    figuras: { ...comum, caminho, resposta: esquemaRespostaRelatorio(decl), resumo: decl.titulo },
    xlsx: { ...comum, caminho: `${caminho}/xlsx`, resposta: ARQUIVO, seguranca: ['exportacao'], resumo: `${decl.titulo}: planilha (.xlsx)` },
    ...(decl.tabular ? { pdf: { ...comum, caminho: `${caminho}/pdf`, resposta: ARQUIVO, seguranca: ['exportacao'], resumo: `${decl.titulo}: PDF para imprimir` } } : {}),
    ...(primeiro !== undefined
      ? {
          opcoes: {
            ...comum,
            caminho: `${caminho}/opcoes`,
            corpo: corpoOpcoesRelatorio([primeiro, ...outros]),
            resposta: RespostaOpcoesRelatorio,
            // the records of a register are the group's, whichever stores the report reads
            escopo: 'grupo',
            resumo: `${decl.titulo}: opções dos filtros`,
          },
        }
      : {}),
  });
  feitos.set(decl, endpoints);
  return endpoints;
}

/** The endpoints of a report's figures and files, as a list (the figures first); the filters' options apart. */
export const listaDeEndpoints = <F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(decl: DeclaracaoRelatorio<F, D, G>): Endpoint[] => {
  const e = endpointsDoRelatorio(decl);
  return [e.figuras, e.xlsx, ...(e.pdf ? [e.pdf] : [])];
};
