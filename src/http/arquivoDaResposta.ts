/** What a file answer's headers say of it: its name and, when the server counts them, its rows. */

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function nomeDoArquivo(contentDisposition: string | null, padrao: string): string {
  if (!contentDisposition) return padrao;
  const estendido = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (estendido) {
    try {
      return decodeURIComponent(estendido[1].trim());
    } catch {
      // a malformed percent-encoding falls back to the plain filename below
    }
  }
  const simples = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const nome = simples ? (simples[2] ?? simples[1]).trim() : '';
  return nome || padrao;
}

export function inteiroDoCabecalho(valor: string | null): number | null {
  if (!valor || !/^\d+$/.test(valor.trim())) return null;
  return Number(valor);
}
