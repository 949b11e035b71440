import { ROTAS_SEGURANCA } from '@retaguarda/contrato/api/seguranca';
import { TZDate } from '@date-fns/tz';
import { z } from 'zod/mini';
import { Paginacao } from '@retaguarda/contrato/api/envelope';
import { isDataBR, parseDataBR, TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { isoSP } from '../../../http/iso-sp';
import { TIPOS_EVENTO_SEGURANCA } from '../seguranca/log';

export const LIMITE_MAX_EVENTOS = 200;

const dataBR = z.string().check(z.refine(isDataBR, { error: 'Data inválida: use DD/MM/AAAA' }));
/** Query strings carry text: page and limit are whole numbers written in decimal. */
const inteiro = (padrao: number, min: number, max: number, rotulo: string) =>
  z._default(
    z.string().check(
      z.regex(/^\d{1,6}$/, { error: `${rotulo}: informe um número inteiro` }),
      z.refine((v) => Number(v) >= min && Number(v) <= max, { error: `${rotulo}: de ${min} a ${max}` }),
    ),
    String(padrao),
  );

export const FiltroEventos = z
  .object({
    de: z.optional(dataBR),
    ate: z.optional(dataBR),
    tipo: z.optional(z.enum(TIPOS_EVENTO_SEGURANCA, { error: 'Tipo de evento desconhecido' })),
    email: z.optional(z.string().check(z.maxLength(254, { error: 'E-mail longo demais' }))),
    page: inteiro(1, 1, 100_000, 'Página'),
    limit: inteiro(50, 1, LIMITE_MAX_EVENTOS, 'Limite'),
  })
  .check(
    z.refine((f) => !f.de || !f.ate || diaOrdenavel(f.ate) >= diaOrdenavel(f.de), { error: 'A data final é anterior à inicial', path: ['ate'] }),
  );

function diaOrdenavel(valor: string): number {
  const d = parseDataBR(valor);
  return d ? d.ano * 10000 + d.mes * 100 + d.dia : NaN;
}

/** Midnight in São Paulo of a DD/MM/AAAA day, plus `dias` days. */
function inicioDoDia(valor: string, dias = 0): number {
  const d = parseDataBR(valor);
  if (!d) throw new Error(`data já validada: ${valor}`);
  return new TZDate(d.ano, d.mes - 1, d.dia + dias, TZ_NEGOCIO).getTime();
}

export const EventoSegurancaResposta = z.object({
  id: z.int(),
  tipo: z.string(),
  em: z.string(),
  id_usuario: z.nullable(z.int()),
  email: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  detalhe: z.nullable(z.record(z.string(), z.unknown())),
});
export type EventoSegurancaResposta = z.infer<typeof EventoSegurancaResposta>;

/** Server-side like FiltroEventos: the panel has no screen for the log yet, so contrato/api has no contract for it. */
export const EventosResposta = z.object({ RES: z.array(EventoSegurancaResposta), PAG: Paginacao });

/**
 * GET /v1/seguranca/eventos: the security log, newest first, for access reviewers, limited to
 * the users of the caller's seller group (and failed sign-ins typed with one of their e-mails).
 */
export function rotasSeguranca(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;

  app.route({
    ...rotaDoContrato(ROTAS_SEGURANCA.eventos, { querystring: FiltroEventos, response: { 200: EventosResposta } }),
    handler: async (req) => {
      const f = req.query;
      const page = Number(f.page);
      const limit = Number(f.limit);
      const usuariosDoGrupo = db.selectFrom('users').where('id_seller', 'in', usuarioDe(req).id_sellers_mesmo_grupo);
      let consulta = db
        .selectFrom('security_events as e')
        .where((w) =>
          w.or([
            w('e.user_id', 'in', usuariosDoGrupo.select('users.id')),
            w.and([w('e.user_id', 'is', null), w('e.email', 'in', usuariosDoGrupo.select('users.email'))]),
          ]),
        );
      if (f.de) consulta = consulta.where('e.em', '>=', inicioDoDia(f.de));
      if (f.ate) consulta = consulta.where('e.em', '<', inicioDoDia(f.ate, 1));
      if (f.tipo) consulta = consulta.where('e.tipo', '=', f.tipo);
      if (f.email) consulta = consulta.where('e.email', '=', f.email.trim().toLowerCase());
      const { total } = await consulta.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const linhas = await consulta
        .select(['e.id', 'e.tipo', 'e.em', 'e.user_id', 'e.email', 'e.ip', 'e.detalhe'])
        .orderBy('e.em', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return {
        RES: linhas.map(
          (l): EventoSegurancaResposta => ({
            id: l.id,
            tipo: l.tipo,
            em: isoSP(l.em),
            id_usuario: l.user_id,
            email: l.email,
            ip: l.ip,
            detalhe: l.detalhe ? (JSON.parse(l.detalhe) as Record<string, unknown>) : null,
          }),
        ),
        PAG: { page, limit, total: Number(total), total_pages: Math.ceil(Number(total) / limit) },
      };
    },
  });
}
