/**
 * The routes every resource has, declared once: the server registers them, the panel's data
 * provider calls them and the tests' mocks match them, all through `rotasDoRecurso`.
 */
import type { Recurso } from './recurso';

export type Metodo = 'GET' | 'POST' | 'PUT';
export interface Rota {
  metodo: Metodo;
  /** Fastify's syntax: `:id` is the record's id. */
  caminho: string;
}

/** Every action here is a route the server registers for every resource. */
export const ACOES_RECURSO = [
  'consulta',
  'opcoes',
  'criar',
  'obter',
  'editar',
  'inativar',
  'reativar',
  'historico',
  'exportar',
  'importar',
  'campos',
  'criarCampo',
  'editarCampo',
  'removerCampo',
] as const;
export type AcaoRecurso = (typeof ACOES_RECURSO)[number];

export function rotasDoRecurso(recurso: Pick<Recurso, 'caminho' | 'caminhoConsulta'>): Record<AcaoRecurso, Rota> {
  const base = recurso.caminho;
  return {
    /** Body ConsultaRecurso → `{ RES: Registro[], PAG }`. */
    consulta: { metodo: 'PUT', caminho: recurso.caminhoConsulta ?? `${base}/consulta` },
    /** `?busca=` or `?ids=1,2` → `{ RES: { id, titulo }[] }`: the reference inputs' autocomplete. */
    opcoes: { metodo: 'GET', caminho: `${base}/opcoes` },
    /** Body: the fields → 201 `{ RES: Registro }`. */
    criar: { metodo: 'POST', caminho: base },
    obter: { metodo: 'GET', caminho: `${base}/:id` },
    /** Body: `version` and the fields that change → `{ RES: Registro }`; 409 when the version moved. */
    editar: { metodo: 'PUT', caminho: `${base}/:id` },
    /** Body `{ version }`: records others refer to are never deleted, only inactivated. */
    inativar: { metodo: 'POST', caminho: `${base}/:id/inativar` },
    reativar: { metodo: 'POST', caminho: `${base}/:id/reativar` },
    /** → `{ RES: EventoHistorico[] }`, newest first. */
    historico: { metodo: 'GET', caminho: `${base}/:id/historico` },
    /** Body: the list's query (page and limit ignored) → the filtered set as a streamed .xlsx (planilha.ts). */
    exportar: { metodo: 'PUT', caminho: `${base}/xlsx` },
    /**
     * Body: the file itself (text/csv or .xlsx content type). `?simular=true` → `{ RES: ResultadoImportacao }`;
     * otherwise all or nothing: `{ RES: { criados } }`, or 422 ImportacaoRecusada and nothing written.
     */
    importar: { metodo: 'POST', caminho: `${base}/importacao` },
    /** The group's custom fields (personalizados.ts) → `{ RES: CampoPersonalizado[] }`, for whoever reads the register. */
    campos: { metodo: 'GET', caminho: `${base}/campos-personalizados` },
    /**
     * Body CorpoCriarCampo → 201 `{ RES: CampoPersonalizado }`. This and the two below need a write key
     * of the register and `cadastros_usuarios_do_sistema` (an admin).
     */
    criarCampo: { metodo: 'POST', caminho: `${base}/campos-personalizados` },
    /** Body CorpoEditarCampo (the type never changes) → `{ RES: CampoPersonalizado }`. */
    editarCampo: { metodo: 'PUT', caminho: `${base}/campos-personalizados/:id` },
    /** Body `{ version }`: hides the field; the values already stored are kept. */
    removerCampo: { metodo: 'POST', caminho: `${base}/campos-personalizados/:id/remover` },
  };
}

/** A route's path with its parameters filled: caminhoDe(rota, { id: 7 }) → '/v2/logins/7'. */
export function caminhoDe(rota: Rota, parametros: Record<string, string | number> = {}): string {
  return rota.caminho.replace(/:(\w+)/g, (_, nome: string) => {
    const valor = parametros[nome];
    if (valor === undefined) throw new Error(`Parâmetro ${nome} ausente em ${rota.caminho}`);
    return encodeURIComponent(String(valor));
  });
}
