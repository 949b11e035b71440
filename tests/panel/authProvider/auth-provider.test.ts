import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from '../../../src/authProvider';
import { HttpError } from '../../../src/http';
import { setUsuario } from '../../../src/session/store';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const authProvider = createAuthProvider({ queryClient: new QueryClient(), store: memoryStore() });
const real = servidorRealDoArquivo();

/** The sales user as the real login answers it. */
async function usuarioVendas() {
  return (await real().entrar(VENDAS)).usuario;
}

describe('auth provider', () => {
  it('rejects checkError on 401 (the session is gone) and resolves on 403 (stay, show the message)', async () => {
    await expect(authProvider.checkError(new HttpError(401, { RES: 'Sessão expirada. Entre novamente.' }))).rejects.toBeDefined();
    await expect(authProvider.checkError(new HttpError(403, { RES: 'Acesso negado' }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError(500, null))).resolves.toBeUndefined();
  });

  it('checks the session from the stored user', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    setUsuario(await usuarioVendas());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('gives the identity and the permission keys of the stored user', async () => {
    const usuario = await usuarioVendas();
    setUsuario(usuario);
    // The demo sales user (server/db/seed/cadastros.ts), second of the seeded users.
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 2,
      fullName: 'Vitor Vendas',
      nome_seller: 'Loja Centro',
      email: VENDAS,
    });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(usuario.permissoes.permissions);
  });

  it('answers canAccess from the module registry and the keys', async () => {
    setUsuario(await usuarioVendas());
    const pode = (resource: string) => authProvider.canAccess?.({ resource, action: 'list' });
    await expect(pode('vendas/gestao-pedidos')).resolves.toBe(true);
    await expect(pode('financeiro/contas-pagar')).resolves.toBe(false);
  });

  it('rejects an invalid login body before calling the server', async () => {
    await expect(authProvider.login({ email: 'nao-e-email', senha: 'x' })).rejects.toThrow('E-mail inválido');
    expect(real().chamadas).toEqual([]);
  });
});
