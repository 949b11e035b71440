/**
 * Status colours are used as text (the home page's '(-9%)', chips, helper texts). axe in the
 * browser journeys only sees the colours today's data happens to show (a fall against last
 * week appears on some days only), so every text colour is checked here against both
 * backgrounds of each theme, whatever the data.
 */
import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { temaClaro, temaEscuro } from '../../../src/theme/themes';

// WCAG 2.1 AA for normal-size text.
const MINIMO_AA = 4.5;

describe.each([
  ['claro', temaClaro],
  ['escuro', temaEscuro],
] as const)('theme %s', (_nome, opcoes) => {
  const { palette } = createTheme(opcoes);
  const fundos = { default: palette.background.default, paper: palette.background.paper };
  const cores = {
    'primary.main': palette.primary.main,
    'secondary.main': palette.secondary.main,
    'success.main': palette.success.main,
    'error.main': palette.error.main,
    'warning.main': palette.warning.main,
    'info.main': palette.info.main,
    'text.secondary': palette.text.secondary,
  };

  it.each(Object.entries(cores))('%s reads as text on both backgrounds', (_cor, valor) => {
    for (const fundo of Object.values(fundos)) {
      expect(getContrastRatio(valor, fundo), `${valor} on ${fundo}`).toBeGreaterThanOrEqual(MINIMO_AA);
    }
  });
});
