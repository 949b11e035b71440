import type { CreateParams, DataProvider, GetListParams, GetManyParams, GetOneParams, SortPayload, UpdateParams } from 'react-admin';
import type { Paginacao } from '@retaguarda/contrato/api/envelope';
import type { EventoHistorico, OpcaoRegistro, Registro } from '@retaguarda/contrato/recursos/esquemas';
import { camposCom, SITUACOES, type Recurso, type Situacao } from '@retaguarda/contrato/recursos/recurso';
import { caminhoDe, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { TIPOS_ARQUIVO_IMPORTACAO, type ImportacaoConcluida, type ResultadoImportacao } from '@retaguarda/contrato/recursos/planilha';
import { ehCampoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import { nomeDoArquivo } from '../../http/arquivoDaResposta';
import { request, requestJson } from '../../http';
import { lerArquivo } from '../../http/arquivo';

/**
 * The list's react-admin filter as the resource's query: `q` is the quick search, `situacao`
 * the active/inactive switch, every declared filter goes under `filtros`; empty values and keys
 * the declaration does not know are left out, so a stale URL never turns into a 400. A custom
 * field's filter (`cp_<id>`, the group's, not in the declaration) goes too: the server knows it.
 */
export function consultaDoFiltro(recurso: Recurso, filter: Record<string, unknown>) {
  const permitidos = new Set(camposCom(recurso, 'filtro'));
  const filtros: Record<string, unknown> = {};
  for (const [campo, valor] of Object.entries(filter)) {
    if (!(permitidos.has(campo) || ehCampoPersonalizado(campo)) || valor === undefined || valor === null || valor === '') continue;
    if (Array.isArray(valor) && valor.length === 0) continue;
    filtros[campo] = valor;
  }
  const busca = typeof filter.q === 'string' ? filter.q.trim() : '';
  const situacao = SITUACOES.includes(filter.situacao as Situacao) ? (filter.situacao as Situacao) : undefined;
  return {
    ...(busca ? { busca } : {}),
    ...(situacao ? { situacao } : {}),
    ...(Object.keys(filtros).length ? { filtros } : {}),
  };
}

/** The list's sort as the query's (the id, react-admin's default, is the declared sort's tiebreak: left out). */
function ordenacaoDe(sort: SortPayload | undefined) {
  const ordenar = sort?.field && sort.field !== 'id' ? sort.field : undefined;
  return {
    ...(ordenar ? { ordenar_por: ordenar } : {}),
    ...(sort?.order ? { ordem: sort.order === 'ASC' ? 'asc' : 'desc' } : {}),
  };
}

export interface PlanilhaExportada {
  blob: Blob;
  nomeArquivo: string;
}

/** The file of an import: its bytes and which kind it is (from its name). */
export interface ArquivoImportacao {
  bytes: Uint8Array;
  tipo: keyof typeof TIPOS_ARQUIVO_IMPORTACAO;
}

/** The fields an edit sends: the declared, writable ones and the group's custom ones (not id, titulos, instants). */
function camposDoFormulario(recurso: Recurso, dados: Record<string, unknown>): Record<string, unknown> {
  const corpo: Record<string, unknown> = {};
  for (const [nome, campo] of Object.entries(recurso.campos)) {
    if (!campo.somenteLeitura && nome in dados) corpo[nome] = dados[nome];
  }
  for (const nome of Object.keys(dados)) if (ehCampoPersonalizado(nome)) corpo[nome] = dados[nome];
  return corpo;
}

/** The data provider of one declared resource: react-admin's methods on the routes of rotasDoRecurso. */
export function provedorDoRecurso(recurso: Recurso) {
  const rotas = rotasDoRecurso(recurso);
  const metodos = {
    async getList(_resource: string, params: GetListParams) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const resposta = await requestJson<{ RES: Registro[]; PAG: Paginacao }>(rotas.consulta.caminho, {
        method: rotas.consulta.metodo,
        signal: params.signal,
        body: {
          page,
          limit: perPage,
          ...ordenacaoDe(params.sort),
          ...consultaDoFiltro(recurso, params.filter ?? {}),
        },
      });
      return { data: resposta.RES, total: resposta.PAG.total };
    },
    async getOne(_resource: string, params: GetOneParams) {
      const resposta = await requestJson<{ RES: Registro }>(caminhoDe(rotas.obter, { id: String(params.id) }), { signal: params.signal });
      return { data: resposta.RES };
    },
    /** The titles of the records a reference shows (id, titulo, ativo), not whole records. */
    async getMany(_resource: string, params: GetManyParams) {
      if (params.ids.length === 0) return { data: [] };
      const resposta = await requestJson<{ RES: OpcaoRegistro[] }>(`${rotas.opcoes.caminho}?ids=${params.ids.join(',')}`, { signal: params.signal });
      return { data: resposta.RES };
    },
    async create(_resource: string, params: CreateParams) {
      const resposta = await requestJson<{ RES: Registro }>(rotas.criar.caminho, {
        method: rotas.criar.metodo,
        body: camposDoFormulario(recurso, params.data as Record<string, unknown>),
      });
      return { data: resposta.RES };
    },
    async update(_resource: string, params: UpdateParams) {
      const anterior = params.previousData as Partial<Registro> | undefined;
      const dados = params.data as Record<string, unknown>;
      const resposta = await requestJson<{ RES: Registro }>(caminhoDe(rotas.editar, { id: String(params.id) }), {
        method: rotas.editar.metodo,
        body: { version: dados.version ?? anterior?.version, ...camposDoFormulario(recurso, dados) },
      });
      return { data: resposta.RES };
    },
    /** Not react-admin's: inactivates (or reactivates) one record at the version the screen holds. */
    async alterarSituacao(_resource: string, params: { id: number; version: number; ativo: boolean }) {
      const rota = params.ativo ? rotas.reativar : rotas.inativar;
      const resposta = await requestJson<{ RES: Registro }>(caminhoDe(rota, { id: params.id }), { method: rota.metodo, body: { version: params.version } });
      return { data: resposta.RES };
    },
    async historico(_resource: string, params: { id: number; signal?: AbortSignal }) {
      const resposta = await requestJson<{ RES: EventoHistorico[] }>(caminhoDe(rotas.historico, { id: params.id }), { signal: params.signal });
      return { data: resposta.RES };
    },
    /** The list's whole filtered set (its filters, search and sort) as the server's .xlsx. */
    async exportar(_resource: string, params: { filter: Record<string, unknown>; sort?: SortPayload; signal?: AbortSignal }): Promise<PlanilhaExportada> {
      const resposta = await request(rotas.exportar.caminho, {
        method: rotas.exportar.metodo,
        signal: params.signal,
        headers: { Accept: `${TIPOS_ARQUIVO_IMPORTACAO.xlsx}, application/json` },
        body: { ...ordenacaoDe(params.sort), ...consultaDoFiltro(recurso, params.filter) },
      });
      const blob = await lerArquivo(resposta, TIPOS_ARQUIVO_IMPORTACAO.xlsx, { signal: params.signal });
      return { blob, nomeArquivo: nomeDoArquivo(resposta.headers.get('Content-Disposition'), `${recurso.nome}.xlsx`) };
    },
    /** A spreadsheet sent to the import: `simular` checks only; otherwise all rows are created, or none (422). */
    async importar(_resource: string, params: ArquivoImportacao & { simular: boolean }): Promise<ResultadoImportacao | ImportacaoConcluida> {
      const resposta = await requestJson<{ RES: ResultadoImportacao | ImportacaoConcluida }>(`${rotas.importar.caminho}${params.simular ? '?simular=true' : ''}`, {
        method: rotas.importar.metodo,
        headers: { 'Content-Type': TIPOS_ARQUIVO_IMPORTACAO[params.tipo] },
        body: params.bytes,
      });
      return resposta.RES;
    },
    /** The autocomplete of a reference input: records whose title starts with what was typed. */
    async opcoes(_resource: string, params: { busca: string; signal?: AbortSignal }) {
      const busca = encodeURIComponent(params.busca.trim());
      const resposta = await requestJson<{ RES: OpcaoRegistro[] }>(`${rotas.opcoes.caminho}?busca=${busca}`, { signal: params.signal });
      return { data: resposta.RES };
    },
  };
  // react-admin types its methods generic over the record; these answer the resource's Registro.
  return {
    ...metodos,
    getList: metodos.getList as DataProvider['getList'],
    getOne: metodos.getOne as DataProvider['getOne'],
    getMany: metodos.getMany as DataProvider['getMany'],
    create: metodos.create as DataProvider['create'],
    update: metodos.update as DataProvider['update'],
  };
}

export type ProvedorDoRecurso = ReturnType<typeof provedorDoRecurso>;
