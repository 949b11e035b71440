import { describe, expect, it } from 'vitest';
import { formatDateTime, toIsoSP } from '@retaguarda/contrato/br/dates';
import { isoSP, paredeSP } from '../../server/http/iso-sp';

const HORA = 3_600_000;

describe('isoSP (the cached São Paulo formatter of the hot path)', () => {
  it('writes exactly what toIsoSP writes, across the old daylight-saving changes too', () => {
    // Every 37 minutes from 2017 (with DST) through 2019 (the last change) and around today.
    const janelas = [
      [Date.UTC(2017, 9, 10), Date.UTC(2019, 2, 1)],
      [Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1)],
    ];
    for (const [de, ate] of janelas) {
      for (let t = de; t < ate; t += 37 * 60_000 + 13_000) expect(isoSP(t)).toBe(toIsoSP(t));
    }
  });

  it('hits the exact hours of the 2018 DST start and the 2019 end', () => {
    const inicio = Date.parse('2018-11-04T03:00:00Z');
    const fim = Date.parse('2019-02-17T02:00:00Z');
    for (const t of [inicio - 1000, inicio, inicio + HORA, fim - 1000, fim, fim + 1000]) expect(isoSP(t)).toBe(toIsoSP(t));
    expect(isoSP(inicio)).toBe('2018-11-04T01:00:00-02:00');
  });

  it('gives Excel the São Paulo wall-clock time in the UTC fields', () => {
    const t = Date.parse('2026-11-21T02:30:00Z');
    const d = paredeSP(t);
    expect(`${d.getUTCDate()}/${d.getUTCMonth() + 1} ${d.getUTCHours()}:${d.getUTCMinutes()}`).toBe('20/11 23:30');
    expect(formatDateTime(t)).toBe('20/11/2026 23:30');
  });
});
