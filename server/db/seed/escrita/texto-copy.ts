const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * One value in COPY's text format: `\N` for null, numbers as they print, text with the four
 * characters the format reserves (backslash, tab, newline, carriage return) escaped.
 */
function valorCopy(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`COPY: número inválido (${v})`);
    return String(v);
  }
  if (typeof v === 'string') return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : v;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  throw new Error(`COPY: tipo de valor não suportado (${typeof v})`);
}

/**
 * Rows in COPY's text format: tab between values, a newline after each row; `mais`, when given,
 * supplies one more value at the end of each row.
 */
export function textoCopy(linhas: readonly (readonly unknown[])[], mais?: (linha: readonly unknown[]) => unknown): string {
  let texto = '';
  for (const linha of linhas) {
    for (let i = 0; i < linha.length; i++) texto += (i === 0 ? '' : '\t') + valorCopy(linha[i]);
    if (mais) texto += '\t' + valorCopy(mais(linha));
    texto += '\n';
  }
  return texto;
}
