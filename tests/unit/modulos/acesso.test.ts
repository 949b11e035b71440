import { describe, expect, it } from 'vitest';
import { isPermissionKey, type PermissionKey } from '@retaguarda/contrato/api/permissions';
import {
  chavesMinimas,
  podeChamar,
  requisitoNegado,
  rotuloDoAcesso,
  type Acesso,
} from '@retaguarda/contrato/modulos/acesso';

const INVENTARIO = 'estoque_controle_de_inventario';
const AJUSTES = 'estoque_ajustes_e_movimentacoes';
const PEDIDOS = 'vendas_gestao_de_pedidos';
const VENDAS = 'menu_principal_vendas';
const CLIENTES = 'cadastros_clientes';
const CHAVES = [INVENTARIO, AJUSTES, PEDIDOS, VENDAS, CLIENTES] as const;

const umaChave: Acesso = { chave: PEDIDOS };
const qualquer: Acesso = { qualquer: [INVENTARIO, AJUSTES] };
const todas: Acesso = { todas: [INVENTARIO, AJUSTES] };
const todasComQualquer: Acesso = { todas: [VENDAS, { qualquer: [PEDIDOS, CLIENTES] }] };

describe('podeChamar', () => {
  const casos: { acesso: Acesso; chaves: readonly string[] | null; pode: boolean }[] = [
    { acesso: 'publico', chaves: null, pode: true },
    { acesso: 'publico', chaves: [], pode: true },
    { acesso: 'sessao', chaves: null, pode: false },
    { acesso: 'sessao', chaves: [], pode: true },
    { acesso: umaChave, chaves: null, pode: false },
    { acesso: umaChave, chaves: [], pode: false },
    { acesso: umaChave, chaves: [VENDAS], pode: false },
    { acesso: umaChave, chaves: [VENDAS, PEDIDOS], pode: true },
    { acesso: qualquer, chaves: null, pode: false },
    { acesso: qualquer, chaves: [PEDIDOS], pode: false },
    { acesso: qualquer, chaves: [AJUSTES], pode: true },
    { acesso: qualquer, chaves: [INVENTARIO], pode: true },
    { acesso: { qualquer: [] }, chaves: [...CHAVES], pode: false },
    { acesso: todas, chaves: null, pode: false },
    { acesso: todas, chaves: [INVENTARIO], pode: false },
    { acesso: todas, chaves: [AJUSTES], pode: false },
    { acesso: todas, chaves: [AJUSTES, INVENTARIO], pode: true },
    { acesso: todasComQualquer, chaves: [VENDAS], pode: false },
    { acesso: todasComQualquer, chaves: [PEDIDOS, CLIENTES], pode: false },
    { acesso: todasComQualquer, chaves: [VENDAS, CLIENTES], pode: true },
    { acesso: todasComQualquer, chaves: [VENDAS, PEDIDOS], pode: true },
    { acesso: { todas: [] }, chaves: [...CHAVES], pode: false },
    { acesso: { assinado: 'psp' }, chaves: null, pode: false },
    { acesso: { assinado: 'psp' }, chaves: [...CHAVES], pode: false },
    { acesso: { assinado: 'link-email' }, chaves: [...CHAVES], pode: false },
  ];
  it.each(casos)('$acesso with $chaves answers $pode', ({ acesso, chaves, pode }) => {
    expect(podeChamar(acesso, chaves)).toBe(pode);
  });
});

describe('chavesMinimas', () => {
  const casos: { acesso: Acesso; conjuntos: PermissionKey[][] }[] = [
    { acesso: 'publico', conjuntos: [[]] },
    { acesso: 'sessao', conjuntos: [[]] },
    { acesso: umaChave, conjuntos: [[PEDIDOS]] },
    { acesso: qualquer, conjuntos: [[INVENTARIO], [AJUSTES]] },
    { acesso: { qualquer: [AJUSTES, AJUSTES] }, conjuntos: [[AJUSTES]] },
    { acesso: { qualquer: [] }, conjuntos: [] },
    { acesso: todas, conjuntos: [[INVENTARIO, AJUSTES]] },
    { acesso: todasComQualquer, conjuntos: [[VENDAS, PEDIDOS], [VENDAS, CLIENTES]] },
    // [AJUSTES] alone passes both requirements, so [AJUSTES, INVENTARIO] is not minimal
    { acesso: { todas: [AJUSTES, { qualquer: [AJUSTES, INVENTARIO] }] }, conjuntos: [[AJUSTES]] },
    { acesso: { todas: [] }, conjuntos: [] },
    { acesso: { assinado: 'psp' }, conjuntos: [] },
    { acesso: { assinado: 'link-email' }, conjuntos: [] },
  ];
  it.each(casos)('$acesso passes with exactly $conjuntos', ({ acesso, conjuntos }) => {
    expect(chavesMinimas(acesso)).toEqual(conjuntos);
  });

  it.each(casos)('each set of $acesso passes, and none passes with a key less', ({ acesso }) => {
    for (const conjunto of chavesMinimas(acesso)) {
      expect(podeChamar(acesso, conjunto)).toBe(true);
      for (const chave of conjunto) expect(podeChamar(acesso, conjunto.filter((c) => c !== chave))).toBe(false);
    }
  });
});

describe('rotuloDoAcesso', () => {
  const casos: { acesso: Acesso; rotulo: string }[] = [
    { acesso: 'publico', rotulo: '' },
    { acesso: 'sessao', rotulo: '' },
    { acesso: { assinado: 'psp' }, rotulo: '' },
    { acesso: { assinado: 'link-email' }, rotulo: '' },
    { acesso: umaChave, rotulo: PEDIDOS },
    // the server's exigirAlguma logs chaves.join(' | ')
    { acesso: qualquer, rotulo: `${INVENTARIO} | ${AJUSTES}` },
    { acesso: { qualquer: [] }, rotulo: '' },
    { acesso: todas, rotulo: `${INVENTARIO} + ${AJUSTES}` },
    { acesso: todasComQualquer, rotulo: `${VENDAS} + (${PEDIDOS} | ${CLIENTES})` },
  ];
  it.each(casos)('$acesso reads "$rotulo"', ({ acesso, rotulo }) => {
    expect(rotuloDoAcesso(acesso)).toBe(rotulo);
  });
});

describe('requisitoNegado', () => {
  const casos: { acesso: Acesso; chaves: readonly string[] | null; negado: Acesso | null }[] = [
    { acesso: 'publico', chaves: null, negado: null },
    { acesso: 'sessao', chaves: null, negado: 'sessao' },
    { acesso: umaChave, chaves: [], negado: umaChave },
    { acesso: qualquer, chaves: [AJUSTES], negado: null },
    // checked in declared order: the first failing requirement is the one logged
    { acesso: todas, chaves: [], negado: { chave: INVENTARIO } },
    { acesso: todas, chaves: [INVENTARIO], negado: { chave: AJUSTES } },
    { acesso: todasComQualquer, chaves: [VENDAS], negado: { qualquer: [PEDIDOS, CLIENTES] } },
    { acesso: { todas: [] }, chaves: [], negado: { todas: [] } },
    { acesso: { assinado: 'psp' }, chaves: [], negado: { assinado: 'psp' } },
  ];
  it.each(casos)('$acesso with $chaves is refused for $negado', ({ acesso, chaves, negado }) => {
    expect(requisitoNegado(acesso, chaves)).toEqual(negado);
  });

  it('labels the failing requirement of todas as the server logs a single key', () => {
    const negado = requisitoNegado(todasComQualquer, [VENDAS]);
    expect(negado && rotuloDoAcesso(negado)).toBe(`${PEDIDOS} | ${CLIENTES}`);
  });
});

describe('the keys', () => {
  it('uses only real permission keys', () => {
    expect(CHAVES.filter((chave) => !isPermissionKey(chave))).toEqual([]);
  });
});
