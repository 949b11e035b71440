/**
 * Dashboards a user composes from saved report views: their own, or a profile's (every user of the
 * profile sees it; only an admin, holding the users' key, creates and edits it). Each widget is a
 * saved view pinned with its kind (a KPI of a total column, a line, bars or a pie over the view's
 * grouping, a ranking table) and its place. Pinning needs the report's key, and so does reading a
 * widget: a viewer without it gets the widget as 'sem_acesso', never the view's body.
 */
import { z } from 'zod/mini';
import { CHAVE_USUARIOS } from './usuarios';
import { envelope } from './envelope';
import { listaLimitada } from './listas';
import { defineEndpoints } from '../modulos/declaracao';

export const LIMITES_PAINEIS_PESSOAIS = {
  /** Dashboards one user keeps (their own, not their profile's). */
  porUsuario: 20,
  /** Dashboards one profile has. */
  porPerfil: 20,
  widgetsPorPainel: 24,
  nome: 60,
  titulo: 80,
  /** Columns a line, bars or ranking widget shows. */
  colunas: 6,
  /** The most dashboards a list answers (own plus the profile's). */
  lista: 40,
} as const;

/** Who creates and edits a profile's dashboards. */
export const CHAVE_ADMIN_PAINEIS = CHAVE_USUARIOS;

export const TIPOS_WIDGET_PESSOAL = {
  kpi: 'Indicador (KPI)',
  linha: 'Linha',
  barras: 'Barras',
  pizza: 'Pizza',
  ranking: 'Ranking (tabela)',
} as const;
export type TipoWidgetPessoal = keyof typeof TIPOS_WIDGET_PESSOAL;
const TIPOS = Object.keys(TIPOS_WIDGET_PESSOAL) as [TipoWidgetPessoal, ...TipoWidgetPessoal[]];

export const LARGURAS_WIDGET = [3, 4, 6, 8, 12] as const;
export type LarguraWidget = (typeof LARGURAS_WIDGET)[number];

export const MENSAGENS_PAINEIS_PESSOAIS = {
  nomeVazio: 'Dê um nome ao painel',
  nomeLongo: `O nome tem no máximo ${LIMITES_PAINEIS_PESSOAIS.nome} caracteres`,
  tituloLongo: `O título tem no máximo ${LIMITES_PAINEIS_PESSOAIS.titulo} caracteres`,
  limiteUsuario: `Você já tem ${LIMITES_PAINEIS_PESSOAIS.porUsuario} painéis: remova algum para criar outro`,
  limitePerfil: `Este perfil já tem ${LIMITES_PAINEIS_PESSOAIS.porPerfil} painéis: remova algum para criar outro`,
  limiteWidgets: `O painel já tem ${LIMITES_PAINEIS_PESSOAIS.widgetsPorPainel} widgets: desafixe algum para fixar outro`,
  naoEncontrado: 'Painel não encontrado',
  widgetNaoEncontrado: 'Widget não encontrado neste painel',
  perfilNaoEncontrado: 'Perfil não encontrado',
  soAdminPerfil: 'Só um administrador de usuários cria ou altera os painéis de um perfil',
  somenteLeitura: 'Este painel é do seu perfil: só um administrador o altera',
  consultaNaoEncontrada: 'Consulta salva não encontrada',
  consultaNaoCompartilhada: 'Compartilhe a consulta com o grupo antes de fixá-la no painel de um perfil',
  semChaveRelatorio: 'Você não tem acesso ao relatório desta consulta',
  relatorioDesconhecido: 'O relatório desta consulta não existe mais',
  versaoDesatualizada: 'O painel foi alterado por outra pessoa ou aba: recarregue-o',
} as const;

const nome = z.pipe(
  z.pipe(z.string({ error: MENSAGENS_PAINEIS_PESSOAIS.nomeVazio }), z.transform((s) => s.trim())),
  z.string().check(z.minLength(1, { error: MENSAGENS_PAINEIS_PESSOAIS.nomeVazio }), z.maxLength(LIMITES_PAINEIS_PESSOAIS.nome, { error: MENSAGENS_PAINEIS_PESSOAIS.nomeLongo })),
);
const titulo = z.pipe(
  z.pipe(z.string({ error: 'O título é um texto' }), z.transform((s) => s.trim())),
  z.string().check(z.maxLength(LIMITES_PAINEIS_PESSOAIS.titulo, { error: MENSAGENS_PAINEIS_PESSOAIS.tituloLongo })),
);
const versao = z.int({ error: 'Envie a versão lida do painel (version)' });
const largura = z.union(LARGURAS_WIDGET.map((l) => z.literal(l)), { error: `A largura é uma de ${LARGURAS_WIDGET.join(', ')} colunas` });
const idPositivo = (mensagem: string) => z.coerce.number({ error: mensagem }).check(z.int({ error: mensagem }), z.positive({ error: mensagem }));

export const NovoPainelPessoal = z.object({
  nome,
  /** A profile's dashboard (admins only); absent: the caller's own. */
  id_perfil: z.optional(z.int({ error: 'Perfil inválido' }).check(z.positive({ error: 'Perfil inválido' }))),
});
export type NovoPainelPessoal = z.input<typeof NovoPainelPessoal>;

export const RenomearPainelPessoal = z.object({ version: versao, nome });
export const VersaoPainelPessoal = z.object({ version: versao });

export const FixarWidget = z.object({
  version: versao,
  /** The saved view (relatorios-salvos) pinned. */
  id_salvo: z.int({ error: 'Escolha a consulta salva' }).check(z.positive({ error: 'Escolha a consulta salva' })),
  tipo: z.enum(TIPOS, { error: `O tipo é um de: ${TIPOS.join(', ')}` }),
  /** kpi: one total column; pizza: one number column; linha/barras: number columns; ranking: any columns. */
  colunas: z.array(z.string({ error: 'Cada coluna é o nome de uma coluna do relatório' })).check(
    z.minLength(1, { error: 'Escolha ao menos uma coluna' }),
    z.maxLength(LIMITES_PAINEIS_PESSOAIS.colunas, { error: `No máximo ${LIMITES_PAINEIS_PESSOAIS.colunas} colunas` }),
  ),
  /** Empty: the saved view's name. */
  titulo: z.optional(titulo),
  largura: z._default(largura, 4),
});
export type FixarWidget = z.input<typeof FixarWidget>;

export const MoverWidget = z.object({
  version: versao,
  /** The place in the dashboard, from 0; the others shift. */
  posicao: z.optional(z.int({ error: 'A posição é um número' }).check(z.nonnegative({ error: 'A posição é um número' }))),
  largura: z.optional(largura),
});
export type MoverWidget = z.input<typeof MoverWidget>;

export const IdPainelPessoal = z.object({ id: idPositivo('Painel inválido') });
export const IdWidgetPessoal = z.object({ id: idPositivo('Painel inválido'), id_widget: idPositivo('Widget inválido') });

export const WidgetPessoal = z.object({
  id: z.int(),
  id_salvo: z.int(),
  tipo: z.enum(TIPOS),
  colunas: z.array(z.string()),
  titulo: z.string(),
  posicao: z.int(),
  largura: z.int(),
  /** 'ok': `relatorio` and `corpo` say what to ask; otherwise both are null and the panel says why. */
  estado: z.enum(['ok', 'sem_acesso', 'consulta_removida']),
  relatorio: z.nullable(z.string()),
  corpo: z.nullable(z.record(z.string(), z.unknown())),
});
export type WidgetPessoal = z.infer<typeof WidgetPessoal>;

export const PainelPessoal = z.object({
  id: z.int(),
  nome: z.string(),
  /** 'usuario': the caller's own; 'perfil': their profile's (or, for an admin, any profile's they manage). */
  dono: z.enum(['usuario', 'perfil']),
  /** The profile's name for a profile's dashboard. */
  perfil: z.nullable(z.string()),
  id_perfil: z.nullable(z.int()),
  /** The caller may rename, pin to, move in and remove it. */
  editavel: z.boolean(),
  version: z.int(),
  widgets: listaLimitada(WidgetPessoal, LIMITES_PAINEIS_PESSOAIS.widgetsPorPainel),
  atualizado_em: z.string(),
});
export type PainelPessoal = z.infer<typeof PainelPessoal>;

const base = '/v2/paineis-pessoais';

export const ROTAS_PAINEIS_PESSOAIS = defineEndpoints({
  /** The caller's dashboards and their profile's; an admin also gets every profile's of the group. */
  lista: { metodo: 'GET', caminho: base, resposta: envelope(listaLimitada(PainelPessoal, LIMITES_PAINEIS_PESSOAIS.lista * 2)), acesso: 'sessao', escopo: 'grupo', resumo: 'Painéis pessoais e do perfil' },
  obter: { metodo: 'GET', caminho: `${base}/:id`, parametros: IdPainelPessoal, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Um painel pessoal com seus widgets' },
  /** 201; a profile's (id_perfil) only by an admin. */
  criar: { metodo: 'POST', caminho: base, corpo: NovoPainelPessoal, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Criar um painel' },
  renomear: { metodo: 'PUT', caminho: `${base}/:id`, parametros: IdPainelPessoal, corpo: RenomearPainelPessoal, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Renomear um painel' },
  remover: { metodo: 'POST', caminho: `${base}/:id/remover`, parametros: IdPainelPessoal, corpo: VersaoPainelPessoal, resposta: envelope(z.object({ id: z.int() })), acesso: 'sessao', escopo: 'grupo', resumo: 'Remover um painel' },
  /** 400 naming `colunas` or `tipo` when the kind does not fit the report; 403 without the report's key. */
  fixar: { metodo: 'POST', caminho: `${base}/:id/widgets`, parametros: IdPainelPessoal, corpo: FixarWidget, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Fixar uma consulta salva no painel' },
  mover: { metodo: 'PUT', caminho: `${base}/:id/widgets/:id_widget`, parametros: IdWidgetPessoal, corpo: MoverWidget, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Mover ou redimensionar um widget' },
  desafixar: { metodo: 'POST', caminho: `${base}/:id/widgets/:id_widget/remover`, parametros: IdWidgetPessoal, corpo: VersaoPainelPessoal, resposta: envelope(PainelPessoal), acesso: 'sessao', escopo: 'grupo', resumo: 'Desafixar um widget' },
});
