/**
 * What a field of a resource may declare. One declaration gives the server its column, its
 * validation, its filter and its spreadsheet cell, and gives the panel its input, its display and
 * its filter widget; each side keeps one exhaustive table per type (Record<TipoCampo, …>), so a
 * new type does not compile until every side knows it.
 */

export const TIPOS_CAMPO = [
  'texto',
  'texto_longo',
  'email',
  'telefone',
  'cpf',
  'cnpj',
  'cpf_cnpj',
  'cep',
  'endereco',
  'dinheiro',
  'decimal',
  'inteiro',
  'percentual',
  'data',
  'data_hora',
  'booleano',
  'escolha',
  'referencia',
  'referencias',
  'gtin',
  'ncm',
  'uf',
] as const;
export type TipoCampo = (typeof TIPOS_CAMPO)[number];

/** The types an admin may give a custom field from the panel. */
export const TIPOS_CAMPO_SIMPLES = [
  'texto',
  'texto_longo',
  'email',
  'telefone',
  'cpf',
  'cnpj',
  'cpf_cnpj',
  'cep',
  'dinheiro',
  'decimal',
  'inteiro',
  'percentual',
  'data',
  'booleano',
  'escolha',
  'uf',
] as const satisfies readonly TipoCampo[];

export const ROTULOS_TIPO_CAMPO: Record<TipoCampo, string> = {
  texto: 'Texto',
  texto_longo: 'Texto longo',
  email: 'E-mail',
  telefone: 'Telefone',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  cpf_cnpj: 'CPF ou CNPJ',
  cep: 'CEP',
  endereco: 'Endereço',
  dinheiro: 'Valor (R$)',
  decimal: 'Número decimal',
  inteiro: 'Número inteiro',
  percentual: 'Percentual',
  data: 'Data',
  data_hora: 'Data e hora',
  booleano: 'Sim ou não',
  escolha: 'Lista de opções',
  referencia: 'Registro de outro cadastro',
  referencias: 'Registros de outro cadastro',
  gtin: 'GTIN/EAN',
  ncm: 'NCM',
  uf: 'UF',
};

export interface Opcao {
  valor: string;
  rotulo: string;
}

interface CampoComum {
  rotulo: string;
  obrigatorio?: boolean;
  /** Unique within the resource's scope (the seller, or the seller's group): 409 naming the field. */
  unico?: boolean;
  /** Shown, never written by the client (set by the server or by a module's own action). */
  somenteLeitura?: boolean;
  ajuda?: string;
  /** The form's section; fields without one go to the first. */
  secao?: string;
  /**
   * A list column: true shows it by default, 'opcional' offers it in the column chooser. LGPD: a
   * document column is masked in lists (***.456.789-**) and shown whole on the record's page.
   */
  coluna?: boolean | 'opcional';
  filtro?: boolean;
  /** Part of the list's quick search (a prefix of a text, the whole of a document or code). */
  busca?: boolean;
  ordenavel?: boolean;
  /** In the spreadsheet export and import; default true. */
  planilha?: boolean;
  /** The column's name when the table predates the declaration (default: the field's name). */
  colunaSql?: string;
  /**
   * An admin's custom field (personalizados.ts), not a declared one: its value lives in the
   * record's JSON column `personalizados` instead of a column of its own.
   */
  personalizado?: true;
}

export type Campo =
  | (CampoComum & { tipo: 'texto' | 'texto_longo'; min?: number; max?: number; padrao?: string })
  | (CampoComum & {
      tipo: 'email' | 'telefone' | 'cpf' | 'cnpj' | 'cpf_cnpj' | 'cep' | 'gtin' | 'ncm' | 'uf' | 'endereco' | 'data' | 'data_hora';
    })
  | (CampoComum & { tipo: 'dinheiro' | 'inteiro' | 'percentual'; min?: number; max?: number; padrao?: number })
  | (CampoComum & { tipo: 'decimal'; casas: number; min?: number; max?: number; padrao?: number })
  | (CampoComum & { tipo: 'booleano'; padrao?: boolean })
  | (CampoComum & { tipo: 'escolha'; opcoes: readonly Opcao[]; padrao?: string })
  | (CampoComum & { tipo: 'referencia' | 'referencias'; recurso: string; max?: number });

/** The declaration of a field of type T (a union member may cover several types). */
export type CampoDoTipo<T extends TipoCampo> = Campo extends infer C ? (C extends { tipo: infer U } ? (T extends U ? C : never) : never) : never;

/** The parts of a full address, stored as one column each (`<campo>_cep`, `<campo>_logradouro`, …). */
export const PARTES_ENDERECO = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
export type ParteEndereco = (typeof PARTES_ENDERECO)[number];
export type Endereco = Record<Exclude<ParteEndereco, 'complemento'>, string> & { complemento: string | null };

/** Default text lengths: a name fits 120 characters, a note 2,000. */
export const TAMANHO_TEXTO = { texto: 120, texto_longo: 2000 } as const;

/** Decimal places each numeric type keeps (dinheiro in centavos, percentual in hundredths). */
export function casasDecimais(campo: Campo): number {
  switch (campo.tipo) {
    case 'dinheiro':
    case 'percentual':
      return 2;
    case 'decimal':
      return campo.casas;
    default:
      return 0;
  }
}

export const exportavel = (campo: Campo): boolean => campo.planilha !== false && campo.tipo !== 'referencias';
