import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { avaliarSenha } from '@retaguarda/contrato/api/forcaSenha';
import { ehSenhaComum, QUANTIDADE_SENHAS_COMUNS, SenhaNova } from '@retaguarda/contrato/api/senha';
import { migrate, openDatabase } from '../../../server/db';
import { createTestApp, VERSAO } from '../helpers';

describe('common passwords', () => {
  it('refuses exactly the first 3,000 entries of the frequency-ordered dictionary, case-insensitively', () => {
    const lista = dictionary['passwords-common'];
    expect(ehSenhaComum(lista[0])).toBe(true);
    expect(ehSenhaComum(lista[QUANTIDADE_SENHAS_COMUNS - 1])).toBe(true);
    expect(ehSenhaComum(lista[QUANTIDADE_SENHAS_COMUNS + 500])).toBe(lista.slice(0, QUANTIDADE_SENHAS_COMUNS).includes(lista[QUANTIDADE_SENHAS_COMUNS + 500]));
    expect(ehSenhaComum('Password')).toBe(true);
    expect(SenhaNova.safeParse('cafe-com-pao-de-queijo').success).toBe(true);
    expect(SenhaNova.safeParse('sunshine').error?.issues[0].message).toBe('Esta senha está entre as mais usadas. Escolha outra.');
  });

  it('gives a strength hint in Portuguese through the lazy helper', () => {
    const fraca = avaliarSenha('password');
    expect(fraca).toMatchObject({ pontuacao: 0, rotulo: 'Muito fraca', comum: true });
    expect(fraca.aviso).toMatch(/senha/i);
    const forte = avaliarSenha('ornitorrinco azul danca frevo');
    expect(forte.pontuacao).toBeGreaterThanOrEqual(3);
    expect(forte.comum).toBe(false);
    // The person's own name and e-mail, split into words, are recognised in the password.
    expect(avaliarSenha('paulapedido').aviso).toBeNull();
    expect(avaliarSenha('paulapedido', ['Paula Pedido', 'paula@loja.com.br']).aviso).toMatch(/dado pessoal/);
  });
});

describe('wiring with the rest of the server', () => {
  it('migrate() creates the account tables and is idempotent', async () => {
    const db = openDatabase('sqlite::memory:');
    await migrate(db);
    expect(await migrate(db)).toEqual([]);
    const tabelas = db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('password_reset_tokens', 'access_requests')").all();
    expect(tabelas).toHaveLength(2);
    await db.close();
  });

  it("buildApp's global guard already answers 400 to a POST on the account paths without X-Client-Version", async () => {
    const t = await createTestApp({ orders: 0 });
    const sem = await t.app.inject({ method: 'POST', url: '/v1/login_erp/esqueci-senha', payload: { email: 'a@b.com' } });
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toEqual({ RES: 'Cabeçalho X-Client-Version ausente.' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/login_erp/esqueci-senha', headers: VERSAO, payload: { email: 'a@b.com' } })).statusCode).not.toBe(400);
    await t.close();
  });
});
