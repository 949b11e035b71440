import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAVE_TEMA_GUARDADO, lerTemaGuardado } from '../../../src/session/temaGuardado';

const guardado = (valor: string | null) => ({ getItem: (chave: string) => (chave === CHAVE_TEMA_GUARDADO ? valor : null) });

describe('stored theme read without react-admin', () => {
  it("is react-admin's key for the theme in the panel's store", () => {
    expect(CHAVE_TEMA_GUARDADO).toBe('RaStoreRetaguarda.theme');
  });

  it('index.html paints its splash from the same key, so the first frame has the chosen theme', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`localStorage.getItem('${CHAVE_TEMA_GUARDADO}') === '"dark"'`);
  });

  it('reads dark only when dark was chosen; light otherwise (SPEC default)', () => {
    expect(lerTemaGuardado(guardado('"dark"'))).toBe('dark');
    expect(lerTemaGuardado(guardado('"light"'))).toBe('light');
    expect(lerTemaGuardado(guardado(null))).toBe('light');
    expect(lerTemaGuardado(guardado('dark'))).toBe('light');
    expect(lerTemaGuardado(undefined)).toBe('light');
  });

  it('falls back to light when the storage throws (blocked by the browser)', () => {
    const bloqueado = {
      getItem: (): string | null => {
        throw new DOMException('bloqueado', 'SecurityError');
      },
    };
    expect(lerTemaGuardado(bloqueado)).toBe('light');
  });
});
