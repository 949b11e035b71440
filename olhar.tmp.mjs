import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
async function sessao(w, h, dark) {
  const ctx = await browser.newContext({ baseURL: B, viewport: { width: w, height: h } });
  if (dark) await ctx.addInitScript(() => localStorage.setItem('RaStoreRetaguarda.theme', '"dark"'));
  const p = await ctx.newPage();
  await p.goto('/auth/login');
  await p.getByRole('textbox', { name: /e-mail/i }).fill('admin@retaguarda.dev');
  await p.getByLabel(/senha/i).first().fill('retaguarda');
  await p.getByRole('button', { name: /entrar/i }).click();
  await p.waitForURL((u) => !u.pathname.startsWith('/auth'));
  return { ctx, p };
}
const { ctx, p } = await sessao(1366, 768, false);
await p.goto('/torre-controle/revisoes-gestao-acessos?aba=revisoes');
await p.getByRole('button', { name: 'Abrir revisão' }).click();
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/s-abrir.png' });
await p.getByRole('dialog').getByRole('button', { name: 'Abrir revisão' }).click();
await p.waitForURL(/revisoes\/\d+/);
await p.getByRole('table', { name: 'Acessos em revisão' }).waitFor();
await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/s-revisao.png' });
await p.getByRole('button', { name: 'Revogar acesso de Vitor Vendas' }).click();
await p.getByRole('dialog').getByRole('button', { name: 'Revogar acesso' }).click();
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/s-revogar.png' });
await p.getByRole('dialog').getByRole('textbox').fill('Mudou de função em novembro');
await p.getByRole('dialog').getByRole('button', { name: 'Revogar acesso' }).click();
await p.waitForTimeout(800);
for (const n of ['Ana Administradora', 'Fernanda Financeiro']) {
  await p.getByRole('button', { name: `Confirmar acesso de ${n}` }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Confirmar acesso' }).click();
  await p.waitForTimeout(700);
}
await p.getByRole('button', { name: 'Concluir revisão' }).click();
await p.getByRole('dialog').getByRole('button', { name: 'Concluir revisão' }).click();
await p.getByRole('button', { name: 'Exportar PDF' }).waitFor();
await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/s-concluida.png' });
const url = p.url();
const [d] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Exportar PDF' }).click()]);
await d.saveAs('/tmp/registro.pdf');
const [x] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Exportar XLSX' }).click()]);
await x.saveAs('/tmp/registro.xlsx');
await p.goto('/torre-controle/revisoes-gestao-acessos?aba=revisoes');
await p.getByRole('table').waitFor();
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/s-lista.png' });
await ctx.close();
for (const [w, h, dark, nome] of [[390, 844, false, 'cel'], [1366, 768, true, 'escuro'], [390, 844, true, 'cel-escuro']]) {
  const s = await sessao(w, h, dark);
  await s.p.goto(url);
  await s.p.getByRole('table').waitFor();
  await s.p.waitForTimeout(800);
  await s.p.screenshot({ path: `/tmp/s-${nome}.png`, fullPage: true });
  console.log(nome, await s.p.evaluate(() => document.documentElement.scrollWidth));
  await s.p.goto('/torre-controle/revisoes-gestao-acessos?aba=revisoes');
  await s.p.getByRole('table').waitFor();
  await s.p.waitForTimeout(500);
  await s.p.screenshot({ path: `/tmp/s-lista-${nome}.png` });
  await s.ctx.close();
}
await browser.close();
