/**
 * The import's CSV reader: UTF-8 (a byte-order mark tolerated) or, failing that, Windows-1252
 * (what Excel's "CSV" saves on a Brazilian Windows); separated by ';' (Excel in pt-BR) or ','
 * (whichever the header line has more of, outside quotes); fields in double quotes may hold the
 * separator, line breaks and doubled quotes (RFC 4180).
 */

export function decodificarTexto(bytes: Uint8Array): string {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    texto = new TextDecoder('windows-1252').decode(bytes);
  }
  return texto.charCodeAt(0) === 0xfeff ? texto.slice(1) : texto;
}

/** ';' or ',': the one the first line has more of outside quotes (';' on a tie, the pt-BR default). */
export function separadorDe(texto: string): ';' | ',' {
  let pontoEVirgula = 0;
  let virgula = 0;
  let entreAspas = false;
  for (const c of texto) {
    if (c === '"') entreAspas = !entreAspas;
    else if (!entreAspas && (c === '\n' || c === '\r')) break;
    else if (!entreAspas && c === ';') pontoEVirgula++;
    else if (!entreAspas && c === ',') virgula++;
  }
  return virgula > pontoEVirgula ? ',' : ';';
}

/**
 * The rows of a CSV text, each a list of its fields as written (quotes removed). Fields are cut
 * from the text in whole runs: appending char by char made one V8 string piece per character,
 * garbage that survived into the old generation and raised an import's peak memory.
 */
export function lerLinhasCsv(texto: string, separador = separadorDe(texto)): string[][] {
  const linhas: string[][] = [];
  let linha: string[] = [];
  /** The field so far, except the run from `inicio` to the current position. */
  let campo = '';
  let inicio = 0;
  let entreAspas = false;
  let i = 0;
  const fimDoCampo = () => {
    linha.push(campo + texto.slice(inicio, i));
    campo = '';
  };
  const fimDaLinha = () => {
    fimDoCampo();
    linhas.push(linha);
    linha = [];
  };
  while (i < texto.length) {
    const c = texto[i];
    if (entreAspas) {
      if (c === '"') {
        campo += texto.slice(inicio, i);
        const dobrada = texto[i + 1] === '"';
        if (dobrada) campo += '"';
        else entreAspas = false;
        i += dobrada ? 2 : 1;
        inicio = i;
      } else i++;
      continue;
    }
    if (c === '"' && campo === '' && i === inicio) {
      entreAspas = true;
      inicio = ++i;
    } else if (c === separador) {
      fimDoCampo();
      inicio = ++i;
    } else if (c === '\n' || c === '\r') {
      fimDaLinha();
      i += c === '\r' && texto[i + 1] === '\n' ? 2 : 1;
      inicio = i;
    } else i++;
  }
  // the last line, unless the text ended with its line break
  if (campo !== '' || i > inicio || linha.length > 0) fimDaLinha();
  return linhas;
}

export const lerCsv = (bytes: Uint8Array): string[][] => lerLinhasCsv(decodificarTexto(bytes));
