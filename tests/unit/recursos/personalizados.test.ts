import { describe, expect, it } from 'vitest';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { colunasDaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import {
  campoPersonalizado,
  CorpoCriarCampo,
  ehCampoPersonalizado,
  recursoComPersonalizados,
  rotuloEmUso,
  SECAO_PERSONALIZADOS,
  type CampoPersonalizado,
} from '@retaguarda/contrato/recursos/personalizados';
import { esquemaCampo } from '@retaguarda/contrato/recursos/valores';
import { dobrarPersonalizados, expandirPersonalizados, jsonDaLinha } from '../../../server/modulos/recursos/personalizados/armazenamento';

const def = (c: Partial<CampoPersonalizado> & Pick<CampoPersonalizado, 'id' | 'rotulo' | 'tipo'>): CampoPersonalizado => ({
  nome: `cp_${c.id}`,
  obrigatorio: false,
  coluna: false,
  filtro: false,
  opcoes: [],
  version: 1,
  ...c,
});

const aniversario = def({ id: 3, rotulo: 'Data de aniversário', tipo: 'data', coluna: true, filtro: true });
const tamanho = def({ id: 4, rotulo: 'Tamanho', tipo: 'escolha', opcoes: ['P', 'M'], obrigatorio: true });
const comCampos = recursoComPersonalizados(clientes, [aniversario, tamanho]);

describe('a custom field as a field of the engine', () => {
  it('becomes a Campo of the same type in its own section, a list column or an optional one', () => {
    expect(comCampos.campos.cp_3).toEqual({
      tipo: 'data',
      rotulo: 'Data de aniversário',
      obrigatorio: false,
      coluna: true,
      filtro: true,
      secao: SECAO_PERSONALIZADOS,
      personalizado: true,
    });
    expect(comCampos.campos.cp_4).toMatchObject({ tipo: 'escolha', coluna: 'opcional', opcoes: [{ valor: 'P', rotulo: 'P' }, { valor: 'M', rotulo: 'M' }] });
    expect(comCampos.secoes).toEqual([...(clientes.secoes ?? []), SECAO_PERSONALIZADOS]);
    expect(recursoComPersonalizados(clientes, [])).toBe(clientes);
  });

  it("is validated by its type's schema, the one the declared fields use", () => {
    expect(esquemaCampo(comCampos.campos.cp_3).safeParse('31/02/1990').success).toBe(false);
    expect(esquemaCampo(comCampos.campos.cp_3).parse('')).toBeNull();
    expect(esquemaCampo(comCampos.campos.cp_4).safeParse('G').success).toBe(false);
    expect(esquemaCampo(comCampos.campos.cp_4).safeParse(null).error?.issues[0]?.message).toBe('O campo é obrigatório');
    expect(esquemaCampo(campoPersonalizado(def({ id: 5, rotulo: 'Obs', tipo: 'texto' }))).safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('is a spreadsheet column named by its label, after the declared ones', () => {
    expect(colunasDaPlanilha(comCampos).slice(-2).map((c) => [c.campo, c.rotulo])).toEqual([
      ['cp_3', 'Data de aniversário'],
      ['cp_4', 'Tamanho'],
    ]);
  });

  it("refuses a label a declared field or another custom field already has, spelled either way", () => {
    expect(rotuloEmUso(comCampos, [aniversario, tamanho], 'cpf/cnpj', null)).toBe(true);
    expect(rotuloEmUso(comCampos, [aniversario, tamanho], 'DATA DE ANIVERSARIO', null)).toBe(true);
    expect(rotuloEmUso(comCampos, [aniversario, tamanho], 'Data de aniversário', aniversario.id)).toBe(false);
    expect(rotuloEmUso(comCampos, [aniversario, tamanho], 'Time do coração', null)).toBe(false);
  });

  it('checks a definition: options only for a choice, trimmed and distinct', () => {
    expect(CorpoCriarCampo.parse({ rotulo: ' Cor  favorita ', tipo: 'escolha', opcoes: [' Azul ', 'Verde'] })).toEqual({
      rotulo: 'Cor favorita',
      tipo: 'escolha',
      obrigatorio: false,
      coluna: false,
      filtro: false,
      opcoes: ['Azul', 'Verde'],
    });
    expect(CorpoCriarCampo.safeParse({ rotulo: 'Cor', tipo: 'escolha', opcoes: [] }).error?.issues[0]?.path).toEqual(['opcoes']);
    expect(CorpoCriarCampo.safeParse({ rotulo: 'Cor', tipo: 'referencia' }).success).toBe(false);
    expect(ehCampoPersonalizado('cp_12')).toBe(true);
    expect(ehCampoPersonalizado('cpf')).toBe(false);
  });
});

describe("the custom fields' JSON column", () => {
  it('spreads the values over the row, the removed fields left out', () => {
    const linha = { id: 1, nome: 'Ana', personalizados: '{"cp_3":"1990-03-15","cp_9":"guardado"}' };
    expect(expandirPersonalizados(comCampos, linha)).toMatchObject({ cp_3: '1990-03-15', cp_4: null });
    expect(expandirPersonalizados(comCampos, linha)).not.toHaveProperty('cp_9');
    expect(expandirPersonalizados(clientes, linha)).toBe(linha);
    expect(jsonDaLinha('não é json')).toEqual({});
  });

  it("folds a write's custom columns into the JSON, keeping a removed field's value and dropping an emptied one", () => {
    const antes = '{"cp_3":"1990-03-15","cp_4":"P","cp_9":"guardado"}';
    expect(dobrarPersonalizados(comCampos, { nome: 'Ana', cp_3: null, cp_4: 'M' }, antes)).toEqual({
      nome: 'Ana',
      personalizados: '{"cp_4":"M","cp_9":"guardado"}',
    });
    expect(dobrarPersonalizados(comCampos, { nome: 'Ana' }, antes)).toEqual({ nome: 'Ana' });
    expect(dobrarPersonalizados(comCampos, { cp_3: null }, null)).toEqual({ personalizados: null });
  });
});
