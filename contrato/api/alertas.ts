/**
 * The exceptions inbox (/dashboard/alertas-notificacoes-criticas): the group's alerts, raised and
 * closed by the server's evaluation of the rules (contrato/alertas/regras.ts), and what a person
 * does with one: acknowledge, snooze, assign, set a deadline, resolve. Every change names the
 * version it saw (409 when someone changed the alert first). The rules' thresholds are the group's;
 * an administrator (the module's key and 'Usuários do sistema') edits them.
 */
import { z } from 'zod/mini';
import { IDS_REGRAS, SEVERIDADES } from '../alertas/regras';
import { defineEndpoints } from '../modulos/declaracao';
import { envelope, Paginacao } from './envelope';
import { idParam } from './ids';
import { FiltroDoNumero } from './inicio';
import { listaLimitada, listaUnica } from './listas';
import type { ChildKey } from './permissions';

export const CHAVE_ALERTAS = 'dashboard_alertas_e_notificacoes_criticas' satisfies ChildKey;

export const ESTADOS_ALERTA = ['aberto', 'reconhecido', 'adiado', 'resolvido'] as const;
export type EstadoAlerta = (typeof ESTADOS_ALERTA)[number];
export const ROTULOS_ESTADO: Readonly<Record<EstadoAlerta, string>> = { aberto: 'Aberto', reconhecido: 'Reconhecido', adiado: 'Adiado', resolvido: 'Resolvido' };

export const LIMITES_ALERTAS = {
  porPagina: 50,
  paginas: 1000,
  /** A snooze ends at most this far ahead. */
  adiarMaxMs: 7 * 24 * 60 * 60 * 1000,
  /** A deadline is at most this far ahead. */
  prazoMaxMs: 366 * 24 * 60 * 60 * 1000,
  nota: 500,
  historico: 200,
  responsaveis: 500,
} as const;

export const MENSAGENS_ALERTAS = {
  naoEncontrado: 'Alerta não encontrado.',
  versao: 'Este alerta foi alterado por outra pessoa (ou pela avaliação automática) depois que você abriu. Recarregue para ver a versão atual.',
  resolvido: 'Este alerta já está resolvido.',
  responsavelInvalido: 'Responsável: escolha um usuário do seu grupo com acesso aos alertas.',
  regraVersao: 'Esta regra foi alterada por outra pessoa depois que você abriu. Recarregue para ver a versão atual.',
  regraNaoEncontrada: 'Regra de alerta não encontrada.',
} as const;

const versao = z.number({ error: 'Versão: informe a versão que você viu' }).check(z.int({ error: 'Versão: informe um número inteiro' }), z.positive({ error: 'Versão: informe um número positivo' }));

/** An instant with its offset, as the panel sends it (ISO 8601). */
const instante = (rotulo: string) =>
  z.string({ error: `${rotulo}: informe data e hora` }).check(
    z.maxLength(40, { error: `${rotulo}: data e hora inválidas` }),
    z.refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && Number.isFinite(Date.parse(v)), { error: `${rotulo}: data e hora inválidas` }),
  );

export const FiltroAlertas = z.object({
  estado: z.optional(listaUnica(z.enum(ESTADOS_ALERTA, { error: 'Estado: aberto, reconhecido, adiado ou resolvido' }), ESTADOS_ALERTA.length, 'Estado')),
  severidade: z.optional(listaUnica(z.enum(SEVERIDADES, { error: 'Severidade: crítica, alta ou média' }), SEVERIDADES.length, 'Severidade')),
  regra: z.optional(listaUnica(z.enum(IDS_REGRAS, { error: 'Regra: regra de alerta desconhecida' }), IDS_REGRAS.length, 'Regra')),
  page: z._default(z.number({ error: 'Página: informe um número' }).check(z.int({ error: 'Página: informe um número inteiro' }), z.minimum(1, { error: 'Página: a partir de 1' }), z.maximum(LIMITES_ALERTAS.paginas, { error: `Página: até ${LIMITES_ALERTAS.paginas}` })), 1),
  limit: z._default(z.number({ error: 'Por página: informe um número' }).check(z.int({ error: 'Por página: informe um número inteiro' }), z.minimum(1, { error: 'Por página: a partir de 1' }), z.maximum(LIMITES_ALERTAS.porPagina, { error: `Por página: até ${LIMITES_ALERTAS.porPagina}` })), 20),
});
export type FiltroAlertas = z.input<typeof FiltroAlertas>;

/** The states an inbox shows when no state is chosen: everything not resolved. */
export const ESTADOS_PENDENTES: readonly EstadoAlerta[] = ['aberto', 'reconhecido', 'adiado'];

/** Where an alert leads: the filtered order list, one order, or a product's stock. */
export const LinkAlerta = z.object({
  pedidos: z.optional(FiltroDoNumero),
  id_pedido: z.optional(z.int()),
  estoque: z.optional(z.object({ id_produto: z.int(), id_seller: z.int(), produto: z.string() })),
});
export type LinkAlerta = z.infer<typeof LinkAlerta>;

const Pessoa = z.object({ id: z.int(), nome: z.string() });

export const Alerta = z.object({
  id: z.int(),
  regra: z.enum(IDS_REGRAS),
  titulo: z.string(),
  detalhe: z.string(),
  severidade: z.enum(SEVERIDADES),
  estado: z.enum(ESTADOS_ALERTA),
  responsavel: z.nullable(Pessoa),
  /** ISO 8601 with the São Paulo offset. */
  prazo: z.nullable(z.string()),
  adiado_ate: z.nullable(z.string()),
  aberto_em: z.string(),
  fechado_em: z.nullable(z.string()),
  version: z.int(),
  link: LinkAlerta,
});
export type Alerta = z.infer<typeof Alerta>;

export const ListaAlertas = z.object({ RES: listaLimitada(Alerta, LIMITES_ALERTAS.porPagina), PAG: Paginacao });
export type ListaAlertas = z.infer<typeof ListaAlertas>;

const contagem = z.int().check(z.nonnegative());
/** The bell: alerts not resolved, those of them nobody acknowledged (nor snoozed), and these by severity. */
export const ContagemAlertas = z.object({
  abertos: contagem,
  nao_reconhecidos: contagem,
  por_severidade: z.object({ critica: contagem, alta: contagem, media: contagem }),
});
export type ContagemAlertas = z.infer<typeof ContagemAlertas>;

export const AlertaIdParams = z.object({ id: idParam('Alerta inválido') });

export const ComVersao = z.object({ version: versao });
export const AdiarBody = z.object({ version: versao, ate: instante('Adiar até') });
export const ResponsavelBody = z.object({ version: versao, id_usuario: z.nullable(z.number({ error: 'Responsável: escolha um usuário' }).check(z.int({ error: 'Responsável: escolha um usuário' }), z.positive({ error: 'Responsável: escolha um usuário' }))) });
export const PrazoBody = z.object({ version: versao, prazo: z.nullable(instante('Prazo')) });
export const ResolverBody = z.object({
  version: versao,
  nota: z.string({ error: 'Nota: diga como foi resolvido' }).check(
    z.trim(),
    z.minLength(1, { error: 'Nota: diga como foi resolvido' }),
    z.maxLength(LIMITES_ALERTAS.nota, { error: `Nota: no máximo ${LIMITES_ALERTAS.nota} caracteres` }),
  ),
});

export const ACOES_HISTORICO = ['aberto', 'reconhecido', 'adiado', 'adiamento_encerrado', 'responsavel', 'prazo', 'resolvido', 'fechado_automaticamente', 'email_enviado'] as const;
export const ItemHistorico = z.object({
  em: z.string(),
  acao: z.enum(ACOES_HISTORICO),
  /** What happened, in Portuguese ('Adiado até 08/12/2026 08:00'). */
  descricao: z.string(),
  /** Who did it; null for the automatic evaluation. */
  usuario: z.nullable(z.string()),
});
export type ItemHistorico = z.infer<typeof ItemHistorico>;

export const RegraDoGrupo = z.object({
  regra: z.enum(IDS_REGRAS),
  ativa: z.boolean(),
  severidade: z.enum(SEVERIDADES),
  email: z.boolean(),
  parametros: z.record(z.string(), z.number()),
  /** 1 while the group runs the declared defaults (no row yet). */
  version: z.int(),
});
export type RegraDoGrupo = z.infer<typeof RegraDoGrupo>;

export const RegraIdParams = z.object({ regra: z.enum(IDS_REGRAS, { error: 'Regra: regra de alerta desconhecida' }) });
export const RegraBody = z.object({
  version: versao,
  ativa: z.boolean({ error: 'Ativa: sim ou não' }),
  severidade: z.enum(SEVERIDADES, { error: 'Severidade: crítica, alta ou média' }),
  email: z.boolean({ error: 'E-mail: sim ou não' }),
  // each value is checked against the rule's declared bounds by the server, which names the parameter
  parametros: z.record(z.string().check(z.maxLength(60)), z.number({ error: 'Parâmetros: informe números' })),
});
export type RegraBody = z.infer<typeof RegraBody>;

const acesso = { chave: CHAVE_ALERTAS } as const;
const admin = { todas: [CHAVE_ALERTAS, 'cadastros_usuarios_do_sistema'] } as const;
const alterado = envelope(Alerta);

export const ROTAS_ALERTAS = defineEndpoints({
  lista: { metodo: 'PUT', caminho: '/v2/alertas/lista', corpo: FiltroAlertas, resposta: ListaAlertas, acesso, escopo: 'grupo', resumo: 'Alertas do grupo, os mais graves e recentes primeiro' },
  contagem: { metodo: 'GET', caminho: '/v2/alertas/contagem', resposta: envelope(ContagemAlertas), acesso, escopo: 'grupo', resumo: 'Contagem do sino: alertas abertos e não reconhecidos, por severidade' },
  reconhecer: { metodo: 'POST', caminho: '/v2/alertas/:id/reconhecer', parametros: AlertaIdParams, corpo: ComVersao, resposta: alterado, acesso, escopo: 'grupo', resumo: 'Reconhece um alerta' },
  adiar: { metodo: 'POST', caminho: '/v2/alertas/:id/adiar', parametros: AlertaIdParams, corpo: AdiarBody, resposta: alterado, acesso, escopo: 'grupo', resumo: 'Adia um alerta até um instante (no máximo 7 dias)' },
  responsavel: { metodo: 'POST', caminho: '/v2/alertas/:id/responsavel', parametros: AlertaIdParams, corpo: ResponsavelBody, resposta: alterado, acesso, escopo: 'grupo', resumo: 'Atribui (ou retira) o responsável de um alerta' },
  prazo: { metodo: 'POST', caminho: '/v2/alertas/:id/prazo', parametros: AlertaIdParams, corpo: PrazoBody, resposta: alterado, acesso, escopo: 'grupo', resumo: 'Define (ou retira) o prazo de um alerta' },
  resolver: { metodo: 'POST', caminho: '/v2/alertas/:id/resolver', parametros: AlertaIdParams, corpo: ResolverBody, resposta: alterado, acesso, escopo: 'grupo', resumo: 'Resolve um alerta, com uma nota' },
  historico: { metodo: 'GET', caminho: '/v2/alertas/:id/historico', parametros: AlertaIdParams, resposta: envelope(listaLimitada(ItemHistorico, LIMITES_ALERTAS.historico)), acesso, escopo: 'grupo', resumo: 'Histórico de um alerta' },
  responsaveis: { metodo: 'GET', caminho: '/v2/alertas/responsaveis', resposta: envelope(listaLimitada(Pessoa, LIMITES_ALERTAS.responsaveis)), acesso, escopo: 'grupo', resumo: 'Usuários do grupo que podem ser responsáveis por um alerta' },
  regras: { metodo: 'GET', caminho: '/v2/alertas/regras', resposta: envelope(listaLimitada(RegraDoGrupo, IDS_REGRAS.length)), acesso, escopo: 'grupo', resumo: 'Regras de alerta com os limites do grupo' },
  alterarRegra: { metodo: 'PUT', caminho: '/v2/alertas/regras/:regra', parametros: RegraIdParams, corpo: RegraBody, resposta: envelope(RegraDoGrupo), acesso: admin, escopo: 'grupo', resumo: 'Altera uma regra de alerta do grupo (administrador)' },
});
