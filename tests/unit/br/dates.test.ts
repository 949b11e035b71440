import { afterEach, describe, expect, it } from 'vitest';
import {
  dataBRparaChave,
  diaChaveSP,
  formatDate,
  formatDateTime,
  formatHora,
  hojeBR,
  instanteSP,
  isDataBR,
  normalizeDataBR,
  ontemBR,
  parseDataBR,
  toIsoSP,
} from '@retaguarda/contrato/br/dates';

const TZ_ORIGINAL = process.env.TZ;
afterEach(() => {
  if (TZ_ORIGINAL === undefined) delete process.env.TZ;
  else process.env.TZ = TZ_ORIGINAL;
});

/** Node re-reads TZ when it is assigned, so Date's local time really changes between zones. */
function emFuso<T>(tz: string, fn: () => T): T {
  process.env.TZ = tz;
  return fn();
}

// 02:30 UTC on 10 March: still the 9th in São Paulo, already the 10th in UTC and Tokyo.
const PERTO_DA_MEIA_NOITE = '2026-03-10T02:30:00Z';
const FUSOS = ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo'] as const;

describe('dates in São Paulo whatever the machine time zone', () => {
  it('really runs under three different machine zones', () => {
    const offsets = FUSOS.map((tz) => emFuso(tz, () => new Date(PERTO_DA_MEIA_NOITE).getTimezoneOffset()));
    expect(offsets).toEqual([0, 180, -540]);
    const diasLocais = FUSOS.map((tz) => emFuso(tz, () => new Date(PERTO_DA_MEIA_NOITE).getDate()));
    expect(new Set(diasLocais).size).toBe(2);
  });

  it.each(FUSOS)('shows the same calendar day for the same instant under TZ=%s', (tz) => {
    emFuso(tz, () => {
      expect(formatDate(PERTO_DA_MEIA_NOITE)).toBe('09/03/2026');
      expect(formatDateTime(PERTO_DA_MEIA_NOITE)).toBe('09/03/2026 23:30');
      expect(formatHora(new Date(PERTO_DA_MEIA_NOITE))).toBe('23:30');
      expect(diaChaveSP(Date.parse(PERTO_DA_MEIA_NOITE))).toBe('2026-03-09');
      expect(toIsoSP(PERTO_DA_MEIA_NOITE)).toBe('2026-03-09T23:30:00-03:00');
      expect(hojeBR(PERTO_DA_MEIA_NOITE)).toBe('09/03/2026');
      expect(ontemBR(PERTO_DA_MEIA_NOITE)).toBe('08/03/2026');
    });
  });

  it.each(FUSOS)('starts a São Paulo day at the same instant under TZ=%s', (tz) => {
    emFuso(tz, () => {
      expect(instanteSP('10/03/2026').toISOString()).toBe('2026-03-10T03:00:00.000Z');
      expect(instanteSP('10/03/2026', 23 * 60 + 30).toISOString()).toBe('2026-03-11T02:30:00.000Z');
      // Brazil's last daylight-saving start: 04/11/2018 had no midnight, the day began at 01:00 −02.
      expect(instanteSP('04/11/2018').toISOString()).toBe('2018-11-04T03:00:00.000Z');
      expect(formatDateTime(instanteSP('04/11/2018'))).toBe('04/11/2018 01:00');
    });
  });

  it('formats missing or invalid instants as empty text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('typed dates', () => {
  it('accepts only real calendar days', () => {
    expect(parseDataBR('29/02/2024')).toEqual({ dia: 29, mes: 2, ano: 2024 });
    expect(isDataBR('29/02/2026')).toBe(false);
    expect(isDataBR('31/04/2026')).toBe(false);
    expect(dataBRparaChave('01/02/2026')).toBe('2026-02-01');
  });

  it('normalises what is typed or pasted to DD/MM/YYYY', () => {
    expect(normalizeDataBR('01/02/2026')).toBe('01/02/2026');
    expect(normalizeDataBR('01022026')).toBe('01/02/2026');
    expect(normalizeDataBR(' 1/2/2026 ')).toBe('01/02/2026');
    expect(normalizeDataBR('30/02/2026')).toBeNull();
    expect(normalizeDataBR('2026-02-01')).toBeNull();
  });
});
