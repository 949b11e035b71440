/**
 * Custom fields: an admin adds fields to a
 * register from the panel, kept per seller group. A definition becomes an ordinary `Campo` of
 * the same types the declarations use (campoPersonalizado), merged into the resource
 * (recursoComPersonalizados), so the server's validation, filters, export and import and the
 * panel's list, forms and filters treat it as they treat a declared field. Its values live in
 * the record's JSON column `personalizados` (declared fields keep their typed columns).
 */
import { z } from 'zod/mini';
import type { ChildKey } from '../api/permissions';
import { TIPOS_CAMPO_SIMPLES, type Campo, type Opcao } from './campos';
import { chaveCabecalho } from './planilha';
import type { Recurso } from './recurso';

/** Who configures a register (its custom fields): a write key of the register and this one. */
export const CHAVE_CONFIGURAR_CADASTRO: ChildKey = 'cadastros_usuarios_do_sistema';

export const LIMITES_PERSONALIZADOS = {
  /** Active custom fields of one register in one group. */
  porCadastro: 30,
  rotulo: 60,
  opcoes: 50,
  rotuloOpcao: 60,
  /** A custom text keeps at most this (a long one, texto_longo's own 2,000). */
  texto: 200,
} as const;

/** The form section the custom fields go to. */
export const SECAO_PERSONALIZADOS = 'Campos personalizados';

/** A custom field's name in records, bodies and filters: `cp_<id>` (never a declared field's). */
export const nomeCampoPersonalizado = (id: number): string => `cp_${id}`;
export const ehCampoPersonalizado = (nome: string): boolean => /^cp_\d{1,15}$/.test(nome);

const rotulo = z.pipe(
  z.string({ error: 'Informe o nome do campo' }),
  z.transform((v: string) => v.trim().replace(/\s+/g, ' ')),
).check(
  z.minLength(1, { error: 'Informe o nome do campo' }),
  z.maxLength(LIMITES_PERSONALIZADOS.rotulo, { error: `O nome tem no máximo ${LIMITES_PERSONALIZADOS.rotulo} caracteres` }),
);

const opcoes = z
  .array(
    z.pipe(z.string({ error: 'Cada opção é um texto' }), z.transform((v: string) => v.trim())).check(
      z.minLength(1, { error: 'Opção vazia: apague-a ou dê um nome a ela' }),
      z.maxLength(LIMITES_PERSONALIZADOS.rotuloOpcao, { error: `Cada opção tem no máximo ${LIMITES_PERSONALIZADOS.rotuloOpcao} caracteres` }),
    ),
    { error: 'Informe as opções como uma lista' },
  )
  .check(
    z.maxLength(LIMITES_PERSONALIZADOS.opcoes, { error: `No máximo ${LIMITES_PERSONALIZADOS.opcoes} opções` }),
    z.refine((v: string[]) => new Set(v.map((o) => o.toLowerCase())).size === v.length, { error: 'Há opções repetidas' }),
  );

const TipoPersonalizado = z.enum(TIPOS_CAMPO_SIMPLES, { error: 'Tipo de campo desconhecido' });
export type TipoPersonalizado = z.infer<typeof TipoPersonalizado>;

const flags = {
  obrigatorio: z._default(z.boolean({ error: 'Informe sim ou não' }), false),
  /** Shown in the list by default (otherwise offered in the column chooser). */
  coluna: z._default(z.boolean({ error: 'Informe sim ou não' }), false),
  filtro: z._default(z.boolean({ error: 'Informe sim ou não' }), false),
};

const opcoesDaEscolha = (v: { tipo?: string; opcoes: string[] }) => v.tipo !== 'escolha' || v.opcoes.length > 0;
const MENSAGEM_SEM_OPCOES = { error: 'Uma lista de opções precisa de ao menos uma opção', path: ['opcoes'] };

/** POST body: a new field. The type is chosen once (a stored value keeps its type). */
export const CorpoCriarCampo = z
  .object({ rotulo, tipo: TipoPersonalizado, ...flags, opcoes: z._default(opcoes, []) })
  .check(z.refine(opcoesDaEscolha, MENSAGEM_SEM_OPCOES));
export type CorpoCriarCampo = z.output<typeof CorpoCriarCampo>;

/** PUT body: everything but the type, with the version read. */
export const CorpoEditarCampo = z.object({
  version: z.int({ error: 'Informe a versão do campo (recarregue a página)' }).check(z.positive({ error: 'Versão inválida' })),
  rotulo,
  ...flags,
  opcoes: z._default(opcoes, []),
});
export type CorpoEditarCampo = z.output<typeof CorpoEditarCampo>;

export const CorpoRemoverCampo = z.object({
  version: z.int({ error: 'Informe a versão do campo (recarregue a página)' }).check(z.positive({ error: 'Versão inválida' })),
});

export const CampoPersonalizado = z.object({
  id: z.int(),
  /** `cp_<id>`: the key of its value in records, bodies, filters and spreadsheets. */
  nome: z.string(),
  rotulo: z.string(),
  tipo: TipoPersonalizado,
  obrigatorio: z.boolean(),
  coluna: z.boolean(),
  filtro: z.boolean(),
  opcoes: z.array(z.string()),
  version: z.int(),
});
export type CampoPersonalizado = z.infer<typeof CampoPersonalizado>;

const opcoesDe = (lista: readonly string[]): Opcao[] => lista.map((o) => ({ valor: o, rotulo: o }));

/** A definition as the engine's field: same types, same validation, display, filter and cell. */
export function campoPersonalizado(def: Omit<CampoPersonalizado, 'id' | 'nome' | 'version'>): Campo {
  const comum = {
    rotulo: def.rotulo,
    obrigatorio: def.obrigatorio,
    coluna: def.coluna ? true : ('opcional' as const),
    filtro: def.filtro,
    secao: SECAO_PERSONALIZADOS,
    personalizado: true as const,
  };
  switch (def.tipo) {
    case 'texto':
      return { ...comum, tipo: 'texto', max: LIMITES_PERSONALIZADOS.texto };
    case 'texto_longo':
      return { ...comum, tipo: 'texto_longo' };
    case 'decimal':
      return { ...comum, tipo: 'decimal', casas: 2 };
    case 'escolha':
      return { ...comum, tipo: 'escolha', opcoes: opcoesDe(def.opcoes) };
    default:
      return { ...comum, tipo: def.tipo };
  }
}

/** The resource with the group's custom fields after the declared ones, in their own section. */
export function recursoComPersonalizados(recurso: Recurso, defs: readonly CampoPersonalizado[]): Recurso {
  if (defs.length === 0) return recurso;
  const campos: Record<string, Campo> = { ...recurso.campos };
  for (const def of defs) campos[def.nome] = campoPersonalizado(def);
  const secoes = recurso.secoes?.length ? recurso.secoes : ['Dados'];
  return { ...recurso, secoes: [...secoes, SECAO_PERSONALIZADOS], campos };
}

/** The custom fields of a resource (already merged). */
export const camposPersonalizadosDe = (recurso: Recurso): [string, Campo][] => Object.entries(recurso.campos).filter(([, c]) => c.personalizado === true);

/**
 * A label an admin may not take: one of the declared fields' or of the group's other custom
 * fields (compared as spreadsheet headers are, so the import always finds one column).
 */
export function rotuloEmUso(recurso: Recurso, outros: readonly Pick<CampoPersonalizado, 'id' | 'rotulo'>[], rotuloNovo: string, id: number | null): boolean {
  const chave = chaveCabecalho(rotuloNovo);
  return (
    Object.values(recurso.campos).some((c) => !c.personalizado && chaveCabecalho(c.rotulo) === chave) ||
    outros.some((o) => o.id !== id && chaveCabecalho(o.rotulo) === chave)
  );
}

export const MENSAGENS_PERSONALIZADOS = {
  limite: `Este cadastro já tem ${LIMITES_PERSONALIZADOS.porCadastro} campos personalizados, o máximo. Remova um antes de criar outro.`,
  rotuloEmUso: 'Já existe um campo com este nome neste cadastro. Escolha outro nome.',
  naoEncontrado: 'O campo personalizado não foi encontrado (talvez já tenha sido removido).',
  versaoMudou: 'Este campo foi alterado por outra pessoa depois que você abriu. Recarregue para ver a versão atual.',
  filtroDesconhecido: 'Filtro desconhecido',
  criado: 'Campo criado',
  salvo: 'Campo salvo',
  removido: 'Campo removido. Os valores já gravados ficam guardados.',
} as const;
