import { interno } from './jsdomInterno';

/**
 * jsdom (26.1) computes an element's style by testing it against every style rule of the page,
 * compiling each rule's selector with nwsapi (2.2.28), whose compiled-selector cache is an LRU of
 * 1,000 entries. MUI's emotion writes about 1,300 rules for a whole-app screen, and the rules are
 * always tested in the same order, so that LRU evicted each selector just before it was needed
 * again: every getComputedStyle of a role query recompiled every selector, the larger part of a
 * whole-app screen's test (docs/benchmarks.md, 'The test suite's time'). This swaps the cache's
 * storage for an unbounded Map (the selectors of all the panel files sharing a process are some
 * thousands of strings). It reaches into jsdom and nwsapi internals, so it fails loudly if an upgrade moves them:
 * check whether the new versions still need it before adapting it.
 */
interface CacheNwsapi {
  get(chave: string): unknown;
  set(chave: string, valor: unknown): unknown;
  has(chave: string): boolean;
  clear(): void;
  size(): number;
}

interface MotorNwsapi {
  matchResolvers?: CacheNwsapi;
  matchLambdas?: CacheNwsapi;
}

function semLimite(cache: CacheNwsapi): void {
  const mapa = new Map<string, unknown>();
  cache.get = (chave) => mapa.get(chave);
  cache.set = (chave, valor) => {
    mapa.set(chave, valor);
    return valor;
  };
  cache.has = (chave) => mapa.has(chave);
  cache.clear = () => mapa.clear();
  cache.size = () => mapa.size;
}

const ehCache = (c: unknown): c is CacheNwsapi =>
  typeof c === 'object' && c !== null && ['get', 'set', 'has', 'clear', 'size'].every((m) => typeof (c as Record<string, unknown>)[m] === 'function');

export function ampliarCacheDeSeletores(): void {
  // jsdom creates the style-matching engine on the first computed style.
  getComputedStyle(document.documentElement);
  const impl = interno(document);
  const motor = impl?._nwsapiDontThrow as MotorNwsapi | undefined;
  if (!motor || !ehCache(motor.matchResolvers) || !ehCache(motor.matchLambdas)) {
    throw new Error(
      'tests/panel/cacheSeletores.ts: jsdom ou nwsapi mudaram por dentro (document[impl]._nwsapiDontThrow.matchResolvers). ' +
        'Veja se a nova versão ainda recompila seletores a cada getComputedStyle antes de adaptar este arquivo.',
    );
  }
  semLimite(motor.matchResolvers);
  semLimite(motor.matchLambdas);
}
