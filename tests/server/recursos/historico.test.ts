import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhoDe, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';

const ROTAS = rotasDoRecurso(ferramentas);
let t: AppRecursos;
let admin: string;

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('the history of a record', () => {
  it('lists who did what and when, newest first, each changed field before and after as displayed', async () => {
    const dono = (await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Carla Dona', documento: '52998224725' })).json().RES.id;
    const criado = await t.chamar(admin, 'POST', ROTAS.criar.caminho, { nome: 'Furadeira', preco: 100, cpf: '52998224725' });
    const id = criado.json().RES.id;
    t.relogio.avancar(60_000);
    const editado = await t.chamar(admin, 'PUT', caminhoDe(ROTAS.editar, { id }), { version: 1, preco: 1234.5, compra: '02/03/2026', dono, descricao: '' });
    expect(editado.statusCode, editado.body).toBe(200);
    t.relogio.avancar(60_000);
    await t.chamar(admin, 'POST', caminhoDe(ROTAS.inativar, { id }), { version: 2 });
    t.relogio.avancar(60_000);
    await t.chamar(admin, 'POST', caminhoDe(ROTAS.reativar, { id }), { version: 3 });

    const res = await t.chamar(admin, 'GET', caminhoDe(ROTAS.historico, { id }));
    expect(res.statusCode).toBe(200);
    const usuario = { id: expect.any(Number), nome: 'Ana Administradora' };
    expect(res.json().RES).toEqual([
      { id: expect.any(Number), data: '2026-11-21T12:03:00-03:00', usuario, acao: 'reativacao', alteracoes: [] },
      { id: expect.any(Number), data: '2026-11-21T12:02:00-03:00', usuario, acao: 'inativacao', alteracoes: [] },
      {
        id: expect.any(Number),
        data: '2026-11-21T12:01:00-03:00',
        usuario,
        acao: 'edicao',
        alteracoes: [
          { campo: 'preco', rotulo: 'Preço', antes: 'R$\u00a0100,00', depois: 'R$\u00a01.234,50' },
          { campo: 'compra', rotulo: 'Data de compra', antes: null, depois: '02/03/2026' },
          { campo: 'dono', rotulo: 'Dono', antes: null, depois: 'Carla Dona' },
        ],
      },
      {
        id: expect.any(Number),
        data: '2026-11-21T12:00:00-03:00',
        usuario,
        acao: 'criacao',
        alteracoes: [
          { campo: 'nome', rotulo: 'Nome', antes: null, depois: 'Furadeira' },
          { campo: 'cpf', rotulo: 'CPF do responsável', antes: null, depois: '529.982.247-25' },
          { campo: 'preco', rotulo: 'Preço', antes: null, depois: 'R$\u00a0100,00' },
          { campo: 'eletrica', rotulo: 'Elétrica', antes: null, depois: 'Não' },
          { campo: 'estado', rotulo: 'Estado', antes: null, depois: 'Nova' },
        ],
      },
    ]);
  });

  it('answers 404 for a record that does not exist', async () => {
    const res = await t.chamar(admin, 'GET', caminhoDe(ROTAS.historico, { id: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RES: 'A ferramenta não foi encontrada.' });
  });
});
