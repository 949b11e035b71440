/**
 * From the sheet's rows to what the create schema checks: the header row matched to the
 * resource's columns (by label or field name, accents and case aside), and each data row turned
 * into a body, cell by cell, through the contract's valorDaCelula. Pure: no database here.
 */
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { valorDaCelula } from '@retaguarda/contrato/recursos/exibicao';
import { colunaDoCabecalho, MENSAGENS_PLANILHA, type ColunaPlanilha, type ErroImportacao } from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';

export interface Cabecalho {
  /** The column of each position of the sheet, or null (an empty header, or one refused). */
  posicoes: (ColunaPlanilha | null)[];
  erros: ErroImportacao[];
}

const texto = (v: unknown): string => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v)).trim();
export const linhaVazia = (celulas: readonly unknown[]): boolean => celulas.every((c) => texto(c) === '');

export function lerCabecalho(colunas: readonly ColunaPlanilha[], celulas: readonly unknown[]): Cabecalho {
  const erros: ErroImportacao[] = [];
  const vistas = new Set<ColunaPlanilha>();
  const posicoes = celulas.map((celula) => {
    const cabecalho = texto(celula);
    if (cabecalho === '') return null;
    const coluna = colunaDoCabecalho(colunas, cabecalho);
    if (!coluna) {
      erros.push({ linha: 1, coluna: cabecalho, mensagem: MENSAGENS_PLANILHA.colunaDesconhecida(cabecalho) });
      return null;
    }
    if (vistas.has(coluna)) {
      erros.push({ linha: 1, coluna: cabecalho, mensagem: MENSAGENS_PLANILHA.colunaRepetida(cabecalho) });
      return null;
    }
    vistas.add(coluna);
    return coluna;
  });
  return { posicoes, erros };
}

const dois = (n: number) => String(n).padStart(2, '0');
/** A date cell's wall clock as the export writes it: 'DD/MM/YYYY HH:mm' (Excel keeps no time zone). */
const paredeDe = (d: Date) => `${dois(d.getUTCDate())}/${dois(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${dois(d.getUTCHours())}:${dois(d.getUTCMinutes())}`;

/** A number cell of a code has lost its leading zeros in Excel: they come back. */
function codigoNumerico(campo: Campo, celula: number): string {
  const digitos = onlyDigits(String(Math.trunc(celula)));
  switch (campo.tipo) {
    case 'cpf':
      return digitos.padStart(11, '0');
    case 'cnpj':
      return digitos.padStart(14, '0');
    case 'cpf_cnpj':
      return digitos.padStart(digitos.length <= 11 ? 11 : 14, '0');
    case 'cep':
      return digitos.padStart(8, '0');
    case 'ncm':
      return digitos.padStart(8, '0');
    default:
      return String(celula);
  }
}

/** One cell as the field's schema expects it. */
export function valorDoCampo(campo: Campo, celula: unknown): unknown {
  if (campo.tipo === 'data_hora' && celula instanceof Date) return valorDaCelula(campo, paredeDe(celula));
  if (typeof celula === 'number' && ['cpf', 'cnpj', 'cpf_cnpj', 'cep', 'ncm'].includes(campo.tipo)) return codigoNumerico(campo, celula);
  if (typeof celula === 'string' && campo.tipo !== 'referencia') return valorDaCelula(campo, celula.trim());
  return valorDaCelula(campo, celula);
}

/** A data row as a create body: the writable fields of the mapped columns, an address from its parts. */
export function entradaDaLinha(recurso: Recurso, posicoes: readonly (ColunaPlanilha | null)[], celulas: readonly unknown[]): Record<string, unknown> {
  const entrada: Record<string, unknown> = {};
  const enderecos = new Map<string, Record<string, string | null>>();
  posicoes.forEach((coluna, i) => {
    if (!coluna || coluna.somenteLeitura) return;
    const campo = recurso.campos[coluna.campo] as Campo;
    const celula = celulas[i] ?? null;
    if (!coluna.parte) {
      // an empty cell is a field not informed: the declared default, or empty
      const valor = valorDoCampo(campo, celula);
      if (valor !== null) entrada[coluna.campo] = valor;
      return;
    }
    const partes = enderecos.get(coluna.campo) ?? {};
    enderecos.set(coluna.campo, partes);
    const t = typeof celula === 'number' && coluna.parte === 'cep' ? codigoNumerico({ tipo: 'cep', rotulo: '' }, celula) : texto(celula);
    partes[coluna.parte] = t === '' ? null : t;
  });
  // an address with every part empty is no address
  for (const [nome, partes] of enderecos) if (Object.values(partes).some((v) => v !== null)) entrada[nome] = partes;
  return entrada;
}
