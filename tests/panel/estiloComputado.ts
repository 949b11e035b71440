import { interno } from './jsdomInterno';

/**
 * jsdom (26.1) keeps each element's cascaded declaration until the document changes, but every
 * getComputedStyle call still builds a new declaration from it and resolves the inherited
 * properties by walking up to the root. A role query with a name asks for the computed style of
 * every node inside every candidate (dom-accessibility-api's isHidden), and waitFor repeats the
 * query on each render, so most of that work recomputes what has not changed (docs/benchmarks.md,
 * 'The slowest panel files, profiled one by one').
 * This keeps each element's computed style for as long as jsdom keeps its own cache of
 * declarations (document._styleCache, which jsdom drops on any change to the attached document:
 * a node, an attribute, an inline style, a style sheet), so an answer is never older than the
 * declarations jsdom itself would reuse. A computed style is read-only in a browser (writing to it
 * throws), so sharing one object between callers changes nothing for correct code. Pseudo-element
 * styles are not kept. It reaches into jsdom's internals, so it fails loudly if an upgrade moves them.
 */
export function memorizarEstiloComputado(): void {
  const original = window.getComputedStyle;
  // jsdom creates the cache of declarations on the first computed style.
  original.call(window, document.documentElement);
  const impl = interno(document);
  if (!impl || !(impl._styleCache instanceof WeakMap)) {
    throw new Error(
      'tests/panel/estiloComputado.ts: o jsdom mudou por dentro (document[impl]._styleCache). ' +
        'Veja se a nova versão ainda recalcula o estilo computado a cada chamada antes de adaptar este arquivo.',
    );
  }
  let epoca: unknown = null;
  let guardados = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = function (elemento: Element, pseudo?: string | null): CSSStyleDeclaration {
    if (pseudo) return original.call(window, elemento, pseudo);
    if (impl._styleCache !== epoca || epoca === null) {
      guardados = new WeakMap();
      epoca = null;
    } else {
      const guardado = guardados.get(elemento);
      if (guardado) return guardado;
    }
    const estilo = original.call(window, elemento);
    // the cache jsdom used (or created) for this answer: the answer holds while it does
    if (epoca === null) epoca = impl._styleCache;
    if (impl._styleCache === epoca) guardados.set(elemento, estilo);
    return estilo;
  };
}
