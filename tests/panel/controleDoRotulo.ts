import { createRequire } from 'node:module';
import { interno } from './jsdomInterno';

/**
 * jsdom (26.1) finds the control of a <label for="id"> by walking the whole document, comparing
 * each element's id, and an input's `labels` asks that of every label of the document: a role
 * query naming a text field pays a walk of the whole screen per label per field. MUI's text fields
 * all have a label with `for`, so the walks add up over the panel's files (docs/benchmarks.md,
 * 'The test suite's time'). The document keeps its elements by id
 * (jsdom's getElementById reads that index): when exactly one element attached to the document
 * carries the id, it is the one the walk would find, so this answers from the index; every other
 * case (none, several, a label outside a document) goes to jsdom's own walk, so the answers are the
 * same. It reaches into jsdom's internals, so it fails loudly if an upgrade moves them.
 */
interface NoInterno {
  hasAttributeNS(ns: null, nome: string): boolean;
  getAttributeNS(ns: null, nome: string): string | null;
  getRootNode(opcoes: object): NoInterno & { _ids?: Record<string, NoInterno[] | undefined> };
}

const exigir = createRequire(import.meta.url);

export function acelerarControleDosRotulos(): void {
  const prototipo = Object.getPrototypeOf(interno(document.createElement('label')) ?? {}) as object;
  const original = Object.getOwnPropertyDescriptor(prototipo, 'control')?.get;
  const documento = interno(document);
  const { isLabelable } = exigir('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable?: (no: NoInterno) => boolean };
  if (!original || typeof documento?._ids !== 'object' || typeof isLabelable !== 'function') {
    throw new Error(
      'tests/panel/controleDoRotulo.ts: o jsdom mudou por dentro (HTMLLabelElementImpl.control, document._ids, isLabelable). ' +
        'Veja se a nova versão ainda percorre o documento inteiro para achar o controle de um rótulo antes de adaptar este arquivo.',
    );
  }
  const raizDe = (no: NoInterno) => no.getRootNode({});
  Object.defineProperty(prototipo, 'control', {
    configurable: true,
    get(this: NoInterno) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      if (!id) return original.call(this);
      const raiz = raizDe(this);
      const candidatos = raiz._ids?.[id]?.filter((c) => raizDe(c) === raiz) ?? [];
      if (candidatos.length !== 1) return original.call(this);
      const [controle] = candidatos;
      return isLabelable(controle) ? controle : null;
    },
  });
}
