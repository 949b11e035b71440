import { describe, expect, it } from 'vitest';
import { cfop, type OperacaoFiscal } from '@retaguarda/contrato/fiscal/cfop';

const venda: OperacaoFiscal = { operacao: 'venda', procedencia: 'revenda', ufEmitente: 'SP', ufContraparte: 'SP', contraparteContribuinte: false };

describe('cfop', () => {
  it.each([
    { mudanca: {}, esperado: '5102', caso: 'resale to a consumer inside the UF' },
    { mudanca: { contraparteContribuinte: true }, esperado: '5102', caso: 'resale to a contributor inside the UF' },
    { mudanca: { ufContraparte: 'BA' }, esperado: '6108', caso: 'resale to a non-contributor in another UF' },
    { mudanca: { ufContraparte: 'BA', contraparteContribuinte: true }, esperado: '6102', caso: 'resale to a contributor in another UF' },
    { mudanca: { procedencia: 'producao' }, esperado: '5101', caso: 'own production inside the UF' },
    { mudanca: { procedencia: 'producao', ufContraparte: 'RJ' }, esperado: '6107', caso: 'own production to a non-contributor in another UF' },
    { mudanca: { procedencia: 'producao', ufContraparte: 'RJ', contraparteContribuinte: true }, esperado: '6101', caso: 'own production to a contributor in another UF' },
    { mudanca: { operacao: 'devolucao_venda' }, esperado: '1202', caso: "a customer's return inside the UF" },
    { mudanca: { operacao: 'devolucao_venda', ufContraparte: 'MG' }, esperado: '2202', caso: "a non-contributor's return from another UF" },
    { mudanca: { operacao: 'devolucao_compra', contraparteContribuinte: true }, esperado: '5202', caso: 'a purchase for resale back to a supplier in the UF' },
    { mudanca: { operacao: 'devolucao_compra', procedencia: 'producao', ufContraparte: 'PR', contraparteContribuinte: true }, esperado: '6201', caso: 'a purchase for production back to a supplier in another UF' },
  ] as const)('$caso → $esperado', ({ mudanca, esperado }) => {
    expect(cfop({ ...venda, ...mudanca })).toBe(esperado);
  });
});
