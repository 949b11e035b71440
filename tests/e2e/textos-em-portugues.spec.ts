import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, newContext, signIn } from './browser';
import { definirTema, telaPronta, TELAS_QUE_FUNCIONAM } from './telas';
import { textosEmIngles } from './textosEmIngles';

/**
 * The screen's English, as it is and with its first autocomplete open (the pop-up's 'Close',
 * 'No options' and the clear button only exist then). The pagers' buttons are always in the page.
 */
async function inglesDaTela(page: Page): Promise<string[]> {
  const achados = await textosEmIngles(page);
  const autocompletar = page.locator('input[aria-autocomplete="list"]:visible').first();
  if ((await autocompletar.count()) > 0) {
    await autocompletar.click();
    achados.push(...(await textosEmIngles(page)).map((a) => `${a} (autocompletar aberto)`));
    await page.keyboard.press('Escape');
  }
  return [...new Set(achados)];
}

describe.each(['claro', 'escuro'] as const)('every working screen speaks Portuguese, %s theme', (tema) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { width: 1366, height: 768 })).newPage();
    await signIn(page, 'admin@retaguarda.dev');
    await definirTema(page, tema);
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it.each(TELAS_QUE_FUNCIONAM)('%s shows and names nothing in English but data, the Logout item and the loanwords retail uses', async (rota) => {
    await page.goto(rota);
    await telaPronta(page);
    expect(await inglesDaTela(page)).toEqual([]);
  });
});
