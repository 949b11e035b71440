import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuarioEm } from './usuarios';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';

const URL = ferramentas.caminho;
let t: AppRecursos;
let admin: string;
let outroGrupo: string;
let clienteA: number;
let clienteB: number;

const criar = async (cookie: string, corpo: object) => t.chamar(cookie, 'POST', URL, corpo);

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  outroGrupo = await t.login('todas@parceira.dev');
  const c1 = await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Álvaro Dono', documento: '529.982.247-25' });
  const c2 = await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Beatriz Usuária', documento: '11144477735' });
  expect(c1.statusCode, c1.body).toBe(201);
  expect(c2.statusCode, c2.body).toBe(201);
  clienteA = c1.json().RES.id;
  clienteB = c2.json().RES.id;
});
afterAll(() => t.close());

describe('creating a record of a declared resource', () => {
  it('stores every field type and answers each in API form', async () => {
    const res = await criar(admin, {
      nome: '  Furadeira de impacto ',
      descricao: 'Com maleta',
      email: 'loja@ferramentas.com.br',
      telefone: '(41) 99876-5432',
      cpf: '529.982.247-25',
      cnpj: '11.222.333/0001-81',
      documento: '11.222.333/0001-81',
      cep: '80010-000',
      endereco: { cep: '80010-000', logradouro: 'Rua XV', numero: '120', complemento: '', bairro: 'Centro', cidade: 'Curitiba', uf: 'pr' },
      preco: 1234.56,
      peso: 2.125,
      estoque: 7,
      desconto: 12.5,
      compra: '1/2/2026',
      revisao: '2026-03-04T10:30:00-03:00',
      dono: clienteA,
      usuarios: [clienteB, clienteA, clienteB],
      gtin: '7891000315507',
      ncm: '8467.21.00',
      uf: 'sc',
      ativada: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().RES;
    expect(r).toMatchObject({
      ativo: true,
      version: 1,
      criado_em: '2026-11-21T12:00:00-03:00',
      nome: 'Furadeira de impacto',
      telefone: '41998765432',
      cpf: '52998224725',
      cnpj: '11222333000181',
      documento: '11222333000181',
      endereco: { cep: '80010000', logradouro: 'Rua XV', numero: '120', complemento: null, bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
      preco: 1234.56,
      peso: 2.125,
      estoque: 7,
      desconto: 12.5,
      compra: '01/02/2026',
      revisao: '2026-03-04T10:30:00-03:00',
      eletrica: false,
      estado: 'nova',
      dono: clienteA,
      usuarios: [clienteA, clienteB],
      gtin: '7891000315507',
      ncm: '84672100',
      uf: 'SC',
      ativada: true,
      ativada_em: '2026-11-21T12:00:00-03:00',
      titulos: { dono: 'Álvaro Dono', usuarios: ['Álvaro Dono', 'Beatriz Usuária'] },
    });
    const linha = await t.sql.uma<Record<string, unknown>>('SELECT preco, peso, desconto, compra, eletrica, endereco_uf FROM ferramentas WHERE id = ?', r.id);
    expect(linha).toEqual({ preco: 123456, peso: 2125, desconto: 1250, compra: '2026-02-01', eletrica: 0, endereco_uf: 'PR' });
    const obtido = await t.chamar(admin, 'GET', `${URL}/${r.id}`);
    expect(obtido.json().RES).toEqual(r);
  });

  it('answers 400 naming each invalid field', async () => {
    const res = await criar(admin, { nome: 'X', cpf: '123', preco: 1.234, compra: '31/02/2026', estado: 'quebrada', gtin: '7891000315508', uf: 'XX', estoque: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys.sort()).toEqual(['compra', 'cpf', 'estado', 'estoque', 'gtin', 'nome', 'preco', 'uf'].sort());
  });

  it('refuses an invalid value of every other type, naming its field', async () => {
    const res = await criar(admin, {
      nome: 'Serrote',
      descricao: 'x'.repeat(2001),
      email: 'sem-arroba',
      telefone: '123',
      cnpj: '11.222.333/0001-00',
      documento: '123456',
      cep: '8001',
      endereco: { cep: '80010000', logradouro: '', numero: '1', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
      peso: 1.0001,
      desconto: 101,
      revisao: '04/03/2026 10:30',
      eletrica: 'sim',
      dono: 'um',
      usuarios: [0],
      ncm: '1234',
      ativada: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys.sort()).toEqual(
      ['ativada', 'cep', 'cnpj', 'desconto', 'descricao', 'documento', 'dono', 'eletrica', 'email', 'endereco', 'ncm', 'peso', 'revisao', 'telefone', 'usuarios'].sort(),
    );
  });

  it('requires the required fields, and takes the declared defaults', async () => {
    const vazio = await criar(admin, {});
    expect(vazio.json().validation.body).toMatchObject({ keys: ['nome'], message: 'O campo é obrigatório' });
    const semEstado = await criar(admin, { nome: 'Formão', estado: null });
    expect(semEstado.json().validation.body.keys).toEqual(['estado']);
  });

  it('refuses a reference to an inactive record or a missing one, naming the field', async () => {
    const inativo = (await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Cliente inativo', documento: '86288366757' })).json().RES;
    expect((await t.chamar(admin, 'POST', `/v2/logins/${inativo.id}/inativar`, { version: 1 })).statusCode).toBe(200);
    for (const corpo of [{ dono: inativo.id }, { usuarios: [clienteA, 999_999] }]) {
      const res = await criar(admin, { nome: 'Torquímetro', ...corpo });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.body.keys).toEqual(Object.keys(corpo));
    }
  });

  it('refuses a reference to a record of another group, naming the field', async () => {
    const c = await t.chamar(outroGrupo, 'POST', '/v2/logins', { nome: 'Cliente da parceira', documento: '39053344705' });
    expect(c.statusCode, c.body).toBe(201);
    const res = await criar(admin, { nome: 'Serra', dono: c.json().RES.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ keys: ['dono'], message: MENSAGENS_RECURSO.referenciaInexistente(ferramentas.campos.dono) });
  });

  it('answers 409 naming the unique field, and allows the same value in another group', async () => {
    const primeiro = await criar(admin, { nome: 'Trena', documento: '390.533.447-05' });
    expect(primeiro.statusCode).toBe(201);
    const repetido = await criar(admin, { nome: 'Outra trena', documento: '39053344705' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ RES: MENSAGENS_RECURSO.jaExiste(ferramentas, ferramentas.campos.documento), campos: ['documento'] });
    expect((await criar(outroGrupo, { nome: 'Trena da parceira', documento: '39053344705' })).statusCode).toBe(201);
  });
});

describe('two creates with the same unique value at once', () => {
  it('save one and answer the other 409 naming the field (the unique index backs the check)', async () => {
    const corpo = { nome: 'Nível a laser', documento: '86288366757' };
    const respostas = await Promise.all([criar(admin, corpo), criar(admin, { ...corpo, nome: 'Nível de bolha' })]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(respostas.find((r) => r.statusCode === 409)?.json().campos).toEqual(['documento']);
    expect(await t.sql.valor('SELECT count(*) AS n FROM ferramentas WHERE documento = ?', '86288366757')).toBe(1);
  });
});

describe('editing a record', () => {
  it('saves the changed fields, bumps the version, and answers 409 to an old version', async () => {
    const { id } = (await criar(admin, { nome: 'Lixadeira', preco: 100 })).json().RES;
    const res = await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 1, preco: 150.5, estado: 'usada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toMatchObject({ version: 2, preco: 150.5, estado: 'usada', nome: 'Lixadeira' });
    const velho = await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 1, preco: 1 });
    expect(velho.statusCode).toBe(409);
    expect(velho.json().RES).toBe(MENSAGENS_RECURSO.versaoMudou(ferramentas));
  });

  it('keeps the version and writes no history when nothing changed', async () => {
    const { id } = (await criar(admin, { nome: 'Plaina', preco: 10 })).json().RES;
    const res = await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 1, preco: 10, nome: 'Plaina' });
    expect(res.json().RES.version).toBe(1);
    expect((await t.chamar(admin, 'GET', `${URL}/${id}/historico`)).json().RES).toHaveLength(1);
  });

  it('refuses to edit an inactive record until it is reactivated', async () => {
    const { id } = (await criar(admin, { nome: 'Morsa' })).json().RES;
    const inativado = await t.chamar(admin, 'POST', `${URL}/${id}/inativar`, { version: 1 });
    expect(inativado.json().RES).toMatchObject({ ativo: false, version: 2 });
    const editado = await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 2, nome: 'Morsa nova' });
    expect(editado.statusCode).toBe(409);
    expect(editado.json().RES).toBe(MENSAGENS_RECURSO.inativo(ferramentas));
    const reativado = await t.chamar(admin, 'POST', `${URL}/${id}/reativar`, { version: 2 });
    expect(reativado.json().RES).toMatchObject({ ativo: true, version: 3 });
    expect((await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 3, nome: 'Morsa nova' })).statusCode).toBe(200);
  });

  it('stamps the date-time of a flag when it turns on and clears it when it turns off', async () => {
    const { id } = (await criar(admin, { nome: 'Esmerilhadeira' })).json().RES;
    t.relogio.avancar(60_000);
    const ligada = (await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 1, ativada: true })).json().RES;
    expect(ligada.ativada_em).toBe('2026-11-21T12:01:00-03:00');
    const desligada = (await t.chamar(admin, 'PUT', `${URL}/${id}`, { version: 2, ativada: false })).json().RES;
    expect(desligada.ativada_em).toBeNull();
  });
});
