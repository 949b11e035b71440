import { describe, expect, it } from 'vitest';
import { defineModulo } from '@retaguarda/contrato/modulos/declaracao';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { ModuloDoMenu } from '../../../src/registro/declaracoes';
import { telasDoModulo } from '../../../src/registro/telasDoModulo';

const declaracao: ModuloDoMenu = defineModulo({
  nome: 'dashboard/resumo-financeiro',
  area: 'dashboard',
  menu: { rota: '/dashboard/resumo-financeiro', rotulo: 'Resumo financeiro', icone: 'Summarize', chave: 'dashboard_resumo_financeiro' },
});
const TAXAS = { caminho: 'taxas', recurso: 'taxasRecebimento' };

describe("a module's registers (telasDoModulo's cadastros)", () => {
  it("mounts the register's list, forms, record page and settings under the module's route, with the module's area and key", () => {
    const m = telasDoModulo(declaracao, { cadastros: [TAXAS] });
    expect(m.routes?.map((r) => r.path)).toEqual(['taxas', 'taxas/create', 'taxas/configuracoes', 'taxas/:id', 'taxas/:id/show']);
    expect(m.cadastrosAnexos).toEqual([
      expect.objectContaining({ route: '/dashboard/resumo-financeiro/taxas', label: 'Taxas e prazos de recebimento', area: 'dashboard', permission: 'dashboard_resumo_financeiro', recurso: RECURSOS.taxasRecebimento }),
    ]);
    // the module itself is no register
    expect(m.recurso).toBeUndefined();
  });

  it("gives a module without a screen of its own a page leading to its registers, and keeps the module's own screens and routes", () => {
    const semTela = telasDoModulo(declaracao, { cadastros: [TAXAS] });
    const Propria = () => null;
    const comTela = telasDoModulo(declaracao, { list: Propria, routes: [{ path: 'novo', element: Propria }], cadastros: [TAXAS] });
    expect(semTela.list).toBeDefined();
    expect(semTela.list).not.toBe(Propria);
    expect(comTela.list).toBe(Propria);
    expect(comTela.routes?.map((r) => r.path)).toEqual(['novo', 'taxas', 'taxas/create', 'taxas/configuracoes', 'taxas/:id', 'taxas/:id/show']);
  });

  it('refuses a register the contract does not declare and a path of more than one segment', () => {
    expect(() => telasDoModulo(declaracao, { cadastros: [{ caminho: 'taxas', recurso: 'naoExiste' }] })).toThrow(/naoExiste/);
    expect(() => telasDoModulo(declaracao, { cadastros: [{ caminho: 'taxas/novas', recurso: 'taxasRecebimento' }] })).toThrow(/um segmento só/);
  });
});
