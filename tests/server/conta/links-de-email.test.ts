/** E-mailed links never take their origin from an arbitrary Host header. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { origensPermitidas } from '../../../server/modulos/sessao/conta/origem';
import { createContaTestApp, URL_PUBLICA, VERSAO, type ContaTestApp } from './helpers';

let t: ContaTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  vi.unstubAllEnvs();
});

let ip = 0;
const doHost = (app: ContaTestApp, host: string, url: string, payload: object) =>
  app.app.inject({ method: 'POST', url, headers: { ...VERSAO, host }, payload, remoteAddress: `10.20.${++ip}.1` });
const linksDe = async (app: ContaTestApp, para: string) =>
  (await app.outbox()).filter((m) => m.para === para).flatMap((m) => m.texto.match(/https?:\/\/[^\s/]+/g) ?? []);

describe('links in account e-mails, without PUBLIC_URL (development)', () => {
  it('point at http://localhost:PORT whatever Host the request names', async () => {
    vi.stubEnv('PORT', '4123');
    vi.stubEnv('PUBLIC_URLS', '');
    t = await createContaTestApp({ urlPublica: '' });
    await doHost(t, 'evil.example', '/v1/login_erp/esqueci-senha', { email: 'vendas@retaguarda.dev' });
    await doHost(t, 'evil.example', '/v1/login_erp/solicitar-acesso', { nome: 'Eva', email: 'eva@exemplo.com', telefone: '11987654321', cnpj: '12ABC34501DE35' });
    // An e-mail already registered gets a notice with the forgot-password address instead.
    await doHost(t, 'evil.example:443', '/v1/login_erp/solicitar-acesso', { nome: 'Eva', email: 'financeiro@retaguarda.dev', telefone: '11987654321', cnpj: '12ABC34501DE35' });
    const links = [...(await linksDe(t, 'vendas@retaguarda.dev')), ...(await linksDe(t, 'eva@exemplo.com')), ...(await linksDe(t, 'financeiro@retaguarda.dev'))];
    expect(links).toHaveLength(3);
    expect(new Set(links)).toEqual(new Set(['http://localhost:4123']));
  });
});

describe('links with PUBLIC_URL', () => {
  it('always use it: Host evil.example still gets PUBLIC_URL', async () => {
    t = await createContaTestApp();
    await doHost(t, 'evil.example', '/v1/login_erp/esqueci-senha', { email: 'vendas@retaguarda.dev' });
    expect(await linksDe(t, 'vendas@retaguarda.dev')).toEqual([URL_PUBLICA]);
  });
});

describe('links with an allow-list (PUBLIC_URLS)', () => {
  it('use the Host only when it is one of the allowed origins, else the first one', async () => {
    vi.stubEnv('PUBLIC_URLS', 'https://painel.loja.com.br, https://retaguarda.loja.com.br');
    t = await createContaTestApp({ urlPublica: '' });
    await doHost(t, 'Retaguarda.Loja.com.br', '/v1/login_erp/esqueci-senha', { email: 'vendas@retaguarda.dev' });
    await doHost(t, 'evil.example', '/v1/login_erp/esqueci-senha', { email: 'admin@retaguarda.dev' });
    expect(await linksDe(t, 'vendas@retaguarda.dev')).toEqual(['https://retaguarda.loja.com.br']);
    expect(await linksDe(t, 'admin@retaguarda.dev')).toEqual(['https://painel.loja.com.br']);
  });
});

describe('origensPermitidas', () => {
  it('prefers PUBLIC_URL, then the first of PUBLIC_URLS, then http://localhost:PORT outside production', () => {
    expect(origensPermitidas({ publicUrl: 'https://a.test/', publicUrls: 'https://b.test', producao: true }).padrao).toBe('https://a.test');
    expect(origensPermitidas({ publicUrls: 'https://b.test,https://c.test', producao: true }).padrao).toBe('https://b.test');
    expect(origensPermitidas({ porta: '8080', producao: false }).padrao).toBe('http://localhost:8080');
    expect(origensPermitidas({ producao: false }).padrao).toBe('http://localhost:3000');
  });

  it('never returns a host outside the list, however it is spelled', () => {
    const o = origensPermitidas({ publicUrl: 'https://a.test', publicUrls: 'https://b.test:8443', producao: true });
    for (const host of ['evil.example', 'a.test.evil.example', 'evil.example/@b.test', 'b.test', '', undefined, '[::1', 'b.test:8443@evil.example']) {
      expect(['https://a.test', 'https://b.test:8443'], String(host)).toContain(o.paraHost(host));
    }
    expect(o.paraHost('evil.example')).toBe('https://a.test');
    expect(o.paraHost('B.TEST:8443')).toBe('https://b.test:8443');
  });

  it('refuses to start in production with no origin, or with a malformed one', () => {
    expect(() => origensPermitidas({ producao: true })).toThrow('PUBLIC_URL é obrigatória em produção');
    expect(() => origensPermitidas({ publicUrl: 'painel.loja.com.br', producao: false })).toThrow('PUBLIC_URL inválida');
    expect(() => origensPermitidas({ publicUrls: 'ftp://x.test', producao: false })).toThrow('PUBLIC_URLS deve começar com https://');
  });
});
