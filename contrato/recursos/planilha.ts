/**
 * A resource as a spreadsheet: the columns its export writes and its import reads (one per field
 * with `planilha` not false, seven for an address), how a header finds its field, the limits of
 * both, and the import's answers. The server builds the files from these; the panel offers the
 * model spreadsheet (headers only) and shows the dry run's errors.
 */
import { z } from 'zod/mini';
import { formatNumero } from '../br/numeros';
import { exportavel, PARTES_ENDERECO, type Campo, type ParteEndereco } from './campos';
import type { Recurso } from './recurso';

export const LIMITES_PLANILHA = {
  /** Rows of one export; more answers 413 asking for a narrower filter. */
  exportacaoLinhas: 100_000,
  /** Bytes of one imported file (the route's body limit). */
  importacaoBytes: 5 * 1024 * 1024,
  /** Data rows of one imported file (the header row aside). */
  importacaoLinhas: 10_000,
  /** Errors listed in one answer; `total_erros` counts them all. */
  errosListados: 1_000,
} as const;

export const TIPOS_ARQUIVO_IMPORTACAO = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const ROTULOS_PARTE: Record<ParteEndereco, string> = {
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
};

export interface ColunaPlanilha {
  /** The field's name. */
  campo: string;
  /** An address's part, when the field is an address (one column per part). */
  parte?: ParteEndereco;
  /** The header: the field's label ('Endereço — CEP' for an address part). */
  rotulo: string;
  /** A read-only field is exported and ignored by the import. */
  somenteLeitura: boolean;
}

/** The spreadsheet's columns, in declaration order. */
export function colunasDaPlanilha(recurso: Pick<Recurso, 'campos'>): ColunaPlanilha[] {
  const colunas: ColunaPlanilha[] = [];
  for (const [nome, campo] of Object.entries(recurso.campos) as [string, Campo][]) {
    if (!exportavel(campo)) continue;
    const somenteLeitura = campo.somenteLeitura === true;
    if (campo.tipo === 'endereco') {
      for (const parte of PARTES_ENDERECO) colunas.push({ campo: nome, parte, rotulo: `${campo.rotulo} — ${ROTULOS_PARTE[parte]}`, somenteLeitura });
    } else colunas.push({ campo: nome, rotulo: campo.rotulo, somenteLeitura });
  }
  return colunas;
}

/** A header as compared: no accents, case, spaces or punctuation ('CPF/CNPJ' = 'cpf cnpj' = 'cpfcnpj'). */
export const chaveCabecalho = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Finds a header's column by its label or by the field's name ('endereco_cep' for an address part). */
export function colunaDoCabecalho(colunas: readonly ColunaPlanilha[], cabecalho: string): ColunaPlanilha | undefined {
  const chave = chaveCabecalho(cabecalho);
  if (chave === '') return undefined;
  return colunas.find((c) => chaveCabecalho(c.rotulo) === chave || chaveCabecalho(c.parte ? `${c.campo}_${c.parte}` : c.campo) === chave);
}

/** `<nome>-AAAA-MM-DD.xlsx`: the export's file name (the day in São Paulo). */
export const nomeArquivoExportacao = (recurso: Pick<Recurso, 'nome'>, diaIso: string): string => `${recurso.nome}-${diaIso}.xlsx`;

export const ErroImportacao = z.object({
  /** The spreadsheet's line number (the header is line 1). */
  linha: z.int(),
  /** The column's header as the model names it (the field's label). */
  coluna: z.string(),
  mensagem: z.string(),
});
export type ErroImportacao = z.infer<typeof ErroImportacao>;

/** `?simular=true`: nothing is written, every row is checked. */
export const ImportacaoQuery = z.object({
  simular: z.optional(z.enum(['true', 'false'], { error: "simular deve ser 'true' ou 'false'" })),
});

/** The dry run's answer, and the body of a refused import (422, with RES the message). */
export const ResultadoImportacao = z.object({
  /** Data rows read (blank rows aside). */
  linhas: z.int(),
  /** Rows without any error. */
  validas: z.int(),
  /** At most LIMITES_PLANILHA.errosListados, by line then column order. */
  erros: z.array(ErroImportacao),
  total_erros: z.int(),
});
export type ResultadoImportacao = z.infer<typeof ResultadoImportacao>;

export const ImportacaoRecusada = z.extend(ResultadoImportacao, { RES: z.string() });
export type ImportacaoRecusada = z.infer<typeof ImportacaoRecusada>;

export const ImportacaoConcluida = z.object({ criados: z.int() });
export type ImportacaoConcluida = z.infer<typeof ImportacaoConcluida>;

/** The answers of the import, worded for the panel. */
export const MENSAGENS_PLANILHA = {
  grandeDemais: `O arquivo passa de ${LIMITES_PLANILHA.importacaoBytes / 1024 / 1024} MB. Divida a planilha em arquivos menores.`,
  tipoDesconhecido: 'Envie uma planilha .csv (separada por ; ou ,) ou .xlsx.',
  vazio: 'A planilha está vazia: a primeira linha deve ter os nomes das colunas e as seguintes, os registros.',
  semLinhas: 'A planilha só tem a linha de cabeçalho: nenhum registro para importar.',
  linhasDemais: (n: number) =>
    `A planilha tem ${formatNumero(n)} linhas e o limite é ${formatNumero(LIMITES_PLANILHA.importacaoLinhas)} por arquivo. Divida-a em partes.`,
  ilegivel: 'Não foi possível ler o arquivo. Salve-o novamente como .xlsx ou .csv (UTF-8) e tente outra vez.',
  comErros: (n: number) => `Nada foi importado: a planilha tem ${formatNumero(n)} ${n === 1 ? 'erro' : 'erros'}. Corrija e envie de novo.`,
  colunaDesconhecida: (cabecalho: string) => `Coluna desconhecida: "${cabecalho}". Use os nomes da planilha modelo.`,
  colunaRepetida: (cabecalho: string) => `Coluna repetida: "${cabecalho}".`,
  repetidoNaPlanilha: (campo: Campo, linha: number) => `${campo.rotulo} repetido na planilha: já está na linha ${linha}.`,
  semRegistroComNome: (campo: Campo, titulo: string) => `${campo.rotulo}: nenhum registro ativo com o nome "${titulo}".`,
  variosComNome: (campo: Campo, titulo: string) => `${campo.rotulo}: há mais de um registro com o nome "${titulo}"; informe o código (#id).`,
  exportacaoGrande: (total: number, maximo: number) =>
    `A exportação teria ${formatNumero(total)} registros e o limite é ${formatNumero(maximo)}. Filtre a lista e exporte em partes.`,
} as const;
