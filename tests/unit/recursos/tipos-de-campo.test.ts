import { describe, expect, it } from 'vitest';
import { TIPOS_CAMPO, type Campo, type TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { esquemaFiltro } from '@retaguarda/contrato/recursos/esquemas';
import { celulaPlanilha, formatarValor, valorDaCelula } from '@retaguarda/contrato/recursos/exibicao';
import { esquemaCampo, type ValorCampo } from '@retaguarda/contrato/recursos/valores';

const ENDERECO = { cep: '80010-000', logradouro: 'Rua XV de Novembro', numero: '120', complemento: 'ap. 3', bairro: 'Centro', cidade: 'Curitiba', uf: 'pr' };

interface Caso {
  campo: Campo;
  /** What a form or a spreadsheet may send, and what the API then carries. */
  valido: [unknown, ValorCampo];
  invalido: [unknown, string];
  /** The record page's text, the list's text (LGPD) and the spreadsheet cell of the valid value. */
  exibe: string;
  lista?: string;
  celula: string | number;
  /** A filter the list may send for this field. */
  filtro: unknown;
}

/** One row per type: a new type in TIPOS_CAMPO fails the completeness test until it has its row. */
const CASOS: Record<TipoCampo, Caso> = {
  texto: { campo: { tipo: 'texto', rotulo: 'Nome', max: 10 }, valido: ['  Ana  ', 'Ana'], invalido: ['Ana Beatriz Souza', 'No máximo 10 caracteres'], exibe: 'Ana', celula: 'Ana', filtro: 'an' },
  texto_longo: { campo: { tipo: 'texto_longo', rotulo: 'Notas' }, valido: ['linha 1\nlinha 2', 'linha 1\nlinha 2'], invalido: [42, 'Informe um texto'], exibe: 'linha 1\nlinha 2', celula: 'linha 1\nlinha 2', filtro: 'linha' },
  email: { campo: { tipo: 'email', rotulo: 'E-mail' }, valido: [' ana@loja.com.br ', 'ana@loja.com.br'], invalido: ['ana@', 'E-mail inválido'], exibe: 'ana@loja.com.br', celula: 'ana@loja.com.br', filtro: 'ana@' },
  telefone: { campo: { tipo: 'telefone', rotulo: 'Telefone' }, valido: ['(41) 99876-5432', '41998765432'], invalido: ['123', 'Telefone inválido: use (00) 00000-0000'], exibe: '(41) 99876-5432', celula: '(41) 99876-5432', filtro: '41998765432' },
  cpf: { campo: { tipo: 'cpf', rotulo: 'CPF' }, valido: ['529.982.247-25', '52998224725'], invalido: ['529.982.247-26', 'CPF inválido'], exibe: '529.982.247-25', lista: '***.982.247-**', celula: '529.982.247-25', filtro: '52998224725' },
  cnpj: { campo: { tipo: 'cnpj', rotulo: 'CNPJ' }, valido: ['11.222.333/0001-81', '11222333000181'], invalido: ['11.222.333/0001-80', 'CNPJ inválido'], exibe: '11.222.333/0001-81', celula: '11.222.333/0001-81', filtro: '11222333000181' },
  cpf_cnpj: { campo: { tipo: 'cpf_cnpj', rotulo: 'CPF/CNPJ' }, valido: ['11.222.333/0001-81', '11222333000181'], invalido: ['123', 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres)'], exibe: '11.222.333/0001-81', celula: '11.222.333/0001-81', filtro: '529.982.247-25' },
  cep: { campo: { tipo: 'cep', rotulo: 'CEP' }, valido: ['80010-000', '80010000'], invalido: ['8001', 'CEP deve ter o formato 00000-000'], exibe: '80010-000', celula: '80010-000', filtro: '80010000' },
  endereco: {
    campo: { tipo: 'endereco', rotulo: 'Endereço' },
    valido: [ENDERECO, { ...ENDERECO, cep: '80010000', uf: 'PR' }],
    invalido: [{ ...ENDERECO, uf: 'XX' }, 'UF inválida'],
    exibe: 'Rua XV de Novembro, 120, ap. 3 — Centro, Curitiba/PR — 80010-000',
    celula: 'Rua XV de Novembro, 120, ap. 3 — Centro, Curitiba/PR — 80010-000',
    filtro: { uf: ['PR'], cidade: 'Curi' },
  },
  dinheiro: { campo: { tipo: 'dinheiro', rotulo: 'Preço', min: 0 }, valido: [1234.5, 1234.5], invalido: [1.234, 'No máximo 2 casas decimais'], exibe: 'R$\u00a01.234,50', celula: 1234.5, filtro: { de: 10, ate: 20 } },
  decimal: { campo: { tipo: 'decimal', rotulo: 'Peso (kg)', casas: 3 }, valido: [0.125, 0.125], invalido: [0.1255, 'No máximo 3 casas decimais'], exibe: '0,125', celula: 0.125, filtro: { de: 0.1 } },
  inteiro: { campo: { tipo: 'inteiro', rotulo: 'Quantidade', max: 999 }, valido: [12, 12], invalido: [1000, 'O máximo é 999'], exibe: '12', celula: 12, filtro: { ate: 5 } },
  percentual: { campo: { tipo: 'percentual', rotulo: 'Desconto' }, valido: [12.5, 12.5], invalido: ['12', 'Informe um número'], exibe: '12,50%', celula: 12.5, filtro: { de: 0, ate: 100 } },
  data: { campo: { tipo: 'data', rotulo: 'Nascimento' }, valido: ['1/2/1990', '01/02/1990'], invalido: ['31/02/1990', 'Data inválida: use DD/MM/AAAA'], exibe: '01/02/1990', celula: '01/02/1990', filtro: { de: '01/01/1990', ate: '31/12/1990' } },
  data_hora: {
    campo: { tipo: 'data_hora', rotulo: 'Consentimento em' },
    valido: ['2026-11-24T09:30:00-03:00', '2026-11-24T09:30:00-03:00'],
    invalido: ['24/11/2026 09:30', 'Data e hora inválidas'],
    exibe: '24/11/2026 09:30',
    celula: '24/11/2026 09:30',
    filtro: { de: '24/11/2026' },
  },
  booleano: { campo: { tipo: 'booleano', rotulo: 'Aceita ofertas' }, valido: [true, true], invalido: ['talvez', 'Informe sim ou não'], exibe: 'Sim', celula: 'Sim', filtro: false },
  escolha: {
    campo: { tipo: 'escolha', rotulo: 'Tipo', opcoes: [{ valor: 'fisica', rotulo: 'Pessoa física' }, { valor: 'juridica', rotulo: 'Pessoa jurídica' }] },
    valido: ['juridica', 'juridica'],
    invalido: ['outra', 'Escolha uma das opções'],
    exibe: 'Pessoa jurídica',
    celula: 'Pessoa jurídica',
    filtro: ['fisica'],
  },
  referencia: { campo: { tipo: 'referencia', rotulo: 'Fornecedor', recurso: 'fornecedores' }, valido: [7, 7], invalido: [-1, 'Escolha um registro da lista'], exibe: 'Tecidos Sul', celula: 'Tecidos Sul', filtro: [7, 8] },
  referencias: { campo: { tipo: 'referencias', rotulo: 'Produtos', recurso: 'produtos', max: 3 }, valido: [[3, 4, 3], [3, 4]], invalido: [[1, 2, 3, 4], 'No máximo 3 itens'], exibe: 'Camiseta P, Camiseta M', celula: 'Camiseta P, Camiseta M', filtro: [3] },
  gtin: { campo: { tipo: 'gtin', rotulo: 'EAN' }, valido: ['7891000315507', '7891000315507'], invalido: ['7891000315508', 'GTIN/EAN inválido: confira os dígitos (8, 12, 13 ou 14, com o verificador)'], exibe: '7891000315507', celula: '7891000315507', filtro: '7891000315507' },
  ncm: { campo: { tipo: 'ncm', rotulo: 'NCM' }, valido: ['6109.10.00', '61091000'], invalido: ['6109', 'NCM deve ter 8 dígitos'], exibe: '6109.10.00', celula: '6109.10.00', filtro: '61091000' },
  uf: { campo: { tipo: 'uf', rotulo: 'UF' }, valido: [' sp ', 'SP'], invalido: ['XX', 'UF inválida'], exibe: 'SP', celula: 'SP', filtro: ['SP', 'RJ'] },
};

const TITULOS: Partial<Record<TipoCampo, string | string[]>> = { referencia: 'Tecidos Sul', referencias: ['Camiseta P', 'Camiseta M'] };

const mensagens = (resultado: { success: boolean; error?: { issues: { message: string }[] } }) => resultado.error?.issues.map((i) => i.message) ?? [];

describe('every field type', () => {
  it('has a case here for each declared type', () => {
    expect(Object.keys(CASOS).sort()).toEqual([...TIPOS_CAMPO].sort());
  });

  describe.each(Object.entries(CASOS))('%s', (tipo, caso) => {
    const titulo = TITULOS[tipo as TipoCampo];

    it('accepts a valid value and outputs the stored spelling', () => {
      const r = esquemaCampo(caso.campo).safeParse(caso.valido[0]);
      expect(mensagens(r)).toEqual([]);
      expect(r.data).toEqual(caso.valido[1]);
    });

    it('refuses an invalid value with its Portuguese message', () => {
      expect(mensagens(esquemaCampo(caso.campo).safeParse(caso.invalido[0]))).toContain(caso.invalido[1]);
    });

    it('is required when declared so, and null when optional and empty', () => {
      const obrigatorio = esquemaCampo({ ...caso.campo, obrigatorio: true } as Campo);
      expect(mensagens(obrigatorio.safeParse(undefined))).toEqual(['O campo é obrigatório']);
      const vazio = esquemaCampo(caso.campo).safeParse(tipo === 'referencias' ? undefined : '');
      expect(vazio.data).toEqual(tipo === 'referencias' ? [] : null);
    });

    it('reads on screen as a Brazilian reader expects', () => {
      expect(formatarValor(caso.campo, caso.valido[1], { titulo })).toBe(caso.exibe);
      expect(formatarValor(caso.campo, caso.valido[1], { titulo, lista: true })).toBe(caso.lista ?? caso.exibe);
      expect(formatarValor(caso.campo, null)).toBe('');
    });

    it('has a filter the list may send', () => {
      expect(mensagens(esquemaFiltro(caso.campo).safeParse(caso.filtro))).toEqual([]);
    });

    it('writes its spreadsheet cell and reads it back', () => {
      const celula = celulaPlanilha(caso.campo, caso.valido[1], titulo);
      expect(celula).toEqual(caso.celula);
      if (tipo === 'referencia' || tipo === 'referencias' || tipo === 'endereco') return; // exported as titles / one line, imported by id or parts
      const lida = esquemaCampo(caso.campo).safeParse(valorDaCelula(caso.campo, celula));
      expect(lida.data).toEqual(caso.valido[1]);
    });
  });
});

describe('spreadsheet cells typed by people', () => {
  it('reads money, booleans and choices the way a Brazilian sheet writes them', () => {
    expect(valorDaCelula({ tipo: 'dinheiro', rotulo: 'Preço' }, 'R$ 1.234,56')).toBe(1234.56);
    expect(valorDaCelula({ tipo: 'booleano', rotulo: 'Ativo' }, 'não')).toBe(false);
    expect(valorDaCelula(CASOS.escolha.campo, 'pessoa física')).toBe('fisica');
    expect(valorDaCelula({ tipo: 'data', rotulo: 'Nascimento' }, new Date(Date.UTC(1990, 1, 1)))).toBe('01/02/1990');
  });

  it('passes what it cannot read on to the schema, which names the problem', () => {
    const campo: Campo = { tipo: 'dinheiro', rotulo: 'Preço' };
    expect(mensagens(esquemaCampo(campo).safeParse(valorDaCelula(campo, 'doze reais')))).toEqual(['Valor inválido']);
  });
});
