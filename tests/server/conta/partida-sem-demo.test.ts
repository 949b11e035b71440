/** Demo users (published password) only when asked for, never in production; the first admin without them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_BANCO_VAZIO, decidirDemo, demoPedida } from '../../../server/cli/demo-na-partida';
import { criarPrimeiroAdmin, DadosPrimeiroAdmin } from '../../../server/modulos/sessao/conta/primeiro-admin';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { migrate, openDatabase, type Database } from '../../../server/db';
import { bancoVazio } from '../../../server/db/estado';
import { AGORA_TESTES } from '../helpers';

describe('decidirDemo', () => {
  it('loads the demo only when asked for, on an empty database, outside production', () => {
    expect(decidirDemo({ producao: false, pedida: true, bancoVazio: true })).toEqual({ acao: 'carregar' });
    expect(decidirDemo({ producao: false, pedida: true, bancoVazio: false })).toEqual({ acao: 'nada' });
    expect(decidirDemo({ producao: false, pedida: false, bancoVazio: false })).toEqual({ acao: 'nada' });
    expect(decidirDemo({ producao: true, pedida: false, bancoVazio: false })).toEqual({ acao: 'nada' });
  });

  it('refuses it in production even when asked for, empty database or not', () => {
    for (const bancoVazio of [true, false]) {
      const d = decidirDemo({ producao: true, pedida: true, bancoVazio });
      expect(d.acao).toBe('recusar');
      expect(d.acao === 'recusar' && d.aviso).toContain('NODE_ENV=production');
    }
  });

  it('on an empty database without the flag loads nothing and says how to create the first admin or load the demo', () => {
    for (const producao of [true, false]) {
      const d = decidirDemo({ producao, pedida: false, bancoVazio: true });
      expect(d).toEqual({ acao: 'orientar', aviso: AVISO_BANCO_VAZIO });
    }
    expect(AVISO_BANCO_VAZIO).toContain('npm run user:create-admin');
    expect(AVISO_BANCO_VAZIO).toContain('DEMO=1');
  });

  it('reads DEMO=1 / --demo, and nothing else, as asking for it', () => {
    expect(demoPedida({ DEMO: '1' }, [])).toBe(true);
    expect(demoPedida({ DEMO: 'true' }, [])).toBe(true);
    expect(demoPedida({}, ['--demo'])).toBe(true);
    expect(demoPedida({}, [])).toBe(false);
    expect(demoPedida({ DEMO: '0' }, [])).toBe(false);
    expect(demoPedida({ DEMO: '' }, ['--port', '3000'])).toBe(false);
  });
});

describe('npm start asks for the demo; nothing else does', () => {
  it('package.json start passes --demo to the server', async () => {
    const { default: pacote } = await import('../../../package.json', { with: { type: 'json' } });
    expect(pacote.scripts.start).toMatch(/tsx server\/main\.ts --demo$/);
  });
});

describe('criarPrimeiroAdmin', () => {
  let db: Database;
  beforeAll(async () => {
    db = openDatabase('sqlite::memory:');
    await migrate(db);
  });
  afterAll(() => db.close());

  it('on an empty database creates the store and an administrator with every key and no usable password', async () => {
    expect(await bancoVazio(db.kysely)).toBe(true);
    const dados = DadosPrimeiroAdmin.parse({ email: 'Dona@Loja.com.br', nome: 'Dona da Loja', loja: 'Loja Matriz', cnpj: '12.ABC.345/01DE-35', uf: 'sp' });
    const r = await criarPrimeiroAdmin(db.kysely, dados, AGORA_TESTES.getTime());
    expect(r).toMatchObject({ ok: true, lojaCriada: true, tokenDefinirSenha: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const u = await db.kysely.selectFrom('users').selectAll().where('email', '=', 'dona@loja.com.br').executeTakeFirstOrThrow();
    expect(u).toMatchObject({ ativo: 1, senha_hash: '!definir' });
    expect(JSON.parse(u.permissions)).toEqual([...ALL_PERMISSION_KEYS]);
    expect(await db.kysely.selectFrom('sellers').select(['nome', 'uf', 'cnpj']).execute()).toEqual([{ nome: 'Loja Matriz', uf: 'SP', cnpj: '12ABC34501DE35' }]);
    expect(await criarPrimeiroAdmin(db.kysely, dados, AGORA_TESTES.getTime())).toEqual({ ok: false, motivo: 'Já existe um usuário com o e-mail dona@loja.com.br.' });
  });

  it('names the bad arguments', () => {
    const r = DadosPrimeiroAdmin.safeParse({ email: 'x', cnpj: '123', uf: 'XX' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['email', 'nome', 'loja', 'cnpj', 'uf']));
  });
});
