import { describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api';
import { COR_STATUS_DESCONHECIDO, COR_TEXTO_STATUS, corDoStatus } from '../../../../../src/modulos/vendas/gestao-pedidos/statusCores';

function luminancia(hex: string): number {
  const canais = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = canais.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (escuro + 0.05);
}

describe('status chip colours', () => {
  it.each(Object.values(STATUS).map((s) => [s.descricao, s.id] as const))('%s has text contrast of at least 4.5:1 (WCAG AA)', (_nome, id) => {
    expect(contraste(corDoStatus(id), COR_TEXTO_STATUS)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status its own colour and an unknown status a neutral one', () => {
    const cores = Object.values(STATUS).map((s) => corDoStatus(s.id));
    expect(new Set(cores).size).toBe(cores.length);
    expect(corDoStatus(99)).toBe(COR_STATUS_DESCONHECIDO);
    expect(contraste(COR_STATUS_DESCONHECIDO, COR_TEXTO_STATUS)).toBeGreaterThanOrEqual(4.5);
  });
});
