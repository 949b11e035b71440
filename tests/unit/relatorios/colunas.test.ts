import { describe, expect, it } from 'vitest';
import {
  colunasDaPlanilha, colunasDaTela, defineColunas, esquemaDaLinha, formatarValor, linhaDaPlanilha, type Coluna, type DeclaracaoColunas,
} from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_PARADO } from '@retaguarda/contrato/relatorios/estoque';

const NBSP = '\u00a0';

/** One declaration whose targets differ the ways the reports' do: labels, order, columns, empty wording, scale. */
const EXEMPLO = defineColunas(
  {
    posicao: { tipo: 'inteiro', posicao: true, rotulo: 'Posição', rotulos: { tela: '#' }, largura: 9 },
    id_item: { tipo: 'referencia', rotulo: 'Código' },
    nome: { tipo: 'texto', rotulo: 'Nome', largura: 30 },
    grupo: { tipo: 'texto', rotulo: 'Grupo', nulo: true, vazio: 'Sem grupo' },
    situacao: { tipo: 'escolha', opcoes: ['ok', 'falta'], rotulosOpcoes: { ok: 'Em dia', falta: 'Em falta' }, rotulo: 'Situação' },
    valor: { tipo: 'dinheiro', rotulo: 'Valor' },
    desconto: { tipo: 'percentual', escala: 'centesimos', casas: 2, rotulo: 'Desconto' },
    cobertura: { tipo: 'decimal', casas: 1, unidade: ['dia', 'dias'], rotulo: 'Cobertura', rotulos: { xlsx: 'Cobertura (dias)' }, nulo: true, vazio: { tela: 'Sem vendas' } },
    visto_em: { tipo: 'data', rotulo: 'Visto em', nulo: true },
  },
  {
    tela: ['posicao', 'nome', 'situacao', 'valor', 'desconto', 'cobertura'],
    xlsx: ['posicao', 'grupo', 'nome', 'situacao', 'valor', 'desconto', 'cobertura', 'visto_em'],
  },
);

const LINHA = { id_item: 7, nome: 'Caneta', grupo: null, situacao: 'falta', valor: 1234.5, desconto: 1250, cobertura: 1, visto_em: Date.UTC(2026, 0, 15, 15) } as const;

describe('a report column declaration', () => {
  it('gives the row schema: every field but the position, nullable where declared, options as an enum', () => {
    const Linha = esquemaDaLinha(EXEMPLO);
    expect(Object.keys(Linha.def.shape)).toEqual(['id_item', 'nome', 'grupo', 'situacao', 'valor', 'desconto', 'cobertura', 'visto_em']);
    expect(Linha.parse(LINHA)).toEqual(LINHA);
    expect(Linha.safeParse({ ...LINHA, situacao: 'sobra' }).success).toBe(false);
    expect(Linha.safeParse({ ...LINHA, nome: null }).success).toBe(false);
    expect(Linha.safeParse({ ...LINHA, cobertura: null, grupo: 'Escrita' }).success).toBe(true);
  });

  it("gives the sheet's columns in the sheet's order and words, and a row's cells as numbers, labels and dates", () => {
    expect(colunasDaPlanilha(EXEMPLO)).toEqual([
      { chave: 'posicao', rotulo: 'Posição', tipo: 'inteiro', largura: 9 },
      { chave: 'grupo', rotulo: 'Grupo', tipo: 'texto' },
      { chave: 'nome', rotulo: 'Nome', tipo: 'texto', largura: 30 },
      { chave: 'situacao', rotulo: 'Situação', tipo: 'escolha' },
      { chave: 'valor', rotulo: 'Valor', tipo: 'dinheiro' },
      { chave: 'desconto', rotulo: 'Desconto', tipo: 'percentual' },
      { chave: 'cobertura', rotulo: 'Cobertura (dias)', tipo: 'decimal' },
      { chave: 'visto_em', rotulo: 'Visto em', tipo: 'data' },
    ]);
    expect(linhaDaPlanilha(EXEMPLO, LINHA, 4, (ms) => `dia ${ms}`)).toEqual([5, 'Sem grupo', 'Caneta', 'Em falta', 1234.5, 0.125, 1, `dia ${LINHA.visto_em}`]);
    expect(linhaDaPlanilha(EXEMPLO, { ...LINHA, cobertura: null, visto_em: null }, 0, String).slice(-2)).toEqual([null, null]);
  });

  it("gives the screen's columns in the screen's order and words, numbers on the right, each cell's pt-BR text", () => {
    const tela = colunasDaTela(EXEMPLO);
    expect(tela.map(({ chave, rotulo, direita, semQuebra }) => ({ chave, rotulo, direita, semQuebra }))).toEqual([
      { chave: 'posicao', rotulo: '#', direita: true, semQuebra: false },
      { chave: 'nome', rotulo: 'Nome', direita: false, semQuebra: false },
      { chave: 'situacao', rotulo: 'Situação', direita: false, semQuebra: false },
      { chave: 'valor', rotulo: 'Valor', direita: true, semQuebra: true },
      { chave: 'desconto', rotulo: 'Desconto', direita: true, semQuebra: false },
      { chave: 'cobertura', rotulo: 'Cobertura', direita: true, semQuebra: true },
    ]);
    expect(tela.map((c) => c.texto(LINHA, 2))).toEqual(['3', 'Caneta', 'Em falta', `R$${NBSP}1.234,50`, '12,5%', '1 dia']);
    expect(tela.map((c) => c.texto({ ...LINHA, cobertura: 41.25 }, 0)).at(-1)).toBe('41,3 dias');
    expect(tela.map((c) => c.texto({ ...LINHA, cobertura: null }, 0)).at(-1)).toBe('Sem vendas');
  });

  it('writes an empty value as its wording on screen, a dash unless told', () => {
    expect(formatarValor(EXEMPLO.colunas.grupo, null)).toBe('Sem grupo');
    expect(formatarValor(EXEMPLO.colunas.visto_em, null)).toBe('—');
    expect(formatarValor(COLUNAS_PARADO.colunas.ultima_venda_em, null)).toBe('Nunca vendido');
  });

  it('is a declaration of any columns where one is expected, so declarations of different columns sit in one list', () => {
    // the type check is the test: a declaration of literal columns must widen without a cast
    const declaracoes: readonly DeclaracaoColunas<Record<string, Coluna>>[] = [EXEMPLO, COLUNAS_PARADO];
    expect(declaracoes.map((d) => colunasDaTela(d)[0].chave)).toEqual(['posicao', 'produto']);
  });
});
