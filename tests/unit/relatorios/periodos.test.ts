import { describe, expect, it } from 'vitest';
import { periodoBR, periodoDosDias, resolverComparacao, resolverPeriodo } from '@retaguarda/contrato/relatorios/periodos';

/** An instant written with its offset, as a reader checks it on a wall clock. */
const em = (iso: string): number => Date.parse(iso);
const dias = (p: { de: string; ate: string }) => [p.de, p.ate];

describe('a preset as São Paulo calendar days at an instant', () => {
  // Wednesday 10/06/2026, 14:00 in São Paulo
  const agora = em('2026-06-10T14:00:00-03:00');

  it.each([
    ['hoje', '2026-06-10', '2026-06-10', 1],
    ['ontem', '2026-06-09', '2026-06-09', 1],
    ['ultimos_7', '2026-06-04', '2026-06-10', 7],
    ['ultimos_30', '2026-05-12', '2026-06-10', 30],
    ['ultimos_90', '2026-03-13', '2026-06-10', 90],
    ['este_mes', '2026-06-01', '2026-06-10', 10],
    ['mes_passado', '2026-05-01', '2026-05-31', 31],
    ['este_ano', '2026-01-01', '2026-06-10', 161],
  ] as const)('reads %s as %s to %s (%i days)', (preset, de, ate, n) => {
    const p = resolverPeriodo(preset, agora);
    expect(dias(p)).toEqual([de, ate]);
    expect(p.dias).toBe(n);
  });

  it("bounds the days by São Paulo's midnights, the end exclusive", () => {
    const p = resolverPeriodo('ontem', agora);
    expect(p.inicio).toBe(em('2026-06-09T00:00:00-03:00'));
    expect(p.fim).toBe(em('2026-06-10T00:00:00-03:00'));
  });

  it('is still the day before in São Paulo when UTC has already turned the date', () => {
    // 01:30 UTC on 11/06 is 22:30 on 10/06 in São Paulo
    const noite = em('2026-06-11T01:30:00Z');
    expect(dias(resolverPeriodo('hoje', noite))).toEqual(['2026-06-10', '2026-06-10']);
    expect(dias(resolverPeriodo('ontem', noite))).toEqual(['2026-06-09', '2026-06-09']);
    // and at 03:00 UTC the new day has started
    expect(dias(resolverPeriodo('hoje', em('2026-06-11T03:00:00Z')))).toEqual(['2026-06-11', '2026-06-11']);
  });

  it('keeps a day 24 hours long since São Paulo dropped daylight saving (2019), and 23 hours on its last spring-forward', () => {
    const novembro = resolverPeriodo('personalizado', 0, { de: '03/11/2026', ate: '03/11/2026' });
    expect(novembro.fim - novembro.inicio).toBe(24 * 3_600_000);
    // 04/11/2018: clocks went from 00:00 to 01:00, a 23-hour day
    const antigo = resolverPeriodo('personalizado', 0, { de: '04/11/2018', ate: '04/11/2018' });
    expect(antigo.fim - antigo.inicio).toBe(23 * 3_600_000);
  });

  it('takes the month ends and a leap February as they are', () => {
    expect(dias(resolverPeriodo('mes_passado', em('2024-03-01T10:00:00-03:00')))).toEqual(['2024-02-01', '2024-02-29']);
    expect(dias(resolverPeriodo('mes_passado', em('2025-03-31T10:00:00-03:00')))).toEqual(['2025-02-01', '2025-02-28']);
    expect(dias(resolverPeriodo('mes_passado', em('2026-01-15T10:00:00-03:00')))).toEqual(['2025-12-01', '2025-12-31']);
    expect(dias(resolverPeriodo('ontem', em('2026-01-01T08:00:00-03:00')))).toEqual(['2025-12-31', '2025-12-31']);
    expect(resolverPeriodo('este_ano', em('2024-12-31T12:00:00-03:00')).dias).toBe(366);
  });

  it('reads a custom range given as DD/MM/YYYY, and writes a period back that way', () => {
    const p = resolverPeriodo('personalizado', agora, { de: '01/02/2026', ate: '15/02/2026' });
    expect(dias(p)).toEqual(['2026-02-01', '2026-02-15']);
    expect(periodoBR(p)).toEqual({ de: '01/02/2026', ate: '15/02/2026' });
  });
});

describe('the period a report compares with', () => {
  it('takes as many days just before for the previous period', () => {
    const p = periodoDosDias('2026-06-04', '2026-06-10');
    expect(dias(resolverComparacao(p, 'periodo_anterior') ?? p)).toEqual(['2026-05-28', '2026-06-03']);
    // a month of 31 days before a month of 30: the count of days, not the calendar month
    expect(dias(resolverComparacao(periodoDosDias('2026-05-01', '2026-05-31'), 'periodo_anterior') ?? p)).toEqual(['2026-03-31', '2026-04-30']);
  });

  it('takes the same days a year before, a leap day falling on 28/02', () => {
    const p = periodoDosDias('2026-06-04', '2026-06-10');
    expect(dias(resolverComparacao(p, 'ano_anterior') ?? p)).toEqual(['2025-06-04', '2025-06-10']);
    const fevereiro = periodoDosDias('2024-02-01', '2024-02-29');
    const antes = resolverComparacao(fevereiro, 'ano_anterior');
    expect(antes && [...dias(antes), antes.dias]).toEqual(['2023-02-01', '2023-02-28', 28]);
    expect(dias(resolverComparacao(periodoDosDias('2024-02-29', '2024-02-29'), 'ano_anterior') ?? p)).toEqual(['2023-02-28', '2023-02-28']);
  });

  it('compares with nothing when none is asked for', () => {
    expect(resolverComparacao(periodoDosDias('2026-06-04', '2026-06-10'), 'nenhuma')).toBeNull();
  });
});
