/** What the shortcut listener decides with: is the person typing, is a dialog in charge, which key, where the search box is. */
const NAO_DIGITAVEIS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** True while the person is typing into a field: a '/' or '?' there is text, not a shortcut. */
export function digitando(alvo: EventTarget | null): boolean {
  if (!(alvo instanceof HTMLElement)) return false;
  if (alvo.isContentEditable) return true;
  if (alvo instanceof HTMLInputElement) return !NAO_DIGITAVEIS.has(alvo.type);
  return alvo instanceof HTMLTextAreaElement || alvo instanceof HTMLSelectElement || ['textbox', 'combobox', 'searchbox'].includes(alvo.getAttribute('role') ?? '');
}

/** Inside an open dialog or menu the keys belong to it. */
export function dentroDeJanela(alvo: EventTarget | null): boolean {
  return alvo instanceof Element && alvo.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function ehAtalhoDaPaleta(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/** The order list's search box (built by the list; it carries data-atalho="busca"), or a field inside it. */
export function campoDeBusca(raiz: ParentNode = document): HTMLElement | null {
  const marcado = raiz.querySelector<HTMLElement>('[data-atalho="busca"]');
  if (!marcado || marcado.matches('input, textarea')) return marcado;
  return marcado.querySelector<HTMLElement>('input, textarea') ?? marcado;
}

export function focarCampo(campo: HTMLElement): void {
  campo.focus();
  if (campo instanceof HTMLInputElement || campo instanceof HTMLTextAreaElement) campo.select();
}
