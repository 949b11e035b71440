/**
 * A field's value between the API (what valores.ts outputs: DD/MM/YYYY, reais, booleans, an
 * address object) and its columns (YYYY-MM-DD, integer centavos or scaled units, 0/1, seven
 * texts). 'referencias' lives in a join table (read in consultas/leitura.ts, written in
 * consultas/escrita.ts) and has no columns here.
 */
import { casasDecimais, PARTES_ENDERECO, type Campo, type Endereco, type TipoCampo } from '@retaguarda/contrato/recursos/campos';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { dataBRparaChave } from '@retaguarda/contrato/br/dates';
import { isoSP } from '../../http/iso-sp';
import { colunaDe } from './colunas';

export type Linha = Record<string, unknown>;
type ValorColuna = string | number | null;

interface Conversao {
  /** The columns of a value (null clears them). */
  paraColunas(coluna: string, valor: ValorCampo, campo: Campo): Record<string, ValorColuna>;
  /** The API value read from a row. */
  daLinha(coluna: string, linha: Linha, campo: Campo): ValorCampo;
}

const textoDe = (v: unknown): string | null => (typeof v === 'string' ? v : v == null ? null : String(v));
const numeroDe = (v: unknown): number | null => (v == null ? null : Number(v));

const direto: Conversao = {
  paraColunas: (coluna, valor) => ({ [coluna]: typeof valor === 'string' ? valor : null }),
  daLinha: (coluna, linha) => textoDe(linha[coluna]),
};

const inteiro: Conversao = {
  paraColunas: (coluna, valor) => ({ [coluna]: typeof valor === 'number' ? valor : null }),
  daLinha: (coluna, linha) => numeroDe(linha[coluna]),
};

/** Money, decimals and percentages: integers of the smallest unit, never a float in the table. */
const escalado: Conversao = {
  paraColunas: (coluna, valor, campo) => ({ [coluna]: typeof valor === 'number' ? Math.round(valor * 10 ** casasDecimais(campo)) : null }),
  daLinha: (coluna, linha, campo) => {
    const n = numeroDe(linha[coluna]);
    return n === null ? null : n / 10 ** casasDecimais(campo);
  },
};

const data: Conversao = {
  paraColunas: (coluna, valor) => ({ [coluna]: typeof valor === 'string' ? dataBRparaChave(valor) : null }),
  daLinha: (coluna, linha) => {
    const v = textoDe(linha[coluna]);
    return v === null ? null : v.split('-').reverse().join('/');
  },
};

const dataHora: Conversao = {
  paraColunas: (coluna, valor) => ({ [coluna]: typeof valor === 'string' ? Date.parse(valor) : null }),
  daLinha: (coluna, linha) => {
    const n = numeroDe(linha[coluna]);
    return n === null ? null : isoSP(n);
  },
};

const booleano: Conversao = {
  paraColunas: (coluna, valor) => ({ [coluna]: typeof valor === 'boolean' ? (valor ? 1 : 0) : null }),
  daLinha: (coluna, linha) => {
    const n = numeroDe(linha[coluna]);
    return n === null ? null : n === 1;
  },
};

const ehEndereco = (v: ValorCampo): v is Endereco => typeof v === 'object' && v !== null && !Array.isArray(v);

const endereco: Conversao = {
  paraColunas: (coluna, valor) =>
    Object.fromEntries(PARTES_ENDERECO.map((p) => [`${coluna}_${p}`, ehEndereco(valor) ? (valor[p] ?? null) : null])),
  // An address with every part empty is no address.
  daLinha: (coluna, linha) => {
    const partes = PARTES_ENDERECO.map((p) => [p, textoDe(linha[`${coluna}_${p}`])] as const);
    if (partes.every(([, v]) => v === null || v === '')) return null;
    const e = Object.fromEntries(partes.map(([p, v]) => [p, p === 'complemento' ? v || null : (v ?? '')]));
    return e as Endereco;
  },
};

const semColunas: Conversao = { paraColunas: () => ({}), daLinha: () => [] };

const CONVERSOES: Record<TipoCampo, Conversao> = {
  texto: direto,
  texto_longo: direto,
  email: direto,
  telefone: direto,
  cpf: direto,
  cnpj: direto,
  cpf_cnpj: direto,
  cep: direto,
  gtin: direto,
  ncm: direto,
  uf: direto,
  escolha: direto,
  data,
  data_hora: dataHora,
  booleano,
  dinheiro: escalado,
  decimal: escalado,
  percentual: escalado,
  inteiro,
  referencia: inteiro,
  endereco,
  referencias: semColunas,
};

export const paraColunas = (nome: string, campo: Campo, valor: ValorCampo): Record<string, ValorColuna> =>
  CONVERSOES[campo.tipo].paraColunas(colunaDe(nome, campo), valor, campo);

export const valorDaLinha = (nome: string, campo: Campo, linha: Linha): ValorCampo => CONVERSOES[campo.tipo].daLinha(colunaDe(nome, campo), linha, campo);
