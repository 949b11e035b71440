/**
 * The splash (index.html's styles, src/layout/Splash.tsx's markup) covers the panel that starts
 * underneath it during its minimum: nothing of the panel may show through or above it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { temaClaro, temaEscuro } from '../../../src/theme/themes';

const estilos = readFileSync('index.html', 'utf8');
const regra = (seletor: string): string => {
  const inicio = estilos.indexOf(`${seletor} {`);
  return inicio < 0 ? '' : estilos.slice(inicio, estilos.indexOf('}', inicio));
};
const valor = (bloco: string, propriedade: string) => new RegExp(`${propriedade}:\\s*([^;]+);`).exec(bloco)?.[1].trim();

describe('splash', () => {
  it('stands above every layer of MUI (app bar, drawer, dialogs, snackbars, tooltips)', () => {
    const camadas = Object.values(createTheme(temaClaro).zIndex);
    expect(Number(valor(regra('.splash'), 'z-index'))).toBeGreaterThan(Math.max(...camadas));
  });

  it("is opaque, in each theme's page colour", () => {
    expect(valor(regra('.splash'), 'background')).toBe(createTheme(temaClaro).palette.background.default);
    expect(valor(regra("html[data-tema='escuro'] .splash"), 'background')).toBe(createTheme(temaEscuro).palette.background.default);
  });
});
