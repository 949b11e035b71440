/**
 * The access review, /torre-controle/revisoes-gestao-acessos: who in the caller's
 * seller group can open what, with the signs an auditor looks for. Key
 * torre_de_controle_revisao_e_gestao_de_acessos.
 */
import { z } from 'zod/mini';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { AREAS, ROTULOS_AREAS, type Area, type ChildKey } from './permissions';
import { UsuarioDaLista } from './usuarios';

export const CHAVE_REVISAO_ACESSOS: ChildKey = 'torre_de_controle_revisao_e_gestao_de_acessos';

/** A sign-in older than this is flagged. */
export const DIAS_SEM_ACESSO = 90;
/** At most this many users in the matrix, and this many recent events. */
export const LIMITES_REVISAO = { usuarios: 1000, eventos: 100 } as const;

export const SINAIS_REVISAO = ['nunca_entrou', 'sem_acesso_90_dias', 'chaves_alem_do_perfil', 'inativo_com_sessao'] as const;
export type SinalRevisao = (typeof SINAIS_REVISAO)[number];
export const ROTULOS_SINAIS: Record<SinalRevisao, string> = {
  nunca_entrou: 'Nunca entrou',
  sem_acesso_90_dias: `Sem acesso há mais de ${DIAS_SEM_ACESSO} dias`,
  chaves_alem_do_perfil: 'Permissões além do perfil',
  inativo_com_sessao: 'Inativo com sessão aberta',
};

/** Screens of the area the keys open: the area's parent key and each child key held (none without the parent). */
export const telasDaArea = (chaves: readonly string[], area: Area): number =>
  chaves.includes(AREAS[area].parent) ? AREAS[area].children.filter((c) => chaves.includes(c)).length : 0;

/** The areas the keys open, each as 'Vendas 3/5' (screens held of the area's), in the menu's order. */
export const resumoDasTelas = (chaves: readonly string[]): string[] =>
  (Object.keys(AREAS) as Area[]).flatMap((a) => {
    const n = telasDaArea(chaves, a);
    return n === 0 ? [] : [`${ROTULOS_AREAS[a]} ${n}/${AREAS[a].children.length}`];
  });

/** A profile as the review shows it: its name, or 'Sem perfil'. */
export const perfilExibido = (nome: string | null): string => nome ?? 'Sem perfil';

/** The screens a set of keys opens, in one line ('Vendas 5/5 · Estoque 2/4'), or 'Nenhuma tela'. */
export const telasExibidas = (chaves: readonly string[]): string => resumoDasTelas(chaves).join(' · ') || 'Nenhuma tela';

/** A user as the users register lists them, less the extras, plus what the review derives. */
export const LinhaRevisao = z.extend(z.omit(UsuarioDaLista, { chaves_extras: true }), {
  /** Keys the user holds that their profile does not give. */
  chaves_alem_do_perfil: z.array(z.string()),
  sinais: z.array(z.enum(SINAIS_REVISAO)),
});
export type LinhaRevisao = z.infer<typeof LinhaRevisao>;

export const EventoAcesso = z.object({
  id: z.number(),
  tipo: z.string(),
  em: z.string(),
  /** Who made the change. */
  email: z.nullable(z.string()),
  /** Whose access (e-mail) or which profile (name) changed. */
  alvo: z.nullable(z.string()),
});
export type EventoAcesso = z.infer<typeof EventoAcesso>;

export const MatrizAcessos = z.object({ usuarios: z.array(LinhaRevisao), eventos: z.array(EventoAcesso) });
export type MatrizAcessos = z.infer<typeof MatrizAcessos>;

export const ROTAS_REVISAO_ACESSOS = defineEndpoints({
  /** Every user of the group (active or not) × keys, with the signs; the latest access changes. */
  matriz: { metodo: 'GET', caminho: '/v1/revisao-acessos/matriz', resposta: envelope(MatrizAcessos), acesso: { chave: CHAVE_REVISAO_ACESSOS }, escopo: 'grupo' },
});
