/**
 * The origin of the panel in e-mailed links (reset, verification, first password). A link built
 * from the request's Host header could be pointed at an attacker's site by whoever triggers the
 * e-mail (link poisoning), so the Host is used only when it names an allowed origin.
 */
export interface ConfigOrigem {
  /** PUBLIC_URL: the origin used whenever the request's Host is not in the allow-list. */
  publicUrl?: string;
  /** PUBLIC_URLS: comma-separated origins the panel is also served from. */
  publicUrls?: string;
  /** PORT, for the development default http://localhost:PORT. */
  porta?: string | number;
  producao: boolean;
}

export interface OrigensPermitidas {
  /** The origin for a link e-mailed while answering a request to `host` (its Host header). */
  paraHost(host: string | undefined): string;
  /** The origin for a link sent with no request at hand (command-line activation). */
  readonly padrao: string;
}

function origemDe(texto: string, variavel: string): URL {
  let url: URL;
  try {
    url = new URL(texto.trim());
  } catch {
    throw new Error(`${variavel} inválida: "${texto.trim()}" não é um endereço como https://painel.loja.com.br`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${variavel} deve começar com https:// (ou http://)`);
  return url;
}

/**
 * Reads the configuration once, at start. In production an origin is required; elsewhere
 * http://localhost:PORT stands in (never the Host header).
 */
export function origensPermitidas(c: ConfigOrigem): OrigensPermitidas {
  const lista = [
    ...(c.publicUrl?.trim() ? [origemDe(c.publicUrl, 'PUBLIC_URL')] : []),
    ...(c.publicUrls ?? '').split(',').filter((s) => s.trim() !== '').map((s) => origemDe(s, 'PUBLIC_URLS')),
  ];
  if (lista.length === 0 && c.producao) {
    throw new Error('PUBLIC_URL é obrigatória em produção: ela forma os links enviados por e-mail (redefinição de senha, confirmação de e-mail).');
  }
  const padrao = lista[0]?.origin ?? `http://localhost:${Number(c.porta) || 3000}`;
  // URL lower-cases the host and drops default ports, so the comparison is on canonical forms.
  const porHost = new Map(lista.map((u) => [u.host, u.origin]));
  return {
    padrao,
    paraHost(host) {
      if (!host) return padrao;
      let canonico: string;
      try {
        canonico = new URL(`http://${host}`).host;
      } catch {
        return padrao;
      }
      return porHost.get(canonico) ?? padrao;
    },
  };
}

/** The configuration from the environment. */
export function origensDoAmbiente(env: NodeJS.ProcessEnv = process.env, publicUrl?: string, producao?: boolean): OrigensPermitidas {
  return origensPermitidas({
    publicUrl: publicUrl ?? env.PUBLIC_URL,
    publicUrls: env.PUBLIC_URLS,
    porta: env.PORT,
    producao: producao ?? env.NODE_ENV === 'production',
  });
}
