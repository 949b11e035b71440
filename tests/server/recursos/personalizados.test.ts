import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { LIMITES_PERSONALIZADOS, type CampoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import { caminhoDe, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { VERSAO } from '../helpers';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const ROTAS = rotasDoRecurso(ferramentas);
let t: AppRecursos;
let admin: string;
let semAdmin: string;
let soLe: string;
let outroGrupo: string;
let aniversario: CampoPersonalizado;
let sorte: CampoPersonalizado;
let apelido: CampoPersonalizado;

const criarCampo = (cookie: string, corpo: object) => t.chamar(cookie, 'POST', ROTAS.criarCampo.caminho, corpo);
const camposDe = async (cookie: string): Promise<CampoPersonalizado[]> => (await t.chamar(cookie, 'GET', ROTAS.campos.caminho)).json().RES;
const consultar = (cookie: string, filtros: object) => t.chamar(cookie, 'PUT', ROTAS.consulta.caminho, { filtros, limit: 100 });
const nomesDe = (res: { json(): { RES: { nome: string }[] } }) => res.json().RES.map((r) => r.nome).sort();
const eventos = (tipo: string) => t.sql.coluna<string>('SELECT detalhe FROM security_events WHERE tipo = ? ORDER BY id', tipo).then((l) => l.map((d) => JSON.parse(d)));

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuarioEm(t, { email: 'escreve@retaguarda.dev', idSeller: 1, permissions: ['cadastros_fornecedores', 'cadastros_produtos'] });
  await criarUsuarioEm(t, { email: 'so-le@retaguarda.dev', idSeller: 2, permissions: ['cadastros_produtos', 'cadastros_usuarios_do_sistema'] });
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  semAdmin = await t.login('escreve@retaguarda.dev');
  soLe = await t.login('so-le@retaguarda.dev');
  outroGrupo = await t.login('todas@parceira.dev');
});
afterAll(() => t.close());

describe('custom fields of a register', () => {
  it('lets an admin add fields, each a field of the same types, listed for the group and logged', async () => {
    const res = await criarCampo(admin, { rotulo: '  Data de   aniversário ', tipo: 'data', coluna: true, filtro: true });
    expect(res.statusCode, res.body).toBe(201);
    aniversario = res.json().RES;
    expect(aniversario).toEqual({
      id: expect.any(Number),
      nome: `cp_${aniversario.id}`,
      rotulo: 'Data de aniversário',
      tipo: 'data',
      obrigatorio: false,
      coluna: true,
      filtro: true,
      opcoes: [],
      version: 1,
    });
    sorte = (await criarCampo(admin, { rotulo: 'Número da sorte', tipo: 'inteiro', filtro: true })).json().RES;
    apelido = (await criarCampo(admin, { rotulo: 'Apelido', tipo: 'texto', filtro: true })).json().RES;
    expect((await camposDe(soLe)).map((c) => c.rotulo)).toEqual(['Data de aniversário', 'Número da sorte', 'Apelido']);
    expect(await eventos('campo_personalizado_criado')).toContainEqual({ recurso: 'ferramentas', campo: aniversario.nome, rotulo: 'Data de aniversário', tipo: 'data' });
  });

  it('refuses the configuration to whoever lacks the write key or the admin key', async () => {
    const corpo = { rotulo: 'Cor', tipo: 'texto' };
    expect((await criarCampo(semAdmin, corpo)).statusCode).toBe(403);
    expect((await criarCampo(soLe, corpo)).statusCode).toBe(403);
    const editar = caminhoDe(ROTAS.editarCampo, { id: aniversario.id });
    expect((await t.chamar(semAdmin, 'PUT', editar, { version: 1, rotulo: 'X' })).statusCode).toBe(403);
    expect((await t.chamar(semAdmin, 'POST', caminhoDe(ROTAS.removerCampo, { id: aniversario.id }), { version: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ROTAS.campos.caminho, headers: VERSAO })).statusCode).toBe(401);
  });

  it('checks the definition: label, type, options, the group cap and names already taken', async () => {
    const erro = async (corpo: object) => {
      const res = await criarCampo(admin, corpo);
      expect(res.statusCode).toBe(400);
      return res.json().validation.body as { keys: string[]; message: string };
    };
    expect(await erro({ rotulo: 'x'.repeat(LIMITES_PERSONALIZADOS.rotulo + 1), tipo: 'texto' })).toMatchObject({ keys: ['rotulo'], message: 'O nome tem no máximo 60 caracteres' });
    expect(await erro({ rotulo: '  ', tipo: 'texto' })).toMatchObject({ keys: ['rotulo'] });
    expect(await erro({ rotulo: 'Fornecedor', tipo: 'referencia' })).toMatchObject({ keys: ['tipo'], message: 'Tipo de campo desconhecido' });
    expect(await erro({ rotulo: 'Tamanho', tipo: 'escolha' })).toMatchObject({ keys: ['opcoes'] });
    expect(await erro({ rotulo: 'Tamanho', tipo: 'escolha', opcoes: ['P', 'p'] })).toMatchObject({ message: 'Há opções repetidas' });
    // a declared field's label, or another custom one's, spelled otherwise
    expect(await erro({ rotulo: 'NOME', tipo: 'texto' })).toMatchObject({ keys: ['rotulo'], message: expect.stringContaining('Já existe um campo') });
    expect(await erro({ rotulo: 'apelido', tipo: 'texto' })).toMatchObject({ keys: ['rotulo'] });
  });

  it('stores a value, validated as a declared field of its type, and answers it in the record', async () => {
    const invalido = await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Serra', [aniversario.nome]: '31/02/1990' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().validation.body).toMatchObject({ keys: [aniversario.nome], message: 'Data inválida: use DD/MM/AAAA' });
    const criado = await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Serra', [aniversario.nome]: '15/03/1990', [sorte.nome]: 7, [apelido.nome]: 'Serrinha' });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json().RES).toMatchObject({ nome: 'Serra', [aniversario.nome]: '15/03/1990', [sorte.nome]: 7, [apelido.nome]: 'Serrinha' });
    await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Lixa', [aniversario.nome]: '01/01/2001', [sorte.nome]: 70, [apelido.nome]: 'Áspera' });
    await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Prumo' });
    const id = criado.json().RES.id;
    const editado = await t.chamar(admin, 'PUT', caminhoDe(ROTAS.editar, { id }), { version: 1, [sorte.nome]: 8 });
    expect(editado.json().RES).toMatchObject({ [aniversario.nome]: '15/03/1990', [sorte.nome]: 8, version: 2 });
    const historico = (await t.chamar(admin, 'GET', caminhoDe(ROTAS.historico, { id }))).json().RES;
    expect(historico[0].alteracoes).toEqual([{ campo: sorte.nome, rotulo: 'Número da sorte', antes: '7', depois: '8' }]);
  });

  it('filters by a custom field on either database: a date or number range, a text', async () => {
    expect(nomesDe(await consultar(admin, { [aniversario.nome]: { de: '01/01/1990', ate: '31/12/1999' } }))).toEqual(['Serra']);
    expect(nomesDe(await consultar(admin, { [sorte.nome]: { de: 8, ate: 9 } }))).toEqual(['Serra']);
    expect(nomesDe(await consultar(admin, { [sorte.nome]: { de: 9 } }))).toEqual(['Lixa']);
    expect(nomesDe(await consultar(admin, { [apelido.nome]: 'aspera', nome: 'li' }))).toEqual(['Lixa']);
    const ruim = await consultar(admin, { [sorte.nome]: { de: 'muito' } });
    expect(ruim.statusCode).toBe(400);
    expect((await consultar(admin, { cp_999999: 'x' })).json().validation.body).toMatchObject({ keys: ['filtros'], message: 'Filtro desconhecido' });
  });

  it('keeps each group to its own fields: another group neither sees, fills nor filters by them', async () => {
    expect(await camposDe(outroGrupo)).toEqual([]);
    const criado = await t.chamar(outroGrupo, 'POST', ROTAS.criar.caminho, { nome: 'Alicate', [aniversario.nome]: '15/03/1990' });
    expect(criado.statusCode).toBe(201);
    expect(criado.json().RES).not.toHaveProperty(aniversario.nome);
    expect(await t.sql.valor('SELECT personalizados FROM ferramentas WHERE id = ?', criado.json().RES.id)).toBeNull();
    expect((await consultar(outroGrupo, { [aniversario.nome]: { de: '01/01/1990' } })).statusCode).toBe(400);
    const editar = caminhoDe(ROTAS.editarCampo, { id: aniversario.id });
    expect((await t.chamar(outroGrupo, 'PUT', editar, { version: 1, rotulo: 'Tomado' })).statusCode).toBe(404);
    expect((await t.chamar(outroGrupo, 'POST', caminhoDe(ROTAS.removerCampo, { id: aniversario.id }), { version: 1 })).statusCode).toBe(404);
    // its own field of the same label is its own
    expect((await criarCampo(outroGrupo, { rotulo: 'Data de aniversário', tipo: 'texto' })).statusCode).toBe(201);
    expect((await camposDe(admin)).map((c) => c.tipo)).toEqual(['data', 'inteiro', 'texto']);
  });

  it('exports and imports the custom fields as columns named by their labels', async () => {
    const exportado = await t.chamar(admin, 'PUT', ROTAS.exportar.caminho, { filtros: { [sorte.nome]: { de: 8 } } });
    expect(exportado.statusCode).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(exportado.rawPayload as unknown as ArrayBuffer);
    const linhas: unknown[][] = [];
    livro.worksheets[0]?.eachRow((r) => linhas.push((r.values as unknown[]).slice(1)));
    const cabecalho = linhas[0] ?? [];
    const col = (rotulo: string) => cabecalho.indexOf(rotulo);
    expect(col('Data de aniversário')).toBeGreaterThan(0);
    expect(linhas.slice(1).map((l) => [l[0], l[col('Número da sorte')], l[col('Apelido')]])).toEqual([
      ['Lixa', 70, 'Áspera'],
      ['Serra', 8, 'Serrinha'],
    ]);

    const enviar = (csv: string, simular: boolean) =>
      t.app.inject({ method: 'POST', url: `${ROTAS.importar.caminho}${simular ? '?simular=true' : ''}`, headers: { cookie: admin, ...VERSAO, 'content-type': 'text/csv' }, payload: csv });
    const ruim = await enviar('Nome;Data de aniversário;Número da sorte\nMartelo;99/99/2000;3\n', true);
    expect(ruim.json().RES.erros).toEqual([{ linha: 2, coluna: 'Data de aniversário', mensagem: 'Data inválida: use DD/MM/AAAA' }]);
    const bom = await enviar('Nome;Data de aniversário;Número da sorte\nMartelo;20/04/2000;3\n', false);
    expect(bom.json().RES).toEqual({ criados: 1 });
    expect((await consultar(admin, { nome: 'martelo' })).json().RES[0]).toMatchObject({ [aniversario.nome]: '20/04/2000', [sorte.nome]: 3 });
  });

  it('enforces a required custom field on create, and lets an edit change the definition with its version', async () => {
    const editar = caminhoDe(ROTAS.editarCampo, { id: apelido.id });
    const salvo = await t.chamar(admin, 'PUT', editar, { version: 1, rotulo: 'Apelido na loja', obrigatorio: true, filtro: true });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json().RES).toMatchObject({ rotulo: 'Apelido na loja', obrigatorio: true, tipo: 'texto', version: 2 });
    expect((await t.chamar(admin, 'PUT', editar, { version: 1, rotulo: 'De novo' })).statusCode).toBe(409);
    expect(await eventos('campo_personalizado_alterado')).toEqual([
      { recurso: 'ferramentas', campo: apelido.nome, rotulo: 'Apelido na loja', tipo: 'texto', mudancas: ['rotulo', 'obrigatorio'] },
    ]);
    const semApelido = await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Trena' });
    expect(semApelido.statusCode).toBe(400);
    expect(semApelido.json().validation.body).toMatchObject({ keys: [apelido.nome], message: 'O campo é obrigatório' });
  });

  it('hides a removed field and keeps the values the records hold', async () => {
    const serra = (await consultar(admin, { nome: 'serra' })).json().RES[0];
    const removido = await t.chamar(admin, 'POST', caminhoDe(ROTAS.removerCampo, { id: apelido.id }), { version: 2 });
    expect(removido.statusCode).toBe(200);
    expect((await camposDe(admin)).map((c) => c.nome)).toEqual([aniversario.nome, sorte.nome]);
    const lido = (await t.chamar(admin, 'GET', caminhoDe(ROTAS.obter, { id: serra.id }))).json().RES;
    expect(lido).not.toHaveProperty(apelido.nome);
    // an edit of another custom field keeps the hidden value in the row
    await t.chamar(admin, 'PUT', caminhoDe(ROTAS.editar, { id: serra.id }), { version: lido.version, [sorte.nome]: 9 });
    const json = JSON.parse(String(await t.sql.valor('SELECT personalizados FROM ferramentas WHERE id = ?', serra.id)));
    expect(json).toMatchObject({ [apelido.nome]: 'Serrinha', [sorte.nome]: 9, [aniversario.nome]: '1990-03-15' });
    expect((await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Trena' })).statusCode).toBe(201);
    expect((await t.chamar(admin, 'POST', caminhoDe(ROTAS.removerCampo, { id: apelido.id }), { version: 3 })).statusCode).toBe(404);
    expect(await eventos('campo_personalizado_removido')).toEqual([{ recurso: 'ferramentas', campo: apelido.nome, rotulo: 'Apelido na loja', tipo: 'texto' }]);
  });

  it(`caps a register at ${LIMITES_PERSONALIZADOS.porCadastro} fields per group`, async () => {
    const ja = (await camposDe(admin)).length;
    for (let i = ja; i < LIMITES_PERSONALIZADOS.porCadastro; i++) expect((await criarCampo(admin, { rotulo: `Extra ${i}`, tipo: 'booleano' })).statusCode).toBe(201);
    const alem = await criarCampo(admin, { rotulo: 'Um a mais', tipo: 'texto' });
    expect(alem.statusCode).toBe(409);
    expect(alem.json().RES).toContain('30 campos personalizados');
  });
});
