/**
 * MUI's styles go through emotion's default cache, which lives in @emotion/react (a package, so
 * loaded once for all the panel files that share a process). Each rule it inserts stays in the
 * document and in the cache's list of inserted rules, and jsdom tests every element against every
 * rule on each computed style: left alone, each file would pay for the rules of every screen the
 * files before it rendered. Forgetting them when a file ends gives the next one the empty document
 * and cache a process of its own would have.
 */
import { createElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { __unsafe_useEmotionCache } from '@emotion/react';

type CacheEmotion = NonNullable<ReturnType<typeof __unsafe_useEmotionCache>>;

function cachePadrao(): CacheEmotion {
  const lido: { cache: CacheEmotion | null } = { cache: null };
  function Ler(): ReactNode {
    lido.cache = __unsafe_useEmotionCache();
    return null;
  }
  const { container, unmount } = render(createElement(Ler));
  unmount();
  container.remove();
  const { cache } = lido;
  if (!cache) throw new Error('tests/panel/estilosPorArquivo.ts: o @emotion/react não tem mais um cache padrão no jsdom; reveja como os estilos são esquecidos entre arquivos.');
  return cache;
}

export function esquecerEstilos(): void {
  const cache = cachePadrao();
  cache.sheet.flush();
  for (const nome of Object.keys(cache.inserted)) delete cache.inserted[nome];
  for (const nome of Object.keys(cache.registered)) delete cache.registered[nome];
}
