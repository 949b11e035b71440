/**
 * Saved views of the declared reports: a user names a report's body (period, comparison,
 * grouping, filters) to open it again, for themselves or shared with their seller group. Only the
 * owner renames, re-shares or removes a view; an admin (the users' key) holding the report's key
 * may remove a shared one. Each view is checked against its report's body schema when saved, and
 * the list says which no longer fit the report (`problema`).
 */
import { z } from 'zod/mini';
import { CHAVE_CONFIGURAR_CADASTRO } from '../recursos/personalizados';
import { envelope } from './envelope';
import { listaLimitada } from './listas';
import { defineEndpoints } from '../modulos/declaracao';

export const LIMITES_RELATORIOS_SALVOS = {
  /** Views one user may keep, over every report. */
  porUsuario: 100,
  nome: 80,
  /** The most views one list answers (own plus shared). */
  lista: 300,
} as const;

/** Who may remove another user's shared view, besides holding the report's key. */
export const CHAVE_ADMIN_RELATORIOS_SALVOS = CHAVE_CONFIGURAR_CADASTRO;

export const MENSAGENS_RELATORIOS_SALVOS = {
  nomeVazio: 'Dê um nome à consulta',
  nomeLongo: `O nome tem no máximo ${LIMITES_RELATORIOS_SALVOS.nome} caracteres`,
  relatorioDesconhecido: 'Relatório desconhecido',
  corpoInvalido: (motivo: string) => `A consulta não vale para este relatório: ${motivo}`,
  limite: `Você já tem ${LIMITES_RELATORIOS_SALVOS.porUsuario} consultas salvas: remova alguma para salvar outra`,
  nomeRepetido: 'Você já tem uma consulta com esse nome neste relatório',
  naoEncontrado: 'Consulta salva não encontrada',
  soDono: 'Só quem salvou a consulta pode alterá-la',
  soDonoOuAdmin: 'Só quem salvou a consulta, ou um administrador, pode removê-la',
  versaoDesatualizada: 'A consulta foi alterada por outra pessoa ou aba: recarregue-a',
} as const;

const nome = z.pipe(
  z.pipe(z.string({ error: MENSAGENS_RELATORIOS_SALVOS.nomeVazio }), z.transform((s) => s.trim())),
  z.string().check(z.minLength(1, { error: MENSAGENS_RELATORIOS_SALVOS.nomeVazio }), z.maxLength(LIMITES_RELATORIOS_SALVOS.nome, { error: MENSAGENS_RELATORIOS_SALVOS.nomeLongo })),
);
/** The report's body as its route takes it; checked against the report's own schema on the server. */
const corpo = z.record(z.string(), z.unknown(), { error: 'Envie o corpo da consulta do relatório (periodo, comparacao, por, filtros)' });
const idRelatorio = z.string({ error: MENSAGENS_RELATORIOS_SALVOS.relatorioDesconhecido }).check(z.minLength(1), z.maxLength(120));

export const NovoRelatorioSalvo = z.object({
  /** The report's id: 'vendas.por-periodo'. */
  relatorio: idRelatorio,
  nome,
  corpo,
  compartilhado: z._default(z.boolean({ error: 'compartilhado é sim ou não' }), false),
});
export type NovoRelatorioSalvo = z.input<typeof NovoRelatorioSalvo>;

/** Any of the fields, with the version read (409 when someone changed it meanwhile). */
export const EdicaoRelatorioSalvo = z.object({
  version: z.int({ error: 'Envie a versão lida (version)' }),
  nome: z.optional(nome),
  corpo: z.optional(corpo),
  compartilhado: z.optional(z.boolean({ error: 'compartilhado é sim ou não' })),
});
export type EdicaoRelatorioSalvo = z.input<typeof EdicaoRelatorioSalvo>;

export const ConsultaRelatoriosSalvos = z.object({
  /** Only this report's views; absent, every report the user may open. */
  relatorio: z.optional(idRelatorio),
});

export const IdRelatorioSalvo = z.object({ id: z.coerce.number({ error: 'Consulta inválida' }).check(z.int(), z.positive()) });

export const RelatorioSalvo = z.object({
  id: z.int(),
  relatorio: z.string(),
  nome: z.string(),
  corpo: z.record(z.string(), z.unknown()),
  compartilhado: z.boolean(),
  /** The caller saved it (may rename, re-share, remove). */
  proprio: z.boolean(),
  /** Who saved it: their name. */
  autor: z.string(),
  /** Why the view no longer fits its report (a filter removed, a period too long), in Portuguese; null when it fits. */
  problema: z.nullable(z.string()),
  version: z.int(),
  /** ISO 8601 with the São Paulo offset. */
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type RelatorioSalvo = z.infer<typeof RelatorioSalvo>;

const base = '/v2/relatorios-salvos';

export const ROTAS_RELATORIOS_SALVOS = defineEndpoints({
  /** The caller's views and those shared in their group, of the reports whose key they hold; newest first. */
  lista: { metodo: 'PUT', caminho: `${base}/consulta`, corpo: ConsultaRelatoriosSalvos, resposta: envelope(listaLimitada(RelatorioSalvo, LIMITES_RELATORIOS_SALVOS.lista)), acesso: 'sessao', escopo: 'grupo', resumo: 'Consultas salvas de relatórios' },
  /** 403 without the report's key, 400 naming `corpo` when the body does not fit the report. */
  criar: { metodo: 'POST', caminho: base, corpo: NovoRelatorioSalvo, resposta: envelope(RelatorioSalvo), acesso: 'sessao', escopo: 'grupo', resumo: 'Salvar uma consulta de relatório' },
  /** Rename, re-share or replace the body: the owner only. */
  editar: { metodo: 'PUT', caminho: `${base}/:id`, parametros: IdRelatorioSalvo, corpo: EdicaoRelatorioSalvo, resposta: envelope(RelatorioSalvo), acesso: 'sessao', escopo: 'grupo', resumo: 'Alterar uma consulta salva' },
  /** The owner, or an admin holding the report's key for a shared one. */
  remover: { metodo: 'POST', caminho: `${base}/:id/remover`, parametros: IdRelatorioSalvo, resposta: envelope(z.object({ id: z.int() })), acesso: 'sessao', escopo: 'grupo', resumo: 'Remover uma consulta salva' },
});
