/**
 * The router decodes percent-escapes (`/%761/...` is `/v1/...`) while a raw-URL test does not:
 * anything that decides by path uses the matched route, or this spelling-independent form.
 */
export function caminhoNormalizado(url: string): string {
  const caminho = (url.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  try {
    return decodeURIComponent(caminho);
  } catch {
    // a malformed escape: the router answers it 404 (or 400); the raw form still tells API from page
    return caminho;
  }
}

/** An API address (/v1/..., /v2/...), however it is spelled or cased. */
export function ehCaminhoDaApi(url: string): boolean {
  return /^\/v\d+(\/|$)/i.test(caminhoNormalizado(url));
}

/** Whether an Accept header takes HTML: text/html, text/* or *\/* with q above 0; absent means anything. */
export function aceitaHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((faixa) => {
    const [tipo = '', ...params] = faixa.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return tipo === 'text/html' || tipo === 'text/*' || tipo === '*/*';
  });
}

/** Whether an Accept header names HTML itself (a browser's page navigation always does). */
export function pedeHtml(accept: string | undefined): boolean {
  return /(^|,)\s*text\/html\s*(;|,|$)/i.test(accept ?? '');
}

/** A page address (no file extension in its last segment), not a missing file such as a stale chunk. */
export function ehEnderecoDePagina(url: string): boolean {
  const ultimo = caminhoNormalizado(url).split('/').pop() ?? '';
  return !ultimo.includes('.');
}
