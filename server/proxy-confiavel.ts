import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-For is believed for the client's IP (the login limit's key). `true` (believe
 * anyone) is gone: a client could then claim any address in that header and defeat every IP limit.
 *   - false: the header is ignored (no proxy).
 *   - a number n: the n nearest hops are proxies. Safe only when the port is reachable through the
 *     proxy alone; otherwise a direct client can write the header itself.
 *   - a list: only these peers are proxies (addresses, CIDRs, 'loopback', 'linklocal', 'uniquelocal').
 */
export type ProxyConfiavel = false | number | readonly string[];

const NOMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function enderecoValido(item: string): boolean {
  if (NOMES.has(item)) return true;
  const [ip, prefixo, ...resto] = item.split('/');
  const versao = isIP(ip);
  if (versao === 0 || resto.length > 0) return false;
  if (prefixo === undefined) return true;
  const n = Number(prefixo);
  return /^\d+$/.test(prefixo) && n <= (versao === 4 ? 32 : 128);
}

/** TRUST_PROXY read at start; a value it cannot honour stops the server with this explanation. */
export function lerTrustProxy(valor: string | undefined): ProxyConfiavel {
  const v = (valor ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    throw new Error(
      'TRUST_PROXY=true não é mais aceito: qualquer cliente poderia forjar o X-Forwarded-For. ' +
        'Use o número de proxies à frente do servidor (TRUST_PROXY=1) ou os endereços deles ' +
        '(TRUST_PROXY=10.0.0.1,10.0.0.2, uma faixa como 10.0.0.0/8, ou loopback).',
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  const lista = v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const invalidos = lista.filter((s) => !enderecoValido(s));
  if (invalidos.length > 0) {
    throw new Error(`TRUST_PROXY inválido (${invalidos.join(', ')}): use um número de proxies ou endereços IP/faixas separados por vírgula.`);
  }
  return lista;
}

/** Fastify's trustProxy: a number there trusts nothing (Fastify 5 fails closed), so hops become a function. */
export function trustProxyFastify(p: ProxyConfiavel | undefined): false | string[] | ((endereco: string, salto: number) => boolean) {
  if (p === undefined || p === false || p === 0) return false;
  if (typeof p === 'number') return (_endereco, salto) => salto < p;
  return [...p];
}
