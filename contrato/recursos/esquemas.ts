/**
 * The bodies and answers of a resource's routes, built from its declaration (and, on the server,
 * from the group's custom fields, passed as extra fields).
 */
import { z } from 'zod/mini';
import { listaUnica } from '../api/listas';
import { UFS_BR } from '../api/pedidoDetalhe';
import { zDataBR } from '../br/zod';
import type { Campo, TipoCampo } from './campos';
import { camposCom, camposEditaveis, PAGINA_RECURSO, SITUACOES, type Recurso } from './recurso';
import { esquemaCampo, esquemaValor } from './valores';

type Campos = Readonly<Record<string, Campo>>;
const todosOsCampos = (recurso: Recurso, extras: Campos = {}): Campos => ({ ...recurso.campos, ...extras });

/** POST body: every writable field, required ones enforced; unknown keys are dropped. */
export function esquemaCriacao(recurso: Recurso, extras: Campos = {}) {
  const formas: Record<string, z.ZodMiniType> = {};
  for (const [nome, campo] of camposEditaveis({ ...recurso, campos: todosOsCampos(recurso, extras) })) formas[nome] = esquemaCampo(campo);
  return z.object(formas);
}

export const versionRegistro = z
  .number({ error: 'Informe a versão do registro (recarregue a página)' })
  .check(z.int({ error: 'Versão inválida' }), z.positive({ error: 'Versão inválida' }));

/** PUT body: the version read, and only the fields that change (an absent key keeps its value). */
export function esquemaEdicao(recurso: Recurso, extras: Campos = {}) {
  const formas: Record<string, z.ZodMiniType> = { version: versionRegistro };
  for (const [nome, campo] of camposEditaveis({ ...recurso, campos: todosOsCampos(recurso, extras) })) formas[nome] = z.optional(esquemaCampo(campo));
  return z.object(formas);
}

export const CorpoSituacao = z.object({ version: versionRegistro });
export type CorpoSituacao = z.infer<typeof CorpoSituacao>;

export const IdRegistroParams = z.object({
  id: z.coerce.number({ error: 'Registro inválido' }).check(z.int({ error: 'Registro inválido' }), z.positive({ error: 'Registro inválido' })),
});

const intervaloNumerico = z.object({ de: z.optional(z.number()), ate: z.optional(z.number()) });
const intervaloDatas = z.object({ de: z.optional(zDataBR), ate: z.optional(zDataBR) });

/** What a filter of each type carries: a text contains, a code equals, a number or date is a range, a choice is a set. */
const FILTRO_POR_TIPO: Record<TipoCampo, (campo: Campo) => z.ZodMiniType> = {
  texto: () => z.string().check(z.maxLength(100)),
  texto_longo: () => z.string().check(z.maxLength(100)),
  email: () => z.string().check(z.maxLength(254)),
  telefone: esquemaValor,
  cpf: esquemaValor,
  cnpj: esquemaValor,
  cpf_cnpj: esquemaValor,
  cep: esquemaValor,
  gtin: esquemaValor,
  ncm: esquemaValor,
  endereco: () => z.object({ uf: z.optional(listaUnica(z.enum(UFS_BR), UFS_BR.length, 'UF')), cidade: z.optional(z.string().check(z.maxLength(60))) }),
  dinheiro: () => intervaloNumerico,
  decimal: () => intervaloNumerico,
  inteiro: () => intervaloNumerico,
  percentual: () => intervaloNumerico,
  data: () => intervaloDatas,
  data_hora: () => intervaloDatas,
  booleano: () => z.boolean(),
  escolha: (c) => listaUnica(z.enum(c.tipo === 'escolha' ? (c.opcoes.map((o) => o.valor) as [string, ...string[]]) : ['']), 100, c.rotulo),
  referencia: (c) => listaUnica(z.int().check(z.positive()), 500, c.rotulo),
  referencias: (c) => listaUnica(z.int().check(z.positive()), 500, c.rotulo),
  uf: (c) => listaUnica(z.enum(UFS_BR), UFS_BR.length, c.rotulo),
};

export const esquemaFiltro = (campo: Campo): z.ZodMiniType => FILTRO_POR_TIPO[campo.tipo](campo);

/** PUT <consulta> body. Absent keys: page 1, 25 per page, the declared sort, active records only. */
export function esquemaConsulta(recurso: Recurso, extras: Campos = {}) {
  const campos = todosOsCampos(recurso, extras);
  const comFiltro = { ...recurso, campos };
  const filtros: Record<string, z.ZodMiniType> = {};
  for (const nome of camposCom(comFiltro, 'filtro')) filtros[nome] = z.optional(esquemaFiltro(campos[nome]));
  const ordenaveis = ['id', ...camposCom(comFiltro, 'ordenavel')] as [string, ...string[]];
  return z.object({
    page: z._default(z.int({ error: 'Página inválida' }).check(z.minimum(1, { error: 'A página começa em 1' })), 1),
    limit: z._default(
      z.int({ error: 'Limite inválido' }).check(
        z.minimum(1, { error: 'O limite mínimo é 1' }),
        z.maximum(PAGINA_RECURSO.maximo, { error: `O limite máximo é ${PAGINA_RECURSO.maximo}` }),
      ),
      PAGINA_RECURSO.padrao,
    ),
    busca: z.optional(z.string().check(z.maxLength(100, { error: 'A busca tem no máximo 100 caracteres' }))),
    ordenar_por: z.optional(z.enum(ordenaveis, { error: 'Ordenação desconhecida' })),
    ordem: z.optional(z.enum(['asc', 'desc'], { error: "A ordem deve ser 'asc' ou 'desc'" })),
    situacao: z._default(z.enum(SITUACOES, { error: 'Situação desconhecida: use ativos, inativos ou todos' }), 'ativos'),
    filtros: z.optional(z.strictObject(filtros, { error: 'Filtro desconhecido' })),
  });
}
export type ConsultaRecurso = z.output<ReturnType<typeof esquemaConsulta>>;

/**
 * One record as the API answers it: id, the active flag, the version to send back, the instants
 * (ISO with the São Paulo offset), every field, and the titles of the records it refers to.
 */
export const RegistroBase = z.looseObject({
  id: z.int(),
  ativo: z.boolean(),
  version: z.int(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** `{ fornecedor: 'Tecidos Sul Ltda' }`, `{ produtos: ['Camiseta P', 'Camiseta M'] }`: what a reference shows. */
  titulos: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
});
export type Registro = z.infer<typeof RegistroBase> & Record<string, unknown>;

/** `detalhe`: what tells apart options of the same title (the declaration's `detalhe`), when it has any. */
export const OpcaoRegistro = z.object({ id: z.int(), titulo: z.string(), detalhe: z.optional(z.string()), ativo: z.boolean() });
export type OpcaoRegistro = z.infer<typeof OpcaoRegistro>;
export const OpcoesQuery = z.object({
  busca: z.optional(z.string().check(z.maxLength(100))),
  /** Comma-separated ids, to show the titles of values already chosen. */
  ids: z.optional(z.string().check(z.maxLength(2000), z.regex(/^\d+(,\d+)*$/, { error: 'Ids inválidos' }))),
});

export const ACOES_HISTORICO = ['criacao', 'edicao', 'inativacao', 'reativacao', 'importacao'] as const;
export const AlteracaoCampo = z.object({
  campo: z.string(),
  rotulo: z.string(),
  /** The values as the record page shows them ('R$ 1.234,56', '01/02/2026'); null when empty. */
  antes: z.nullable(z.string()),
  depois: z.nullable(z.string()),
});
export const EventoHistorico = z.object({
  id: z.int(),
  /** ISO 8601 with the São Paulo offset. */
  data: z.string(),
  usuario: z.nullable(z.object({ id: z.int(), nome: z.string() })),
  acao: z.enum(ACOES_HISTORICO),
  alteracoes: z.array(AlteracaoCampo),
});
export type EventoHistorico = z.infer<typeof EventoHistorico>;

/** 409 of a create or edit: the message, and the fields whose value another record already has. */
export const ErroConflito = z.object({ RES: z.string(), campos: z.optional(z.array(z.string())) });
export type ErroConflito = z.infer<typeof ErroConflito>;
