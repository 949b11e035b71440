/**
 * The jobs' visibility API (contrato/api/tarefas.ts): per type, what waits, runs, fails and died;
 * the dead jobs, to run again or discard, each written to the security log. A user reaches their
 * seller group's jobs and the system's; another group's answers 404, as one that never existed.
 * The module's own jobs (tarefas.ts) prune the outbox and the concluded jobs.
 */
import { FiltroMortas, LIMITES_TAREFAS, MENSAGENS_TAREFAS, ROTAS_TAREFAS, type ResumoTipoTarefa } from '@retaguarda/contrato/api/tarefas';
import type { App, OpcoesModulo } from '../../contexto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { transacao } from '../../db/transacao';
import { ErroHttp } from '../../http/erros';
import { isoSP } from '../../http/iso-sp';
import { rotaDoContrato } from '../../http/rotas';
import { FUSO_PADRAO } from '../../tarefas/agenda';
import { usuarioDe } from '../sessao/auth/guard';
import { registrarEventoSeguranca } from '../sessao/seguranca/log';
import { apagarMorta, devolverAFila, estadoDaTarefa, mortasDoGrupo, numerosPorTipo } from './consultas';

function lerPayload(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

/** 404 when the group may not see the job, 409 when it is not dead: called after a change touched no row. */
async function recusar(db: Kysely<DB>, idGrupo: number, id: number): Promise<never> {
  const tarefa = await estadoDaTarefa(db, idGrupo, id);
  if (!tarefa) throw new ErroHttp(404, MENSAGENS_TAREFAS.naoEncontrada);
  throw new ErroHttp(409, MENSAGENS_TAREFAS.naoMorta);
}

export default async function tarefas(app: App, { ctx, tarefas: declaradas }: OpcoesModulo): Promise<void> {
  const db = ctx.db.kysely;

  app.route({
    ...rotaDoContrato(ROTAS_TAREFAS.resumo),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const numeros = await numerosPorTipo(db, eu.id_grupo, ctx.agora().getTime());
      const tipos: ResumoTipoTarefa[] = [];
      const linha = (tipo: string, descricao: string | null, agenda: ResumoTipoTarefa['agenda']): ResumoTipoTarefa => {
        const n = numeros.get(tipo);
        return {
          tipo,
          descricao,
          fila: n?.fila ?? 0,
          executando: n?.executando ?? 0,
          falhando: n?.falhando ?? 0,
          mortas: n?.mortas ?? 0,
          espera_mais_antiga_ms: n?.esperaMaisAntigaMs ?? null,
          espera_p95_ms: n?.esperaP95Ms ?? null,
          agenda,
        };
      };
      for (const t of declaradas) tipos.push(linha(t.tipo, t.descricao, t.agenda ? { cron: t.agenda.cron, fuso: t.agenda.fuso ?? FUSO_PADRAO } : null));
      const conhecidos = new Set(declaradas.map((t) => t.tipo));
      // jobs of a type this server no longer declares still wait or lie dead: shown, so they are not forgotten
      for (const tipo of [...numeros.keys()].sort()) if (!conhecidos.has(tipo)) tipos.push(linha(tipo, null, null));
      return { RES: { tipos: tipos.slice(0, LIMITES_TAREFAS.tipos) } };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_TAREFAS.mortas, { querystring: FiltroMortas }),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const pagina = Number(req.query.pagina);
      const { linhas, total } = await mortasDoGrupo(db, eu.id_grupo, { tipo: req.query.tipo, pagina });
      return {
        RES: linhas.map((l) => ({
          id: l.id,
          tipo: l.tipo,
          chave: l.chave,
          tentativas: l.tentativas,
          ultimo_erro: l.ultimo_erro,
          criada_em: isoSP(l.criada_em),
          concluida_em: l.concluida_em === null ? null : isoSP(l.concluida_em),
          payload: lerPayload(l.payload),
        })),
        PAG: { page: pagina, limit: LIMITES_TAREFAS.porPagina, total, total_pages: Math.ceil(total / LIMITES_TAREFAS.porPagina) },
      };
    },
  });

  /**
   * A change to one dead job of the group, and its security-log entry, in one transaction; 404 or
   * 409 (recusar) when the change touched no row.
   */
  const sobreMorta = (
    endpoint: typeof ROTAS_TAREFAS.reexecutar | typeof ROTAS_TAREFAS.descartar,
    evento: 'tarefa_reexecutada' | 'tarefa_descartada',
    estado: 'fila' | 'descartada',
    mudar: (trx: Kysely<DB>, idGrupo: number, id: number, agora: number) => Promise<boolean>,
  ) =>
    app.route({
      ...rotaDoContrato(endpoint),
      handler: async (req) => {
        const eu = usuarioDe(req);
        const { id } = req.params;
        const agora = ctx.agora().getTime();
        const mudou = await transacao(db, async (trx) => {
          const tarefa = await estadoDaTarefa(trx, eu.id_grupo, id);
          if (!tarefa || !(await mudar(trx, eu.id_grupo, id, agora))) return false;
          await registrarEventoSeguranca(trx, { tipo: evento, em: agora, userId: eu.id, email: eu.email, ip: req.ip, detalhe: { tarefa: id, tipo: tarefa.tipo } });
          return true;
        });
        if (!mudou) return recusar(db, eu.id_grupo, id);
        return { RES: { id, estado } };
      },
    });
  sobreMorta(ROTAS_TAREFAS.reexecutar, 'tarefa_reexecutada', 'fila', devolverAFila);
  sobreMorta(ROTAS_TAREFAS.descartar, 'tarefa_descartada', 'descartada', (trx, idGrupo, id) => apagarMorta(trx, idGrupo, id));
}
