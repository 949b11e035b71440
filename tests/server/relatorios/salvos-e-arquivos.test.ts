import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_RELATORIOS_SALVOS, ROTAS_RELATORIOS_SALVOS as R } from '@retaguarda/contrato/api/relatoriosSalvos';
import type { TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { appDeRelatorios, CAMINHO, CHAVE, entrar, pedir } from './apoio';

let t: TestApp;
let gerente: string;
let colega: string;
let admin: string;
let outroGrupo: string;

beforeAll(async () => {
  t = await appDeRelatorios();
  gerente = await entrar(t, 'salvos-gerente@retaguarda.dev', [CHAVE]);
  colega = await entrar(t, 'salvos-colega@retaguarda.dev', [CHAVE]);
  admin = await entrar(t, 'salvos-admin@retaguarda.dev', [CHAVE, 'cadastros_usuarios_do_sistema']);
  outroGrupo = await entrar(t, 'salvos-outro@parceira.dev', [CHAVE], SELLER_OUTRO_GRUPO);
});
afterAll(() => t.close());

const salvar = (cookie: string, corpo: object) => pedir(t, cookie, R.criar.caminho, { relatorio: 'teste.pedidos', ...corpo }, 'POST');
const listar = async (cookie: string) => (await pedir(t, cookie, R.lista.caminho, { relatorio: 'teste.pedidos' })).json<{ RES: { id: number; nome: string; proprio: boolean; version: number }[] }>().RES;

describe('saved views of a report', () => {
  it('saves, lists to its owner (and to the group when shared), renames and removes, each change in the history', async () => {
    const criada = await salvar(gerente, { nome: '  Semana por loja ', corpo: { periodo: 'ultimos_7', por: 'loja' } });
    expect(criada.statusCode, criada.body).toBe(200);
    const salva = criada.json().RES;
    expect(salva).toMatchObject({ relatorio: 'teste.pedidos', nome: 'Semana por loja', corpo: { periodo: 'ultimos_7', por: 'loja' }, compartilhado: false, proprio: true, problema: null, version: 1 });
    expect((await listar(colega)).map((s) => s.id)).not.toContain(salva.id);
    const compartilhada = await pedir(t, gerente, R.editar.caminho.replace(':id', String(salva.id)), { version: 1, compartilhado: true, nome: 'Semana (lojas)' });
    expect(compartilhada.statusCode, compartilhada.body).toBe(200);
    expect((await listar(colega)).find((s) => s.id === salva.id)).toMatchObject({ nome: 'Semana (lojas)', proprio: false, version: 2 });
    expect((await listar(outroGrupo)).map((s) => s.id)).not.toContain(salva.id);
    // a stale version is refused
    expect((await pedir(t, gerente, R.editar.caminho.replace(':id', String(salva.id)), { version: 1, nome: 'x' })).statusCode).toBe(409);
    expect((await pedir(t, gerente, R.remover.caminho.replace(':id', String(salva.id)), {}, 'POST')).statusCode).toBe(200);
    expect((await listar(gerente)).map((s) => s.id)).not.toContain(salva.id);
    expect(await t.sql.coluna('SELECT acao FROM relatorios_salvos_historico WHERE id_salvo = ? ORDER BY id', salva.id)).toEqual(['criacao', 'edicao', 'remocao']);
  });

  it("lets only the owner change a view; an admin may remove a shared one; another group's never reaches it", async () => {
    const salva = (await salvar(gerente, { nome: 'Compartilhada', corpo: {}, compartilhado: true })).json().RES;
    const caminho = R.editar.caminho.replace(':id', String(salva.id));
    expect((await pedir(t, colega, caminho, { version: 1, nome: 'Minha' })).statusCode).toBe(403);
    expect((await pedir(t, colega, `${caminho}/remover`, {}, 'POST')).statusCode).toBe(403);
    expect((await pedir(t, outroGrupo, `${caminho}/remover`, {}, 'POST')).statusCode).toBe(404);
    expect((await pedir(t, outroGrupo, caminho, { version: 1, nome: 'Invasão' })).statusCode).toBe(404);
    expect((await pedir(t, admin, `${caminho}/remover`, {}, 'POST')).statusCode).toBe(200);
  });

  it("refuses a body that does not fit the report, naming 'corpo', and a view of a report without its key", async () => {
    const res = await salvar(gerente, { nome: 'Ruim', corpo: { filtros: { cor: ['azul'] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ keys: ['corpo'], message: 'A consulta não vale para este relatório: Filtro desconhecido: cor' });
    const semChave = await entrar(t, 'salvos-sem-chave@retaguarda.dev', []);
    expect((await salvar(semChave, { nome: 'Sem chave', corpo: {} })).statusCode).toBe(403);
    expect((await salvar(gerente, { nome: 'x'.repeat(81), corpo: {} })).json().validation.body.keys).toEqual(['nome']);
  });

  it('says which saved views no longer fit their report', async () => {
    const salva = (await salvar(gerente, { nome: 'Antiga', corpo: { periodo: 'ultimos_7' } })).json().RES;
    // as if the report had dropped a filter since: the stored body names one it does not know
    await t.sql.executar('UPDATE relatorios_salvos SET corpo = ? WHERE id = ?', JSON.stringify({ filtros: { canal: ['loja'] } }), salva.id);
    const lida = (await pedir(t, gerente, R.lista.caminho, {})).json().RES.find((s: { id: number }) => s.id === salva.id);
    expect(lida.problema).toBe('Filtro desconhecido: canal');
  });

  it('caps the views a user keeps, and the names of one report are unique', async () => {
    const cheio = await entrar(t, 'salvos-cheio@retaguarda.dev', [CHAVE]);
    expect((await salvar(cheio, { nome: 'Uma', corpo: {} })).statusCode).toBe(200);
    expect((await salvar(cheio, { nome: 'Uma', corpo: {} })).statusCode).toBe(409);
    const userId = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'salvos-cheio@retaguarda.dev'"));
    const grupo = Number(await t.sql.valor('SELECT id_grupo FROM sellers WHERE id = 1'));
    for (let i = 1; i < LIMITES_RELATORIOS_SALVOS.porUsuario; i++) {
      await t.db.kysely.insertInto('relatorios_salvos').values({ id_grupo: grupo, user_id: userId, relatorio: 'teste.pedidos', nome: `Cheia ${i}`, corpo: '{}', compartilhado: 0, version: 1, criado_em: 1, atualizado_em: 1 }).execute();
    }
    const alem = await salvar(cheio, { nome: 'Além', corpo: {} });
    expect(alem.statusCode).toBe(409);
    expect(alem.json().RES).toContain('100 consultas salvas');
  });
});

describe("a declared report's files", () => {
  it('writes the .xlsx with the sheet columns, money formatted, the totals row and what it covers, logged as an export', async () => {
    const res = await pedir(t, gerente, `${CAMINHO}/xlsx`, { periodo: 'ultimos_7', por: 'loja' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="teste-pedidos-2026-11-21.xlsx"');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.getWorksheet('Pedidos de teste');
    expect(folha?.getRow(1).values).toEqual([undefined, 'Grupo', 'Pedidos', 'Faturamento', 'Ticket médio']);
    expect(folha?.getColumn(3).numFmt).toBe('"R$" #,##0.00');
    const figuras = (await pedir(t, gerente, CAMINHO, { periodo: 'ultimos_7', por: 'loja' })).json().RES;
    expect(folha?.getRow(2).values).toEqual([undefined, figuras.linhas[0].grupo, figuras.linhas[0].pedidos, figuras.linhas[0].faturamento, figuras.linhas[0].ticket_medio]);
    const total = folha?.getRow(figuras.linhas.length + 2).values;
    expect(total).toEqual([undefined, 'Total', figuras.totais.pedidos, figuras.totais.faturamento]);
    expect(folha?.getRow(figuras.linhas.length + 4).values).toEqual([undefined, 'Período: 15/11/2026 a 21/11/2026']);
    const evento = await t.sql.uma<{ detalhe: string }>("SELECT detalhe FROM security_events WHERE tipo = 'exportacao' ORDER BY id DESC LIMIT 1");
    expect(JSON.parse(evento?.detalhe ?? '{}')).toMatchObject({ recurso: 'relatorio_teste.pedidos', formato: 'xlsx' });
  });

  it('prints the PDF with its title', async () => {
    const res = await pedir(t, gerente, `${CAMINHO}/pdf`, { periodo: 'ultimos_7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = res.rawPayload.toString('latin1');
    expect(texto.startsWith('%PDF-')).toBe(true);
    expect(texto).toContain('Pedidos de teste');
  });

  it('answers 429 while another export of the user runs', async () => {
    const userId = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'salvos-gerente@retaguarda.dev'"));
    const agora = t.relogio.agora.getTime();
    await t.db.kysely.insertInto('exportacoes_em_curso').values({ user_id: userId, inicio: agora, expira_em: agora + 60_000 }).execute();
    expect((await pedir(t, gerente, `${CAMINHO}/xlsx`)).statusCode).toBe(429);
    expect((await pedir(t, gerente, `${CAMINHO}/pdf`)).statusCode).toBe(429);
    await t.db.kysely.deleteFrom('exportacoes_em_curso').where('user_id', '=', userId).execute();
    expect((await pedir(t, gerente, `${CAMINHO}/pdf`)).statusCode).toBe(200);
  });
});
