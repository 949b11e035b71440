/**
 * Where each field lives in its resource's table: one
 * column per field, seven for an address, a join table for a list of references.
 */
import { PARTES_ENDERECO, type Campo, type TipoCampo } from '@retaguarda/contrato/recursos/campos';
import type { Escopo, Recurso } from '@retaguarda/contrato/recursos/recurso';

export type TipoSql = 'TEXT' | 'INTEGER';
export interface ColunaSql {
  nome: string;
  tipo: TipoSql;
}

const texto = (nome: string): ColunaSql[] => [{ nome, tipo: 'TEXT' }];
const inteiro = (nome: string): ColunaSql[] => [{ nome, tipo: 'INTEGER' }];

const COLUNAS_POR_TIPO: Record<TipoCampo, (coluna: string) => ColunaSql[]> = {
  texto,
  texto_longo: texto,
  email: texto,
  telefone: texto,
  cpf: texto,
  cnpj: texto,
  cpf_cnpj: texto,
  cep: texto,
  gtin: texto,
  ncm: texto,
  uf: texto,
  escolha: texto,
  data: texto,
  endereco: (coluna) => PARTES_ENDERECO.map((p) => ({ nome: `${coluna}_${p}`, tipo: 'TEXT' })),
  data_hora: inteiro,
  booleano: inteiro,
  dinheiro: inteiro,
  decimal: inteiro,
  percentual: inteiro,
  inteiro,
  referencia: inteiro,
  // kept in the join table `<tabela>__<coluna>`
  referencias: () => [],
};

export const colunaDe = (nome: string, campo: Campo): string => campo.colunaSql ?? nome;
export const colunasDoCampo = (nome: string, campo: Campo): ColunaSql[] => COLUNAS_POR_TIPO[campo.tipo](colunaDe(nome, campo));
export const tabelaDeLigacao = (recurso: Recurso, nome: string, campo: Campo): string => `${recurso.tabela}__${colunaDe(nome, campo)}`;

/** The column that confines a record to a seller or a group; none for global resources. */
export const COLUNA_ESCOPO: Record<Escopo, string | null> = { grupo: 'id_grupo', seller: 'id_seller', global: null };

/** The columns every resource's table has besides its fields. */
export function colunasBase(recurso: Recurso): ColunaSql[] {
  const escopo = COLUNA_ESCOPO[recurso.escopo];
  return [
    ...(escopo ? [{ nome: escopo, tipo: 'INTEGER' as const }] : []),
    { nome: 'ativo', tipo: 'INTEGER' },
    { nome: 'version', tipo: 'INTEGER' },
    { nome: 'criado_em', tipo: 'INTEGER' },
    { nome: 'atualizado_em', tipo: 'INTEGER' },
    // the values of the group's custom fields (personalizados/), JSON keyed by field name
    { nome: COLUNA_PERSONALIZADOS, tipo: 'TEXT' },
  ];
}

/** The JSON column of a record's custom fields' values (each as its columns would hold it). */
export const COLUNA_PERSONALIZADOS = 'personalizados';

/** Every field's columns, address parts included (not the join tables). */
export const colunasDosCampos = (recurso: Recurso): ColunaSql[] =>
  Object.entries(recurso.campos)
    .filter(([, campo]) => !campo.personalizado)
    .flatMap(([nome, campo]) => colunasDoCampo(nome, campo));
