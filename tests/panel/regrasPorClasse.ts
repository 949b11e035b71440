import { interno } from './jsdomInterno';

/**
 * jsdom (26.1) computes an element's style by testing it against every style rule of the page, one
 * nwsapi match per rule. MUI's emotion writes about 1,300 rules for a whole-app screen, nearly all
 * of them `.css-… ` class selectors, and a role query asks for the computed style of every element
 * it looks at and of the nodes under it (visibility, accessible name), so matching rules is a large
 * part of a whole-app screen's test (docs/benchmarks.md, 'The slowest panel files, profiled one by
 * one').
 * Browsers skip most rules by the classes their last compound selector requires; this does the same
 * in front of jsdom's matcher: a selector whose last compound names classes the element lacks is
 * answered "no" without nwsapi. Every other case, and every "maybe", goes to nwsapi as before, so
 * the answers are the same. It reaches into jsdom's internals (the matcher style-rules.js calls),
 * so it fails loudly if an upgrade moves them.
 */
interface MotorNwsapi {
  match?: (seletor: string, elemento: Element) => boolean;
}

/**
 * The classes the last compound selector requires, or null when the selector is not one this
 * reads with certainty (a list, a function such as :not(…), an attribute, an escape, a
 * pseudo-element): those go to nwsapi.
 */
function classesExigidas(seletor: string): string[] | null {
  if (!/^[\w\s.#:>+~*-]+$/.test(seletor) || seletor.includes('::')) return null;
  const compostos = seletor.trim().split(/[\s>+~]+/);
  const ultimo = compostos[compostos.length - 1];
  const classes = [...ultimo.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  return classes.length > 0 ? classes : null;
}

export function filtrarRegrasPorClasse(): void {
  // jsdom creates the style-matching engine on the first computed style.
  getComputedStyle(document.documentElement);
  const impl = interno(document);
  const motor = impl?._nwsapiDontThrow as MotorNwsapi | undefined;
  const match = motor?.match;
  if (!impl || !('_styleCache' in impl) || !motor || typeof match !== 'function') {
    throw new Error(
      'tests/panel/regrasPorClasse.ts: jsdom ou nwsapi mudaram por dentro (document[impl]._nwsapiDontThrow.match, _styleCache). ' +
        'Veja se a nova versão ainda testa cada regra de estilo com o nwsapi antes de adaptar este arquivo.',
    );
  }
  // Class names are case-sensitive in a standards-mode document only.
  if (document.compatMode !== 'CSS1Compat') return;
  const porSeletor = new Map<string, string[] | null>();
  // An element's classes, read once per element while jsdom's own cache of computed declarations
  // lives: jsdom drops that cache on any change to the attached document (an attribute, a node, a
  // style sheet), so these are never older than the declarations jsdom itself reuses.
  let epoca: unknown = null;
  let classesDe = new WeakMap<Element, Set<string>>();
  // jsdom tests one element against every rule in a row: the last one's classes are at hand.
  let ultimo: Element | null = null;
  let classesDoUltimo = new Set<string>();
  const classesDoElemento = (elemento: Element): Set<string> => {
    if (impl._styleCache !== epoca) {
      epoca = impl._styleCache;
      classesDe = new WeakMap();
      ultimo = null;
    }
    if (elemento === ultimo) return classesDoUltimo;
    let lista = classesDe.get(elemento);
    if (!lista) {
      lista = new Set((elemento.getAttribute('class') ?? '').split(/[\t\n\f\r ]+/));
      classesDe.set(elemento, lista);
    }
    ultimo = elemento;
    classesDoUltimo = lista;
    return lista;
  };
  motor.match = function (seletor, elemento) {
    // a rule without a selector (@font-face, @keyframes inside a media block) goes to nwsapi as before
    if (typeof seletor !== 'string') return match.call(this, seletor, elemento);
    let classes = porSeletor.get(seletor);
    if (classes === undefined) {
      classes = classesExigidas(seletor);
      porSeletor.set(seletor, classes);
    }
    if (classes !== null) {
      const lista = classesDoElemento(elemento);
      for (const c of classes) if (!lista.has(c)) return false;
    }
    return match.call(this, seletor, elemento);
  };
}
