import { afterEach, describe, expect, it } from 'vitest';

/**
 * What a <label for> points at, as the HTML standard says, with the panel's set-up in place
 * (tests/panel/controleDoRotulo.ts answers jsdom's walk from the document's index of ids).
 */
describe('a label and its control in the panel tests', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const html = (texto: string) => {
    document.body.innerHTML = texto;
  };
  const rotulo = (texto: string) => {
    const achado = [...document.querySelectorAll('label')].find((l) => l.textContent === texto);
    if (!achado) throw new Error(`sem o rótulo ${texto}`);
    return achado;
  };

  it('is the one element with that id, if it can be labelled', () => {
    html('<label for="nome">Nome</label><input id="nome"><label for="caixa">Caixa</label><div id="caixa"></div><label for="nada">Nada</label>');
    expect(rotulo('Nome').control).toBe(document.getElementById('nome'));
    expect([...(document.getElementById('nome') as HTMLInputElement).labels ?? []]).toEqual([rotulo('Nome')]);
    expect(rotulo('Caixa').control).toBeNull();
    expect(rotulo('Nada').control).toBeNull();
  });

  it('is the first in tree order when two elements share the id, also after one moves', () => {
    html('<label for="x">X</label><input id="x" name="primeiro"><input id="x" name="segundo"><section id="fim"></section>');
    expect(rotulo('X').control?.getAttribute('name')).toBe('primeiro');
    // moved to the end: the other is now first in tree order
    document.getElementById('fim')?.append(document.querySelector('[name="primeiro"]') as Element);
    expect(rotulo('X').control?.getAttribute('name')).toBe('segundo');
    document.querySelector('[name="segundo"]')?.remove();
    expect(rotulo('X').control?.getAttribute('name')).toBe('primeiro');
  });

  it('follows a change of id or of the for attribute, and the control inside a label without for', () => {
    html('<label for="a">A</label><input id="b"><label>Dentro <textarea></textarea></label>');
    expect(rotulo('A').control).toBeNull();
    (document.getElementById('b') as HTMLElement).id = 'a';
    expect(rotulo('A').control).toBe(document.getElementById('a'));
    rotulo('A').htmlFor = 'outro';
    expect(rotulo('A').control).toBeNull();
    expect(rotulo('Dentro ').control).toBe(document.querySelector('textarea'));
  });

  it('is found in a detached tree too, where there is no index of ids', () => {
    const solto = document.createElement('div');
    solto.innerHTML = '<label for="s">S</label><input id="s" type="hidden"><input id="t"><label for="t">T</label>';
    const [s, t] = [...solto.querySelectorAll('label')];
    expect(s?.control).toBeNull();
    expect(t?.control).toBe(solto.querySelector('#t'));
  });
});
