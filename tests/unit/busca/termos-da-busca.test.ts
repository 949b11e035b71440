import { describe, expect, it } from 'vitest';
import { termosDaBusca } from '../../../server/db/busca-por-palavras';

describe('the words of a name search', () => {
  it('splits at any run of spaces, in lower case and without accents', () => {
    expect(termosDaBusca('  Cropped   VINHO\tm ')).toEqual({ palavras: ['cropped', 'vinho'], curtas: ['m'] });
    expect(termosDaBusca('Joana Silva')).toEqual({ palavras: ['joana', 'silva'], curtas: [] });
    expect(termosDaBusca('JOÃO Conceição')).toEqual({ palavras: ['joao', 'conceicao'], curtas: [] });
  });

  it('keeps the words shorter than three characters apart: no trigram index finds them', () => {
    expect(termosDaBusca('Jo de Sá')).toEqual({ palavras: [], curtas: ['jo', 'de', 'sa'] });
    expect(termosDaBusca('Zé')).toEqual({ palavras: [], curtas: ['ze'] });
    expect(termosDaBusca('Ana')).toEqual({ palavras: ['ana'], curtas: [] });
  });

  it('counts a word once, whatever its case or accents', () => {
    expect(termosDaBusca('silva Silva SÍLVA')).toEqual({ palavras: ['silva'], curtas: [] });
  });

  it('answers no word for an empty or blank search', () => {
    expect(termosDaBusca('')).toEqual({ palavras: [], curtas: [] });
    expect(termosDaBusca('   ')).toEqual({ palavras: [], curtas: [] });
  });

  it('keeps a code as one word, its punctuation included', () => {
    expect(termosDaBusca('BLU0221-VIN-M')).toEqual({ palavras: ['blu0221-vin-m'], curtas: [] });
  });
});
