import { CronExpressionParser } from 'cron-parser';
import type { Agenda } from './definir';

export const FUSO_PADRAO = 'America/Sao_Paulo';

/**
 * The start of the latest window of `agenda` at or before `agora` (epoch ms): a scheduled job is
 * enqueued under the key of this instant, so every instance asks for the same job and the unique
 * (tipo, chave) lets one through. After a downtime this is the latest missed window only: the
 * job runs once, not once per window missed.
 */
export function janelaAtual(agenda: Agenda, agora: number): number {
  // prev() is strictly before its date: one millisecond on, a window starting now is included
  const expressao = CronExpressionParser.parse(agenda.cron, { currentDate: new Date(agora + 1), tz: agenda.fuso ?? FUSO_PADRAO });
  return expressao.prev().getTime();
}

/** When the window after the one open at `agora` starts (epoch ms). */
export function proximaJanela(agenda: Agenda, agora: number): number {
  return CronExpressionParser.parse(agenda.cron, { currentDate: new Date(agora), tz: agenda.fuso ?? FUSO_PADRAO }).next().getTime();
}

/** The job key of a window: readable in the visibility API (UTC instant). */
export const chaveDaJanela = (janela: number): string => `agenda:${new Date(janela).toISOString()}`;

/** Throws, naming the job, when the expression or the time zone cannot be read: at load, not at the first window. */
export function conferirAgenda(tipo: string, agenda: Agenda): void {
  try {
    janelaAtual(agenda, Date.UTC(2026, 0, 1));
  } catch (erro) {
    throw new Error(`tarefa ${tipo}: agenda inválida (${agenda.cron}, ${agenda.fuso ?? FUSO_PADRAO}): ${erro instanceof Error ? erro.message : String(erro)}`);
  }
}
