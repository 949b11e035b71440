import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [w, h, dark, nome] of [[390, 844, false, 'cel'], [390, 844, true, 'cel-escuro'], [1366, 768, true, 'escuro']]) {
  const ctx = await browser.newContext({ baseURL: B, viewport: { width: w, height: h } });
  if (dark) await ctx.addInitScript(() => localStorage.setItem('RaStoreRetaguarda.theme', '"dark"'));
  const p = await ctx.newPage();
  await p.goto('/auth/login');
  await p.getByRole('textbox', { name: /e-mail/i }).fill('admin@retaguarda.dev');
  await p.getByLabel(/senha/i).first().fill('retaguarda');
  await p.getByRole('button', { name: /entrar/i }).click();
  await p.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await p.goto('/torre-controle/revisoes-gestao-acessos/revisoes/1');
  await p.getByText('Concluída').first().waitFor();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/t-${nome}.png`, fullPage: true });
  console.log(nome, await p.evaluate(() => document.documentElement.scrollWidth));
  await ctx.close();
}
await browser.close();
