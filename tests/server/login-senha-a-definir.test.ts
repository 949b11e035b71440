import { afterEach, describe, expect, it } from 'vitest';
import { SENHA_NAO_DEFINIDA } from '../../server/modulos/sessao/conta/ativacao';
import { criarAppLogin, type AppLogin } from './login-app';

let t: AppLogin | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('sign-in of a user whose password is not set yet', () => {
  it('runs the same password check as an unknown e-mail, so the timing never tells an activated account apart', async () => {
    const hashesVerificados: string[] = [];
    t = await criarAppLogin({
      login: {
        verificar: async (_senha, hash) => {
          hashesVerificados.push(hash);
          return false;
        },
      },
    });
    await t.db.kysely.updateTable('users').set({ senha_hash: SENHA_NAO_DEFINIDA }).where('email', '=', 'vendas@retaguarda.dev').execute();

    const semSenha = await t.logar('vendas@retaguarda.dev', SENHA_NAO_DEFINIDA, '10.9.0.1');
    const desconhecido = await t.logar('ninguem@retaguarda.dev', 'qualquer', '10.9.0.2');

    expect(semSenha.statusCode).toBe(401);
    expect(semSenha.json()).toEqual(desconhecido.json());
    expect(hashesVerificados).toHaveLength(2);
    expect(hashesVerificados[0]).toMatch(/^scrypt\$/);
    expect(hashesVerificados[0]).toBe(hashesVerificados[1]);
  });
});
