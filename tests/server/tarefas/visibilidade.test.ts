import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { MENSAGENS_TAREFAS, ROTAS_TAREFAS, type ResumoTipoTarefa, type TarefaMorta } from '@retaguarda/contrato/api/tarefas';
import type { OpcoesModulo } from '../../../server/contexto';
import type { EstadoTarefa } from '../../../server/db/schema';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { defineTarefa, type DeclaracaoTarefa } from '../../../server/tarefas/definir';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { EXPIRAR_COBRANCAS } from '../../../server/modulos/venda-manual/tarefas';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';

const silencioso = { info: () => {}, warn: () => {}, error: () => {} };
const SEG = 1000;
const MIN = 60 * SEG;

let t: TestApp;
let admin: string;
let outroGrupo: string;
let semChave: string;
let grupo1: number;
let grupo2: number;

beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
  admin = await t.login('admin@retaguarda.dev');
  grupo1 = Number(await t.sql.valor('SELECT id_grupo FROM sellers WHERE id = 1'));
  grupo2 = Number(await t.sql.valor('SELECT id_grupo FROM sellers WHERE id = ?', SELLER_OUTRO_GRUPO));
  await criarUsuario(t, { email: 'tarefas-outro@retaguarda.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['torre_de_controle_monitoramento_tempo_real'] });
  outroGrupo = await t.login('tarefas-outro@retaguarda.dev');
  await criarUsuario(t, { email: 'tarefas-sem-chave@retaguarda.dev', idSeller: 1, permissions: ['menu_principal_torre_de_controle', 'torre_de_controle_analise_preditiva'] });
  semChave = await t.login('tarefas-sem-chave@retaguarda.dev');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('tarefas').execute();
});

const chamar = (metodo: 'GET' | 'POST', url: string, cookie = admin) => t.app.inject({ method: metodo, url, headers: { cookie, ...VERSAO }, ...(metodo === 'POST' ? { payload: {} } : {}) });
const reexecutar = (id: number, cookie = admin) => chamar('POST', caminhoDe(ROTAS_TAREFAS.reexecutar, { id }), cookie);
const descartar = (id: number, cookie = admin) => chamar('POST', caminhoDe(ROTAS_TAREFAS.descartar, { id }), cookie);

async function resumo(cookie = admin): Promise<Map<string, ResumoTipoTarefa>> {
  const res = await chamar('GET', ROTAS_TAREFAS.resumo.caminho, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().RES.tipos as ResumoTipoTarefa[]).map((r) => [r.tipo, r]));
}

interface Linha {
  tipo: string;
  estado: EstadoTarefa;
  idGrupo?: number | null;
  tentativas?: number;
  disponivel?: number;
  iniciada?: number | null;
  concluida?: number | null;
}

let sequencia = 0;
/** A job as the queue would hold it, times relative to the test clock's now. */
async function inserir(l: Linha): Promise<number> {
  const agora = t.relogio.agora.getTime();
  const r = await t.db.kysely
    .insertInto('tarefas')
    .values({
      tipo: l.tipo,
      chave: `k${++sequencia}`,
      payload: JSON.stringify({ n: sequencia }),
      id_grupo: l.idGrupo === undefined ? grupo1 : l.idGrupo,
      estado: l.estado,
      tentativas: l.tentativas ?? 0,
      maximo: 3,
      disponivel_em: agora + (l.disponivel ?? 0),
      criada_em: agora - 2 * 60 * MIN,
      iniciada_em: l.iniciada === undefined || l.iniciada === null ? null : agora + l.iniciada,
      concluida_em: l.concluida === undefined || l.concluida === null ? null : agora + l.concluida,
      ...(l.estado === 'morta' ? { ultimo_erro: 'Error: quebrou' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

function trabalhador(tarefas: DeclaracaoTarefa[]): Trabalhador {
  return new Trabalhador({ banco: t.db, tarefas: prepararTarefas(tarefas), modulo: {} as OpcoesModulo, agora: () => t.relogio.agora, log: silencioso, dono: 'teste', aleatorio: () => 0.5 });
}

const eventosDoLog = (tipo: string) => t.sql.todas<{ user_id: number; detalhe: string }>('SELECT user_id, detalhe FROM security_events WHERE tipo = ? ORDER BY id', tipo);

describe('GET /v2/tarefas/resumo', () => {
  it('counts each state per type, the oldest ready wait and the p95 wait of the last hour, for the group and the system only', async () => {
    const T = 'teste.resumo';
    await inserir({ tipo: T, estado: 'fila', disponivel: -5 * SEG });
    await inserir({ tipo: T, estado: 'fila', disponivel: -2 * SEG, tentativas: 1, idGrupo: null });
    // not ready yet: waits, but not counted in the oldest wait
    await inserir({ tipo: T, estado: 'fila', disponivel: 10 * SEG, tentativas: 2 });
    await inserir({ tipo: T, estado: 'executando', disponivel: -MIN, iniciada: -MIN + 500 });
    await inserir({ tipo: T, estado: 'morta', tentativas: 3, concluida: -MIN });
    await inserir({ tipo: T, estado: 'morta', tentativas: 3, concluida: -MIN, idGrupo: null });
    // another group's: none of it shows, not even an older wait
    await inserir({ tipo: T, estado: 'fila', disponivel: -60 * MIN, idGrupo: grupo2 });
    await inserir({ tipo: T, estado: 'morta', idGrupo: grupo2 });
    await inserir({ tipo: T, estado: 'executando', disponivel: -5 * MIN, iniciada: 0, idGrupo: grupo2 });
    // twenty runs started in the last hour, waiting 1 s … 20 s: the nearest-rank p95 is the 19th
    for (let i = 1; i <= 20; i++) await inserir({ tipo: 'teste.p95', estado: 'concluida', disponivel: -30 * MIN, iniciada: -30 * MIN + i * SEG, concluida: -29 * MIN });
    // started before the hour: out of the window, however long it waited
    await inserir({ tipo: 'teste.p95', estado: 'concluida', disponivel: -3 * 60 * MIN, iniciada: -61 * MIN, concluida: -61 * MIN });

    const r = await resumo();
    expect(r.get(T)).toEqual({ tipo: T, descricao: null, fila: 3, executando: 1, falhando: 2, mortas: 2, espera_mais_antiga_ms: 5 * SEG, espera_p95_ms: 500, agenda: null });
    expect(r.get('teste.p95')).toMatchObject({ fila: 0, executando: 0, mortas: 0, espera_mais_antiga_ms: null, espera_p95_ms: 19 * SEG });

    // the clock moves: the oldest ready job has waited that much longer
    t.relogio.avancar(30 * SEG);
    expect((await resumo()).get(T)?.espera_mais_antiga_ms).toBe(35 * SEG);
    t.relogio.avancar(-30 * SEG);

    // the other group sees its own job only
    expect((await resumo(outroGrupo)).get(T)).toMatchObject({ fila: 2, executando: 1, mortas: 2, espera_mais_antiga_ms: 60 * MIN });
  });

  it('lists every declared type, with its description and schedule, even with no job', async () => {
    const r = await resumo();
    expect(r.get(EXPIRAR_COBRANCAS.tipo)).toEqual({
      tipo: EXPIRAR_COBRANCAS.tipo,
      descricao: EXPIRAR_COBRANCAS.descricao,
      fila: 0,
      executando: 0,
      falhando: 0,
      mortas: 0,
      espera_mais_antiga_ms: null,
      espera_p95_ms: null,
      agenda: { cron: '* * * * *', fuso: 'America/Sao_Paulo' },
    });
    expect(r.get('sessao.limpar_expirados')?.agenda?.cron).toBe('7 * * * *');
  });
});

describe('dead jobs', () => {
  let vezes = 0;
  let falhar = true;
  const T = defineTarefa({
    tipo: 'teste.instavel',
    descricao: 'falha até ser consertada',
    payload: z.object({ pedido: z.number() }),
    maximo: 2,
    executar: async () => {
      vezes++;
      if (falhar) throw new Error(`fora do ar (${vezes})`);
    },
  });

  /** A job of the group run until it died (two failed attempts). */
  async function morta(pedido: number, idGrupo: number | null = grupo1): Promise<number> {
    const w = trabalhador([T]);
    await enfileirar(t.db.kysely, T, { pedido }, { chave: `pedido:${pedido}`, idGrupo, agora: t.relogio.agora.getTime() });
    await w.rodarAteOcioso();
    t.relogio.avancar(MIN);
    await w.rodarAteOcioso();
    const { id, estado } = await t.db.kysely.selectFrom('tarefas').select(['id', 'estado']).where('chave', '=', `pedido:${pedido}`).executeTakeFirstOrThrow();
    expect(estado).toBe('morta');
    return id;
  }

  beforeEach(() => {
    vezes = 0;
    falhar = true;
  });

  it('lists the dead jobs of the group and the system, latest first, with their payload and last error', async () => {
    const a = await morta(1);
    const b = await morta(2, null);
    await morta(3, grupo2);
    await inserir({ tipo: 'teste.outro', estado: 'morta', concluida: 0 });
    await inserir({ tipo: 'teste.outro', estado: 'fila' });

    const res = await chamar('GET', `${ROTAS_TAREFAS.mortas.caminho}?tipo=teste.instavel`);
    expect(res.statusCode, res.body).toBe(200);
    const lista: TarefaMorta[] = res.json().RES;
    expect(lista.map((m) => m.id)).toEqual([b, a]);
    expect(lista[1]).toEqual({
      id: a,
      tipo: 'teste.instavel',
      chave: 'pedido:1',
      tentativas: 2,
      ultimo_erro: 'Error: fora do ar (2)',
      criada_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-0[23]:00$/),
      concluida_em: expect.stringMatching(/-0[23]:00$/),
      payload: { pedido: 1 },
    });
    expect(res.json().PAG).toEqual({ page: 1, limit: 50, total: 2, total_pages: 1 });

    const todas = await chamar('GET', ROTAS_TAREFAS.mortas.caminho);
    expect(todas.json().RES.map((m: TarefaMorta) => m.tipo).sort()).toEqual(['teste.instavel', 'teste.instavel', 'teste.outro']);
    expect((await chamar('GET', `${ROTAS_TAREFAS.mortas.caminho}?pagina=2`)).json().RES).toEqual([]);
    expect((await chamar('GET', `${ROTAS_TAREFAS.mortas.caminho}?pagina=0`)).statusCode).toBe(400);
  });

  it('runs a dead job again: back in the queue with its attempts from zero, then runs and concludes', async () => {
    const id = await morta(1);
    expect(vezes).toBe(2);
    falhar = false;
    const antes = t.relogio.agora.getTime();

    const res = await reexecutar(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toEqual({ id, estado: 'fila' });
    expect(await t.sql.uma('SELECT estado, tentativas, disponivel_em, ultimo_erro FROM tarefas WHERE id = ?', id)).toEqual({ estado: 'fila', tentativas: 0, disponivel_em: antes, ultimo_erro: 'Error: fora do ar (2)' });
    expect((await resumo()).get('teste.instavel')).toMatchObject({ fila: 1, falhando: 0, mortas: 0, espera_mais_antiga_ms: 0 });

    await trabalhador([T]).rodarAteOcioso();
    expect(vezes).toBe(3);
    expect(await t.sql.uma('SELECT estado, tentativas FROM tarefas WHERE id = ?', id)).toEqual({ estado: 'concluida', tentativas: 1 });

    const log = await eventosDoLog('tarefa_reexecutada');
    expect(log.at(-1)?.user_id).toBe(Number(await t.sql.valor("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'")));
    expect(JSON.parse(log.at(-1)?.detalhe ?? '{}')).toEqual({ tarefa: id, tipo: 'teste.instavel' });
  });

  it('runs the system\'s own dead job again too', async () => {
    const id = await morta(7, null);
    expect((await reexecutar(id)).statusCode).toBe(200);
    expect(await t.sql.valor('SELECT estado FROM tarefas WHERE id = ?', id)).toBe('fila');
  });

  it('discards a dead job, and writes it in the security log', async () => {
    const id = await morta(1);
    const antes = (await eventosDoLog('tarefa_descartada')).length;
    const res = await descartar(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES).toEqual({ id, estado: 'descartada' });
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM tarefas WHERE id = ?', id))).toBe(0);
    const log = await eventosDoLog('tarefa_descartada');
    expect(log.length).toBe(antes + 1);
    expect(JSON.parse(log.at(-1)?.detalhe ?? '{}')).toEqual({ tarefa: id, tipo: 'teste.instavel' });
    // gone: a second discard finds nothing
    expect((await descartar(id)).statusCode).toBe(404);
  });

  it('answers 409 for a job that is not dead, and changes nothing', async () => {
    const fila = await inserir({ tipo: 'teste.outro', estado: 'fila', tentativas: 1 });
    const executando = await inserir({ tipo: 'teste.outro', estado: 'executando', tentativas: 1, iniciada: 0 });
    const concluida = await inserir({ tipo: 'teste.outro', estado: 'concluida', tentativas: 1, iniciada: 0, concluida: 0 });
    const logAntes = Number(await t.sql.valor("SELECT COUNT(*) FROM security_events WHERE tipo IN ('tarefa_reexecutada', 'tarefa_descartada')"));
    for (const id of [fila, executando, concluida]) {
      for (const res of [await reexecutar(id), await descartar(id)]) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toEqual({ RES: MENSAGENS_TAREFAS.naoMorta });
      }
    }
    expect(await t.sql.coluna('SELECT estado FROM tarefas WHERE id IN (?, ?, ?) ORDER BY id', fila, executando, concluida)).toEqual(['fila', 'executando', 'concluida']);
    expect(Number(await t.sql.valor("SELECT COUNT(*) FROM security_events WHERE tipo IN ('tarefa_reexecutada', 'tarefa_descartada')"))).toBe(logAntes);
  });

  it("answers 404 for another group's dead job, as for one that never existed", async () => {
    const alheia = await morta(9, grupo2);
    for (const res of [await reexecutar(alheia), await descartar(alheia), await reexecutar(999_999)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ RES: MENSAGENS_TAREFAS.naoEncontrada });
    }
    expect(await t.sql.uma('SELECT estado, tentativas FROM tarefas WHERE id = ?', alheia)).toEqual({ estado: 'morta', tentativas: 2 });
    // its own group may
    expect((await reexecutar(alheia, outroGrupo)).statusCode).toBe(200);
  });

  it('answers 403 without the key, and logs the refusal', async () => {
    const id = await morta(1);
    const antes = Number(await t.sql.valor("SELECT COUNT(*) FROM security_events WHERE tipo = 'acesso_negado'"));
    const respostas = [await chamar('GET', ROTAS_TAREFAS.resumo.caminho, semChave), await chamar('GET', ROTAS_TAREFAS.mortas.caminho, semChave), await reexecutar(id, semChave), await descartar(id, semChave)];
    expect(respostas.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(Number(await t.sql.valor("SELECT COUNT(*) FROM security_events WHERE tipo = 'acesso_negado'"))).toBe(antes + 4);
    expect(await t.sql.valor('SELECT estado FROM tarefas WHERE id = ?', id)).toBe('morta');
  });
});
