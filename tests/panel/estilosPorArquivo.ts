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

/**
 * emotion's development build writes each rule into a <style> element of its own (to map each to
 * its source), about 1,300 of them for a whole-app screen: jsdom parses each as a style sheet,
 * drops its cache of computed styles at each insertion (a change to the document), and walks every
 * sheet for each element whose style a query asks. Its production build ("speedy") inserts the
 * same rules in the same order into one sheet with insertRule, so the cascade is the same; this
 * turns that on for the default cache. jsdom keeps its computed styles across an insertRule, which
 * is no change to the document, but emotion inserts a rule before any element carries its class
 * (React runs insertion effects before the commit's changes to the document), and that change of
 * class drops them. A rule jsdom's parser refuses is then reported on the console by emotion
 * instead of skipped in silence. The gain is in docs/benchmarks.md ('The test suite's time').
 */
export function inserirEstilosNumaFolha(): void {
  const { sheet } = cachePadrao();
  if (typeof sheet.isSpeedy !== 'boolean') throw new Error('tests/panel/estilosPorArquivo.ts: a folha de estilos do @emotion/sheet não tem mais isSpeedy; reveja como os estilos são inseridos.');
  sheet.isSpeedy = true;
}
