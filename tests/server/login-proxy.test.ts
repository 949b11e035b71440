import { afterEach, describe, expect, it } from 'vitest';
import { lerTrustProxy } from '../../server/proxy-confiavel';
import { criarAppLogin, type AppLogin } from './login-app';

let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Five wrong passwords, each with a different forged first X-Forwarded-For entry. */
async function cincoFalhasForjadas(app: AppLogin, peer: string, clienteReal: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const res = await app.logar('vendas@retaguarda.dev', 'errada', peer, { 'x-forwarded-for': `203.0.113.${i}, ${clienteReal}` });
    expect(res.statusCode).toBe(401);
  }
}

describe('TRUST_PROXY', () => {
  it('with one trusted hop, forged X-Forwarded-For entries do not defeat the IP limit', async () => {
    t = await criarAppLogin({ trustProxy: 1 });
    await cincoFalhasForjadas(t, '10.0.0.1', '198.51.100.7');
    const res = await t.logar('vendas@retaguarda.dev', 'errada', '10.0.0.1', { 'x-forwarded-for': '203.0.113.99, 198.51.100.7' });
    expect(res.statusCode).toBe(429);
    // Another real client behind the same proxy is not blocked.
    expect((await t.logar('vendas@retaguarda.dev', 'retaguarda', '10.0.0.1', { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);
  });

  it('with a proxy list, the header of any other peer is ignored', async () => {
    t = await criarAppLogin({ trustProxy: ['10.0.0.1', '10.0.0.2'] });
    // A direct client (not a listed proxy) writing the header itself: its own address counts.
    for (let i = 0; i < 5; i++) {
      const res = await t.logar('vendas@retaguarda.dev', 'errada', '192.0.2.50', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.logar('vendas@retaguarda.dev', 'errada', '192.0.2.50', { 'x-forwarded-for': '203.0.113.200' })).statusCode).toBe(429);
    // Through a listed proxy, the client it names is the one counted.
    await cincoFalhasForjadas(t, '10.0.0.2', '198.51.100.9');
    expect((await t.logar('vendas@retaguarda.dev', 'errada', '10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 198.51.100.9' })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    t = await criarAppLogin();
    for (let i = 0; i < 5; i++) await t.logar('vendas@retaguarda.dev', 'errada', '192.0.2.60', { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await t.logar('vendas@retaguarda.dev', 'errada', '192.0.2.60', { 'x-forwarded-for': '203.0.113.77' })).statusCode).toBe(429);
  });

  it('reads TRUST_PROXY as a hop count or an address list and refuses true with an explanation', () => {
    expect(lerTrustProxy(undefined)).toBe(false);
    expect(lerTrustProxy('')).toBe(false);
    expect(lerTrustProxy('false')).toBe(false);
    expect(lerTrustProxy('1')).toBe(1);
    expect(lerTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(lerTrustProxy('loopback,10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => lerTrustProxy('true')).toThrow(/TRUST_PROXY=true não é mais aceito.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.2/);
    expect(() => lerTrustProxy('proxy.interno')).toThrow('TRUST_PROXY inválido (proxy.interno)');
    expect(() => lerTrustProxy('10.0.0.0/33')).toThrow('TRUST_PROXY inválido');
  });
});
