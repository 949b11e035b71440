/**
 * The file chosen for an import, checked in the browser before anything is sent (kind, size,
 * emptiness: the server checks again), read into bytes; and the model spreadsheet, the headers the
 * import knows.
 */
import { colunasDaPlanilha, LIMITES_PLANILHA, MENSAGENS_PLANILHA, TIPOS_ARQUIVO_IMPORTACAO } from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ArquivoImportacao } from '../dados/provedorDoRecurso';

export const ACEITOS = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind from the name: browsers give .csv many content types (or none), the extension is what people see. */
export function tipoDoArquivo(nome: string): ArquivoImportacao['tipo'] | null {
  const extensao = nome.toLowerCase().split('.').pop();
  return extensao === 'csv' || extensao === 'xlsx' ? extensao : null;
}

/** What is wrong with the file before sending it, or null. */
export function problemaDoArquivo(arquivo: Pick<File, 'name' | 'size'>): string | null {
  if (!tipoDoArquivo(arquivo.name)) return MENSAGENS_PLANILHA.tipoDesconhecido;
  if (arquivo.size === 0) return 'O arquivo está vazio.';
  if (arquivo.size > LIMITES_PLANILHA.importacaoBytes) return MENSAGENS_PLANILHA.grandeDemais;
  return null;
}

/** The file's bytes (FileReader: every browser, and the tests' DOM, has it). */
export function lerBytes(arquivo: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(new Uint8Array(leitor.result as ArrayBuffer));
    leitor.onerror = () => reject(new Error('Não foi possível ler o arquivo escolhido.'));
    leitor.readAsArrayBuffer(arquivo);
  });
}

const campoCsv = (texto: string) => (/[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto);

/**
 * The model: a CSV with the header row only (';' and a BOM, as Excel in Portuguese opens it),
 * the columns the import fills (read-only ones left out).
 */
export function modeloCsv(recurso: Recurso): Blob {
  const cabecalho = colunasDaPlanilha(recurso)
    .filter((c) => !c.somenteLeitura)
    .map((c) => campoCsv(c.rotulo))
    .join(';');
  return new Blob([`\uFEFF${cabecalho}\r\n`], { type: `${TIPOS_ARQUIVO_IMPORTACAO.csv};charset=utf-8` });
}

export const nomeDoModelo = (recurso: Recurso) => `modelo-${recurso.nome}.csv`;
