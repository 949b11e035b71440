import { describe, expect, it } from 'vitest';
import { buscaAmpla } from '../../../server/modulos/recursos/consultas/lista';

describe('when a search walks the sort index instead of sorting what it found', () => {
  it('walks from the share of the table on', () => {
    expect(buscaAmpla(3298, 100_000)).toBe(true);
    expect(buscaAmpla(2000, 100_000)).toBe(true);
    expect(buscaAmpla(1999, 100_000)).toBe(false);
    expect(buscaAmpla(35, 100_000)).toBe(false);
  });

  it('sorts when the table is empty or nothing was found', () => {
    expect(buscaAmpla(0, 0)).toBe(false);
    expect(buscaAmpla(0, 100_000)).toBe(false);
  });
});
