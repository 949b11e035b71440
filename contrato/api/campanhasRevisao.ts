/**
 * Access review campaigns: an administrator opens a review of a store (or of the
 * whole seller group); every active user's access, as it stood at the opening, is confirmed or
 * revoked by a reviewer with a note; the concluded review is the record an auditor receives
 * (XLSX and PDF). Key torre_de_controle_revisao_e_gestao_de_acessos, like the matrix.
 */
import { z } from 'zod/mini';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { idParam, idPositivo } from './ids';
import { ARQUIVO } from './arquivo';
import { CHAVE_REVISAO_ACESSOS, SINAIS_REVISAO } from './revisaoAcessos';

export const DECISOES_REVISAO = ['pendente', 'confirmado', 'revogado'] as const;
export type DecisaoRevisao = (typeof DECISOES_REVISAO)[number];
export const ROTULOS_DECISAO: Record<DecisaoRevisao, string> = { pendente: 'Pendente', confirmado: 'Confirmado', revogado: 'Revogado' };

export const LIMITES_CAMPANHA = {
  /** Campaigns per page of the list, newest first. */
  lista: 50,
  nota: 500,
  /** Users one review may hold; a larger group is reviewed store by store. */
  usuarios: 1000,
} as const;

/** The scope's name when the review covers every store of the group. */
export const ESCOPO_GRUPO = 'Todas as lojas do grupo';

export const MENSAGENS_CAMPANHA = {
  naoEncontrada: 'Revisão não encontrada',
  itemNaoEncontrado: 'Este acesso não faz parte da revisão',
  jaAberta: 'Já existe uma revisão em andamento para este escopo: conclua-a antes de abrir outra',
  semUsuarios: 'Não há usuários ativos neste escopo para revisar',
  usuariosDemais: (n: number) => `O escopo tem ${n} usuários ativos; uma revisão cobre até ${LIMITES_CAMPANHA.usuarios}. Abra uma revisão por loja.`,
  concluida: 'Esta revisão já foi concluída: nada mais pode ser decidido nela',
  jaDecidido: 'Este acesso já foi decidido (talvez por outra pessoa agora mesmo). Atualize a página.',
  notaObrigatoria: 'Explique na nota por que o acesso é revogado',
  pendentes: (n: number) => (n === 1 ? 'Falta decidir 1 acesso antes de concluir' : `Faltam decidir ${n} acessos antes de concluir`),
  naoConcluida: 'A revisão só pode ser exportada depois de concluída',
  proprioRevogado: 'Você não pode revogar o seu próprio acesso: peça a outra pessoa que revise o seu',
  acessoEncerrado: 'O acesso desta pessoa foi encerrado depois que a revisão foi aberta: registre-o como revogado, com uma nota',
} as const;


export const AbrirCampanhaBody = z.object({
  /** The store under review; null: every store of the caller's group. */
  id_seller: z.nullable(idPositivo('Escolha a loja')),
});
export type AbrirCampanhaBody = z.infer<typeof AbrirCampanhaBody>;

export const DecidirAcessoBody = z
  .object({
    decisao: z.enum(['confirmado', 'revogado'], { error: 'Escolha confirmar ou revogar o acesso' }),
    nota: z._default(z.string().check(z.trim(), z.maxLength(LIMITES_CAMPANHA.nota, { error: `Nota longa demais (até ${LIMITES_CAMPANHA.nota} caracteres)` })), ''),
  })
  .check(
    z.refine((b) => b.decisao !== 'revogado' || b.nota.length >= 3, { error: MENSAGENS_CAMPANHA.notaObrigatoria, path: ['nota'] }),
  );
export type DecidirAcessoBody = z.input<typeof DecidirAcessoBody>;

export const CampanhaIdParams = z.object({ id: idParam('Revisão inválida') });
export const ItemCampanhaParams = z.object({ id: idParam('Revisão inválida'), item: idParam('Acesso inválido') });

/** One user's access as it stood when the review opened, and what the reviewer decided. */
export const ItemCampanha = z.object({
  id: z.number(),
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  nome_seller: z.string(),
  nome_perfil: z.nullable(z.string()),
  /** The keys the user held at the opening (profile ∪ extras). */
  chaves: z.array(z.string()),
  /** The matrix's signs at the opening. */
  sinais: z.array(z.enum(SINAIS_REVISAO)),
  decisao: z.enum(DECISOES_REVISAO),
  nota: z.nullable(z.string()),
  /** The reviewer's e-mail; null while pending. */
  decidido_por: z.nullable(z.string()),
  /** The reviewer decided on their own access (allowed to confirm, marked in the record for the auditor). */
  autoavaliacao: z.boolean(),
  /** ISO 8601 (São Paulo); null while pending. */
  decidido_em: z.nullable(z.string()),
});
export type ItemCampanha = z.infer<typeof ItemCampanha>;

export const CampanhaResumo = z.object({
  id: z.number(),
  id_seller: z.nullable(z.number()),
  /** The store's name at the opening, or ESCOPO_GRUPO. */
  escopo: z.string(),
  aberta_por: z.string(),
  aberta_em: z.string(),
  concluida_por: z.nullable(z.string()),
  concluida_em: z.nullable(z.string()),
  total: z.number(),
  confirmados: z.number(),
  revogados: z.number(),
  pendentes: z.number(),
});
export type CampanhaResumo = z.infer<typeof CampanhaResumo>;

/** A page of the list, newest first: `antes` is the last id of the page before (none: the newest). */
export const ListaCampanhasBody = z.object({ antes: z.optional(idPositivo('Revisão inválida')) });
export type ListaCampanhasBody = z.infer<typeof ListaCampanhasBody>;
export const ListaCampanhas = z.object({ campanhas: z.array(CampanhaResumo), mais: z.boolean() });
export type ListaCampanhas = z.infer<typeof ListaCampanhas>;

export const CampanhaDetalhe = z.extend(CampanhaResumo, { itens: z.array(ItemCampanha) });
export type CampanhaDetalhe = z.infer<typeof CampanhaDetalhe>;

const base = '/v1/revisao-acessos/campanhas';
export const ROTAS_CAMPANHAS_REVISAO = defineEndpoints({
  /** The group's reviews, newest first, LIMITES_CAMPANHA.lista at a time; `mais`: older ones remain. */
  lista: { metodo: 'PUT', caminho: base, corpo: ListaCampanhasBody, resposta: envelope(ListaCampanhas), acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  /** Opens a review of the scope's active users → 201; 409 while one is open for the same scope. */
  abrir: { metodo: 'POST', caminho: base, corpo: AbrirCampanhaBody, resposta: envelope(CampanhaDetalhe), seguranca: ['revisao_acessos_aberta'], acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  obter: { metodo: 'GET', caminho: `${base}/:id`, parametros: CampanhaIdParams, resposta: envelope(CampanhaDetalhe), acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  /** Confirms or revokes one access; revoking inactivates the user and ends their sessions at once. */
  decidir: { metodo: 'POST', caminho: `${base}/:id/itens/:item`, parametros: ItemCampanhaParams, corpo: DecidirAcessoBody, resposta: envelope(CampanhaDetalhe), seguranca: ['revisao_acesso_confirmado', 'revisao_acesso_revogado', 'usuario_inativado'], acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  /** Closes the review once nothing is pending; the record is then final. */
  concluir: { metodo: 'POST', caminho: `${base}/:id/concluir`, parametros: CampanhaIdParams, resposta: envelope(CampanhaDetalhe), seguranca: ['revisao_acessos_concluida'], acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  /** The concluded review as a spreadsheet, for the auditor. */
  xlsx: { metodo: 'GET', caminho: `${base}/:id/xlsx`, parametros: CampanhaIdParams, resposta: ARQUIVO, seguranca: ['exportacao'], acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
  /** The concluded review as a PDF, for the auditor. */
  pdf: { metodo: 'GET', caminho: `${base}/:id/pdf`, parametros: CampanhaIdParams, resposta: ARQUIVO, seguranca: ['exportacao'], acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
});
