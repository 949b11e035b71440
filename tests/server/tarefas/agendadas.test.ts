import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import type { OpcoesModulo } from '../../../server/contexto';
import { VALIDADE_PIX_MS } from '../../../server/modulos/venda-manual/pagamentos/psp';
import TAREFAS_VENDA_MANUAL from '../../../server/modulos/venda-manual/tarefas';
import TAREFAS_SESSAO from '../../../server/modulos/sessao/tarefas';
import { INICIO, lerEventosApos, moverLeitor, posicaoDoLeitor } from '../../../server/eventos/ler';
import TAREFAS_DA_FILA, { limparConcluidas, limparEventos } from '../../../server/modulos/tarefas/tarefas';
import { retencaoDoAmbiente } from '../../../server/modulos/tarefas/retencao';
import { JANELA_FALHAS_MS } from '../../../server/modulos/sessao/auth/limite-login';
import { proximaJanela } from '../../../server/tarefas/agenda';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import type { DeclaracaoTarefa } from '../../../server/tarefas/definir';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { abastecer, pedir } from '../pedido-fixtures';

const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
const MIN = 60_000;
const DIA = 24 * 60 * MIN;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
});
afterAll(async () => {
  await t.close();
});

function trabalhador(tarefas: readonly DeclaracaoTarefa[]): Trabalhador {
  return new Trabalhador({ banco: t.db, tarefas: prepararTarefas(tarefas), modulo: {} as OpcoesModulo, agora: () => t.relogio.agora, log: silencioso, dono: 'teste', aleatorio: () => 0.5 });
}

/** Moves the test clock to the start of the job's next window. */
function avancarAteAJanela(tarefa: DeclaracaoTarefa): void {
  const agenda = tarefa.agenda;
  if (!agenda) throw new Error(`${tarefa.tipo} não é agendada`);
  t.relogio.avancar(proximaJanela(agenda, t.relogio.agora.getTime()) - t.relogio.agora.getTime());
}

describe('venda_manual.expirar_cobrancas (every minute)', () => {
  it('expires a Pix left unpaid past its limit, and cancels its order, at the first window after the limit', async () => {
    const expirar = TAREFAS_VENDA_MANUAL[0];
    const w = trabalhador(TAREFAS_VENDA_MANUAL);
    // half a minute into a window: the Pix's limit falls half a minute into another
    avancarAteAJanela(expirar);
    t.relogio.avancar(30_000);
    const vendas = await t.login('vendas@retaguarda.dev');
    const produto = Number(await t.sql.valor(`SELECT MIN(id) FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' AND preco_centavos > 1000`));
    await abastecer(t, 1, [produto], 10);
    const criado = await pedir(t, vendas, 'POST', ROTAS_VENDA_MANUAL.criar.caminho, { id_seller: 1, id_cliente: null, itens: [{ id_produto: produto, quantidade: 1 }], entrega: { tipo: 'retirada' }, forma_pagto: 'pix' });
    expect(criado.statusCode, criado.body).toBe(200);
    const { id, preco } = criado.json().RES;
    const cobrado = await t.app.inject({ method: 'POST', url: ROTAS_VENDA_MANUAL.cobrar.caminho, headers: { cookie: vendas, ...VERSAO, 'idempotency-key': 'agendada-pix-1' }, payload: { id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] } });
    expect(cobrado.statusCode, cobrado.body).toBe(200);
    const estado = () => t.sql.uma('SELECT p.situacao, o.id_status FROM pagamentos_pedido p JOIN orders o ON o.id = p.id_pedido WHERE p.id_pedido = ?', id);
    const pendente = { situacao: 'pendente', id_status: STATUS.aguardandoPagamento.id };

    await w.rodarAteOcioso();
    expect(await estado()).toEqual(pendente);
    // the window that opens half a minute before the limit: still within it
    t.relogio.avancar(VALIDADE_PIX_MS - 30_000);
    await w.rodarAteOcioso();
    expect(await estado()).toEqual(pendente);
    // past the limit, in a window already run: waits for the next
    t.relogio.avancar(45_000);
    await w.rodarAteOcioso();
    expect(await estado()).toEqual(pendente);

    avancarAteAJanela(expirar);
    await w.rodarAteOcioso();
    expect(await estado()).toEqual({ situacao: 'expirado', id_status: STATUS.cancelado.id });
    expect(await t.sql.coluna('SELECT estado FROM tarefas WHERE tipo = ? ORDER BY id', expirar.tipo)).toEqual(['concluida', 'concluida', 'concluida']);
  });
});

describe('sessao.limpar_expirados (hourly)', () => {
  it('deletes sign-in attempts out of the limiter window at the next window, and keeps the recent ones', async () => {
    const limpar = TAREFAS_SESSAO[0];
    const w = trabalhador(TAREFAS_SESSAO);
    avancarAteAJanela(limpar);
    await w.rodarAteOcioso();
    const emails = () => t.sql.coluna<string>("SELECT email FROM login_attempts WHERE email LIKE '%@exemplo.com' ORDER BY email");
    await t.db.kysely.insertInto('login_attempts').values({ email: 'velha@exemplo.com', ip: '10.0.0.1', em: t.relogio.agora.getTime() - JANELA_FALHAS_MS - MIN }).execute();

    // this hour's window has run: the job waits for the next one
    await w.rodarAteOcioso();
    expect(await emails()).toEqual(['velha@exemplo.com']);

    t.relogio.avancar(59 * MIN);
    await t.db.kysely.insertInto('login_attempts').values({ email: 'recente@exemplo.com', ip: '10.0.0.2', em: t.relogio.agora.getTime() }).execute();
    avancarAteAJanela(limpar);
    await w.rodarAteOcioso();
    expect(await emails()).toEqual(['recente@exemplo.com']);
    expect(await t.sql.coluna('SELECT estado FROM tarefas WHERE tipo = ? ORDER BY id', limpar.tipo)).toEqual(['concluida', 'concluida']);
  });
});

describe('retention (nightly)', () => {
  it('prunes events and concluded jobs past their retention, keeping recent ones and every dead job', async () => {
    const agora = t.relogio.agora.getTime();
    const db = t.db.kysely;
    const evento = async (em: number) => (await db.insertInto('eventos').values({ tipo: 'teste.retencao', payload: '{}', id_grupo: null, em }).returning('id').executeTakeFirstOrThrow()).id;
    const velho = await evento(agora - 31 * DIA);
    const recente = await evento(agora - 29 * DIA);
    let n = 0;
    const tarefa = async (estado: 'concluida' | 'morta' | 'fila', concluidaHa: number | null) =>
      (
        await db
          .insertInto('tarefas')
          .values({ tipo: 'teste.retencao', chave: `r${++n}`, payload: '{}', id_grupo: null, estado, maximo: 1, tentativas: 1, disponivel_em: agora - 90 * DIA, criada_em: agora - 90 * DIA, concluida_em: concluidaHa === null ? null : agora - concluidaHa })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const concluidaVelha = await tarefa('concluida', 8 * DIA);
    const concluidaRecente = await tarefa('concluida', 6 * DIA);
    const mortaVelha = await tarefa('morta', 60 * DIA);
    const filaVelha = await tarefa('fila', null);

    const w = trabalhador(TAREFAS_DA_FILA);
    avancarAteAJanela(TAREFAS_DA_FILA[0]);
    avancarAteAJanela(TAREFAS_DA_FILA[1]);
    const depois = t.relogio.agora.getTime() - agora;
    // the windows are hours away at most: nothing crossed its retention line on the way
    expect(depois).toBeLessThan(DIA);
    await w.rodarAteOcioso();

    expect(await t.sql.coluna("SELECT id FROM eventos WHERE tipo = 'teste.retencao' ORDER BY id")).toEqual([recente]);
    expect(velho).toBeLessThan(recente);
    expect(await t.sql.coluna("SELECT id FROM tarefas WHERE tipo = 'teste.retencao' ORDER BY id")).toEqual([concluidaRecente, mortaVelha, filaVelha]);
    expect(concluidaVelha).toBeLessThan(concluidaRecente);
    expect(await t.sql.coluna("SELECT estado FROM tarefas WHERE tipo LIKE 'tarefas.%' ORDER BY tipo")).toEqual(['concluida', 'concluida']);
  });

  it('deletes in lots until none is left', async () => {
    const agora = t.relogio.agora.getTime();
    const db = t.db.kysely;
    await db.insertInto('eventos').values(Array.from({ length: 5 }, () => ({ tipo: 'teste.lotes', payload: '{}', id_grupo: null, em: agora - 40 * DIA }))).execute();
    expect(await limparEventos(db, agora - 30 * DIA, undefined, 2)).toBe(5);
    await db.insertInto('tarefas').values(Array.from({ length: 3 }, (_, i) => ({ tipo: 'teste.lotes', chave: `l${i}`, payload: '{}', id_grupo: null, estado: 'concluida' as const, maximo: 1, disponivel_em: 0, criada_em: 0, concluida_em: agora - 10 * DIA }))).execute();
    expect(await limparConcluidas(db, agora - 7 * DIA, undefined, 2)).toBe(3);
    expect(Number(await t.sql.valor("SELECT COUNT(*) FROM tarefas WHERE tipo = 'teste.lotes'"))).toBe(0);
  });

  it('keeps an old event a reader has not passed yet, and prunes it once the reader has', async () => {
    const agora = t.relogio.agora.getTime();
    const db = t.db.kysely;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await db.insertInto('eventos').values({ tipo: 'teste.leitor', payload: '{}', id_grupo: null, em: agora - 40 * DIA }).returning('id').executeTakeFirstOrThrow();
      ids.push(id);
    }
    const primeiro = (await lerEventosApos(db, INICIO, 1000)).find((e) => e.id === ids[0]);
    if (!primeiro) throw new Error('o evento escrito não foi lido');
    await posicaoDoLeitor(db, 'teste', agora);
    await moverLeitor(db, 'teste', primeiro.posicao, agora);
    expect(await limparEventos(db, agora - 30 * DIA)).toBe(1);
    expect(await t.sql.coluna("SELECT id FROM eventos WHERE tipo = 'teste.leitor' ORDER BY id")).toEqual(ids.slice(1));
    const lidos = await lerEventosApos(db, primeiro.posicao, 1000);
    await moverLeitor(db, 'teste', lidos[lidos.length - 1].posicao, agora);
    expect(await limparEventos(db, agora - 30 * DIA)).toBe(2);
    await db.deleteFrom('eventos_leitores').where('nome', '=', 'teste').execute();
  });

  it('reads the retention from the environment, and refuses a value that is not a whole number of days', () => {
    expect(retencaoDoAmbiente({})).toEqual({ eventosMs: 30 * DIA, tarefasMs: 7 * DIA });
    expect(retencaoDoAmbiente({ EVENTOS_RETENCAO_DIAS: '90', TAREFAS_RETENCAO_DIAS: ' ' })).toEqual({ eventosMs: 90 * DIA, tarefasMs: 7 * DIA });
    for (const ruim of ['0', '-1', '2.5', 'trinta']) {
      expect(() => retencaoDoAmbiente({ TAREFAS_RETENCAO_DIAS: ruim })).toThrow(`TAREFAS_RETENCAO_DIAS inválido (${ruim})`);
    }
    expect(() => retencaoDoAmbiente({ EVENTOS_RETENCAO_DIAS: 'x' })).toThrow(/EVENTOS_RETENCAO_DIAS inválido/);
  });
});
