import type { Page } from 'playwright-core';

/**
 * Words and phrases an English interface puts on screen (MUI's and react-admin's defaults among
 * them) and a Brazilian one never does. A list of giveaways rather than a dictionary: product
 * names, people and the rest of the data are free to hold any word, and the detector must not
 * cry wolf at them.
 */
export const PALAVRAS_INGLESAS = [
  'open', 'clear', 'close', 'go to', 'page', 'search', 'next', 'previous', 'rows per page', 'per page',
  'select', 'selected', 'loading', 'seller', 'sellers', 'cancel', 'save', 'delete', 'edit', 'show', 'hide', 'create',
  'export', 'import', 'filter', 'filters', 'sort', 'sorted', 'ascending', 'descending', 'columns', 'actions',
  'no results', 'no options', 'no data', 'of', 'more than', 'submit', 'back', 'add', 'remove', 'refresh', 'update',
  'required', 'invalid', 'error', 'warning', 'success', 'settings', 'logout', 'sign in', 'password', 'toggle',
  'expand', 'collapse', 'choose', 'date', 'today', 'month', 'year', 'hours', 'minutes', 'empty', 'none',
] as const;

/**
 * Loanwords Brazilian retail uses as they are. None is in the list above; they are here so a
 * word added there later cannot flag them.
 */
export const EMPRESTIMOS = ['dashboard', 'marketing', 'crm', 'e-commerce', 'marketplace', 'marketplaces', 'sku', 'pix', 'status', 'e-mail', 'qr code'] as const;

/** The user menu's 'Logout', named so by the product's specification. */
const PERMITIDOS_NO_MENU = ['Logout'];

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INGLES = new RegExp(`(?<![\\p{L}\\d-])(${PALAVRAS_INGLESAS.map(escapar).join('|')})(?![\\p{L}\\d-])`, 'iu');
const EMPRESTIMO = new RegExp(`(?<![\\p{L}\\d-])(${EMPRESTIMOS.map(escapar).join('|')})(?![\\p{L}\\d-])`, 'giu');

/** The English giveaway in a text, if any; e-mail addresses and web addresses are data and are skipped. */
export function inglesEm(texto: string): string | null {
  const limpo = texto.replace(/\S+@\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ').replace(EMPRESTIMO, ' ');
  return INGLES.exec(limpo)?.[1] ?? null;
}

/** One text the page shows or names something with, and where it came from. */
export interface TextoDaTela {
  texto: string;
  origem: string;
}

/**
 * Everything the page says, to the eye or to assistive technology: the visible text (tooltips and
 * open pop-ups included), and on every rendered element its aria-label, title (a tooltip's text),
 * placeholder, alt and aria-valuetext, and the text its aria-labelledby and aria-describedby point
 * to (hidden or not: a screen reader reads it).
 */
export async function textosDaTela(page: Page): Promise<TextoDaTela[]> {
  return page.evaluate((permitidos) => {
    const textos: { texto: string; origem: string }[] = [];
    for (const linha of document.body.innerText.split('\n')) if (linha.trim()) textos.push({ texto: linha.trim(), origem: 'texto' });
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
      for (const atributo of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const valor = el.getAttribute(atributo)?.trim();
        if (valor) textos.push({ texto: valor, origem: `${atributo} de <${el.tagName.toLowerCase()}>` });
      }
      for (const atributo of ['aria-labelledby', 'aria-describedby']) {
        for (const id of el.getAttribute(atributo)?.split(/\s+/) ?? []) {
          const valor = id ? document.getElementById(id)?.textContent?.trim() : undefined;
          if (valor) textos.push({ texto: valor, origem: `${atributo} de <${el.tagName.toLowerCase()}>` });
        }
      }
    }
    const noMenu = new Set([...document.querySelectorAll('[role="menuitem"]')].map((m) => (m as HTMLElement).innerText.trim()).filter((t) => permitidos.includes(t)));
    return textos.filter((t) => !noMenu.has(t.texto));
  }, PERMITIDOS_NO_MENU);
}

/** The page's texts with an English giveaway, one line each ('"Go to next page" (aria-label de <button>): go to'). */
export async function textosEmIngles(page: Page): Promise<string[]> {
  const achados = (await textosDaTela(page)).flatMap(({ texto, origem }) => {
    const palavra = inglesEm(texto);
    return palavra ? [`"${texto.slice(0, 120)}" (${origem}): ${palavra}`] : [];
  });
  return [...new Set(achados)];
}
