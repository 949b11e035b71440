/**
 * The routes every resource has, declared once: the server registers them, the panel's data
 * provider calls them and the tests' mocks match them, all through `rotasDoRecurso`.
 */
import type { PermissionKey } from '../api/permissions';
import type { Acesso } from '../modulos/acesso';
import type { Endpoint, EscopoEndpoint } from '../modulos/declaracao';
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

/** Whose records a register's routes reach, in the words of the endpoints' `escopo`. */
const ESCOPO_DO_RECURSO: Record<Recurso['escopo'], EscopoEndpoint> = { seller: 'loja', grupo: 'grupo', global: 'nenhum' };

/**
 * Who may open the options (a reference input's autocomplete): whoever reads the register, and
 * whoever may write one that refers to it, so an order's form finds clients even for a user who
 * cannot open the clients' register. Without the catalogue, only the readers.
 */
function acessoDasOpcoes(recurso: Pick<Recurso, 'nome' | 'permissoes'>, catalogo: Catalogo): Acesso {
  const quemRefere = Object.values(catalogo).filter((r) =>
    Object.values(r.campos).some((c) => (c.tipo === 'referencia' || c.tipo === 'referencias') && c.recurso === recurso.nome),
  );
  return { qualquer: [...new Set([...recurso.permissoes.ler, ...quemRefere.flatMap((r) => r.permissoes.escrever)])] };
}

type Catalogo = Readonly<Record<string, Recurso>>;

/**
 * CHAVE_CONFIGURAR_CADASTRO (personalizados.ts), written again because the panel's first chunk
 * reads this file and personalizados.ts would bring its schemas along; a unit test holds the two equal.
 */
export const CHAVE_ADMIN_CAMPOS = 'cadastros_usuarios_do_sistema' satisfies PermissionKey;

/**
 * `catalogo`: the registers served beside this one (the server's RECURSOS, or a test's), which
 * decide who may open the options; the routes' paths do not depend on it.
 */
export function rotasDoRecurso(
  recurso: Pick<Recurso, 'nome' | 'caminho' | 'caminhoConsulta' | 'permissoes' | 'escopo'>,
  catalogo: Catalogo = {},
): Record<AcaoRecurso, Endpoint> {
  const base = recurso.caminho;
  const escopo = ESCOPO_DO_RECURSO[recurso.escopo];
  const ler = { acesso: { qualquer: recurso.permissoes.ler }, escopo };
  // a read-only register (escrever: []) refuses every write: any one of no keys is nobody
  const escrever = { acesso: { qualquer: recurso.permissoes.escrever }, escopo };
  // a custom field is the group's, and only an admin of the register changes it
  const configurar = { acesso: { todas: [{ qualquer: recurso.permissoes.escrever }, CHAVE_ADMIN_CAMPOS] }, escopo: 'grupo' } as const;
  return {
    /** Body ConsultaRecurso → `{ RES: Registro[], PAG }`. */
    consulta: { metodo: 'PUT', caminho: recurso.caminhoConsulta ?? `${base}/consulta`, ...ler },
    /** `?busca=` or `?ids=1,2` → `{ RES: { id, titulo }[] }`: the reference inputs' autocomplete. */
    opcoes: { metodo: 'GET', caminho: `${base}/opcoes`, acesso: acessoDasOpcoes(recurso, catalogo), escopo },
    /** Body: the fields → 201 `{ RES: Registro }`. */
    criar: { metodo: 'POST', caminho: base, ...escrever },
    obter: { metodo: 'GET', caminho: `${base}/:id`, ...ler },
    /** Body: `version` and the fields that change → `{ RES: Registro }`; 409 when the version moved. */
    editar: { metodo: 'PUT', caminho: `${base}/:id`, ...escrever },
    /** Body `{ version }`: records others refer to are never deleted, only inactivated. */
    inativar: { metodo: 'POST', caminho: `${base}/:id/inativar`, ...escrever },
    reativar: { metodo: 'POST', caminho: `${base}/:id/reativar`, ...escrever },
    /** → `{ RES: EventoHistorico[] }`, newest first. */
    historico: { metodo: 'GET', caminho: `${base}/:id/historico`, ...ler },
    /** Body: the list's query (page and limit ignored) → the filtered set as a streamed .xlsx (planilha.ts). */
    exportar: { metodo: 'PUT', caminho: `${base}/xlsx`, ...ler, seguranca: ['exportacao', 'exportacao_documentos_completos'] },
    /**
     * Body: the file itself (text/csv or .xlsx content type). `?simular=true` → `{ RES: ResultadoImportacao }`;
     * otherwise all or nothing: `{ RES: { criados } }`, or 422 ImportacaoRecusada and nothing written.
     */
    importar: { metodo: 'POST', caminho: `${base}/importacao`, ...escrever },
    /** The group's custom fields (personalizados.ts) → `{ RES: CampoPersonalizado[] }`, for whoever reads the register. */
    campos: { metodo: 'GET', caminho: `${base}/campos-personalizados`, ...ler, escopo: 'grupo' },
    /**
     * Body CorpoCriarCampo → 201 `{ RES: CampoPersonalizado }`. This and the two below need a write key
     * of the register and `cadastros_usuarios_do_sistema` (an admin).
     */
    criarCampo: { metodo: 'POST', caminho: `${base}/campos-personalizados`, ...configurar, seguranca: ['campo_personalizado_criado'] },
    /** Body CorpoEditarCampo (the type never changes) → `{ RES: CampoPersonalizado }`. */
    editarCampo: { metodo: 'PUT', caminho: `${base}/campos-personalizados/:id`, ...configurar, seguranca: ['campo_personalizado_alterado'] },
    /** Body `{ version }`: hides the field; the values already stored are kept. */
    removerCampo: { metodo: 'POST', caminho: `${base}/campos-personalizados/:id/remover`, ...configurar, seguranca: ['campo_personalizado_removido'] },
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
