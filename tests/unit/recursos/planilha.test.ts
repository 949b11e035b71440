import { describe, expect, it } from 'vitest';
import { clientes } from '@retaguarda/contrato/recursos';
import { chaveCabecalho, colunaDoCabecalho, colunasDaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import { decodificarTexto, lerLinhasCsv, separadorDe } from '../../../server/modulos/recursos/importacao/csv';
import { entradaDaLinha, lerCabecalho, valorDoCampo } from '../../../server/modulos/recursos/importacao/entrada';
import { valorSimples } from '../../../server/modulos/recursos/importacao/xlsx';

describe("a resource's spreadsheet columns", () => {
  it('has one column per exported field, seven for an address, the read-only ones marked', () => {
    const colunas = colunasDaPlanilha(clientes);
    expect(colunas.map((c) => c.rotulo)).toEqual([
      'Nome ou razão social', 'Tipo de pessoa', 'CPF/CNPJ', 'Inscrição estadual', 'Data de nascimento', 'E-mail', 'Telefone', 'Outro telefone',
      'Endereço — CEP', 'Endereço — Logradouro', 'Endereço — Número', 'Endereço — Complemento', 'Endereço — Bairro', 'Endereço — Cidade', 'Endereço — UF',
      'Aceita receber ofertas', 'Consentimento registrado em', 'Observações',
    ]);
    expect(colunas.filter((c) => c.somenteLeitura).map((c) => c.campo)).toEqual(['consentimento_em']);
  });

  it('matches a header by label or field name, accents, case, spaces and punctuation aside', () => {
    const colunas = colunasDaPlanilha(clientes);
    expect(chaveCabecalho(' CPF / CNPJ ')).toBe('cpfcnpj');
    expect(colunaDoCabecalho(colunas, 'cpf/cnpj')?.campo).toBe('documento');
    expect(colunaDoCabecalho(colunas, 'DOCUMENTO')?.campo).toBe('documento');
    expect(colunaDoCabecalho(colunas, 'NOME OU RAZAO SOCIAL')?.campo).toBe('nome');
    expect(colunaDoCabecalho(colunas, 'endereco_numero')).toMatchObject({ campo: 'endereco', parte: 'numero' });
    expect(colunaDoCabecalho(colunas, 'Endereco - Numero')).toMatchObject({ campo: 'endereco', parte: 'numero' });
    expect(colunaDoCabecalho(colunas, 'Cor favorita')).toBeUndefined();
    expect(colunaDoCabecalho(colunas, '  ')).toBeUndefined();
  });
});

describe('the CSV reader', () => {
  it("picks ';' or ',' from the header line, quotes aside", () => {
    expect(separadorDe('Nome;Preço\n"a,b,c";1')).toBe(';');
    expect(separadorDe('"Nome;x",Preço,Data\n')).toBe(',');
    expect(separadorDe('Nome\nAna')).toBe(';');
  });

  it('reads quoted fields with separators, doubled quotes and line breaks, CRLF or LF', () => {
    expect(lerLinhasCsv('a;"b;c";"diz ""oi"""\r\n"linha\r\ndupla";;x\n')).toEqual([
      ['a', 'b;c', 'diz "oi"'],
      ['linha\r\ndupla', '', 'x'],
    ]);
    expect(lerLinhasCsv('a,b\n1,2', ',')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps what Excel and hand-edited files hold at the edges', () => {
    // a line ending in a separator has an empty last field; a lone CR (old Mac) ends a line too
    expect(lerLinhasCsv('a;b;\rc;;d')).toEqual([['a', 'b', ''], ['c', '', 'd']]);
    // text after a closing quote joins the field; a quote inside an unquoted field is text
    expect(lerLinhasCsv('"ab"c;x"y"')).toEqual([['abc', 'x"y"']]);
    // a quote never closed takes the rest of the file, as spreadsheets read it
    expect(lerLinhasCsv('a;"b\nc')).toEqual([['a', 'b\nc']]);
    // nothing, or an empty quoted field alone, is no row
    expect(lerLinhasCsv('""')).toEqual([]);
    expect(lerLinhasCsv('')).toEqual([]);
  });

  it('drops a UTF-8 BOM and falls back to Windows-1252 for bytes that are not UTF-8', () => {
    expect(decodificarTexto(Buffer.from('\uFEFFNome;Preço', 'utf8'))).toBe('Nome;Preço');
    expect(decodificarTexto(Buffer.from([0x50, 0x72, 0x65, 0xe7, 0x6f]))).toBe('Preço');
  });
});

describe('cells into field values', () => {
  it('turns cells into what the create schema expects', () => {
    const campos = clientes.campos;
    expect(valorDoCampo(campos.documento, 1234567890)).toBe('01234567890');
    expect(valorDoCampo(campos.tipo_pessoa, ' Pessoa jurídica ')).toBe('juridica');
    expect(valorDoCampo(campos.consentimento_marketing, 'Sim')).toBe(true);
    expect(valorDoCampo(campos.nascimento, new Date(Date.UTC(1990, 4, 6)))).toBe('06/05/1990');
    expect(valorDoCampo({ tipo: 'dinheiro', rotulo: 'Preço' }, 'R$ 1.234,56')).toBe(1234.56);
    expect(valorDoCampo({ tipo: 'data_hora', rotulo: 'Revisão' }, new Date(Date.UTC(2026, 2, 4, 10, 30)))).toBe('2026-03-04T10:30:00-03:00');
  });

  it('builds a row body from the mapped columns, an address from its parts, empty cells left out', () => {
    const colunas = colunasDaPlanilha(clientes);
    const { posicoes, erros } = lerCabecalho(colunas, ['Nome', 'Endereço — CEP', 'Endereço — Cidade', 'Consentimento registrado em', 'E-mail', 'Cor']);
    expect(erros).toEqual([{ linha: 1, coluna: 'Cor', mensagem: 'Coluna desconhecida: "Cor". Use os nomes da planilha modelo.' }]);
    expect(entradaDaLinha(clientes, posicoes, ['Ana', 80010000, 'Curitiba', '01/01/2026 10:00', '', 'azul'])).toEqual({
      nome: 'Ana',
      endereco: { cep: '80010000', cidade: 'Curitiba' },
    });
    expect(entradaDaLinha(clientes, posicoes, ['Ana', '', ' '])).toEqual({ nome: 'Ana' });
  });

  it('reads rich text, links and formulas of an .xlsx cell as their text or result', () => {
    expect(valorSimples({ richText: [{ text: 'Ana ' }, { text: 'Souza' }] })).toBe('Ana Souza');
    expect(valorSimples({ text: 'ana@loja.com.br', hyperlink: 'mailto:ana@loja.com.br' })).toBe('ana@loja.com.br');
    expect(valorSimples({ formula: 'A1*2', result: 4 })).toBe(4);
    expect(valorSimples({ error: '#N/A' })).toBe('#N/A');
  });
});
