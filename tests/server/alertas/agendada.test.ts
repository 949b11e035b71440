import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS_REGRAS } from '@retaguarda/contrato/alertas/regras';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import type { OpcoesModulo } from '../../../server/contexto';
import { criarCorreio, lerOutbox, type Correio } from '../../../server/mail';
import TAREFAS_ALERTAS from '../../../server/modulos/alertas/tarefas';
import { proximaJanela } from '../../../server/tarefas/agenda';
import { prepararTarefas } from '../../../server/tarefas/carregar';
import { Trabalhador } from '../../../server/tarefas/trabalhador';
import { createTestApp, type TestApp } from '../helpers';
import { silencioso } from '../tarefas/apoio';
import { criarUsuario } from '../usuarios-de-teste';
import { alertasDa, HORA, historicoDe, inserirPedido, limpar, MIN } from './apoio';

let t: TestApp;
let pasta: string;
let correio: Correio;

beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
  pasta = mkdtempSync(join(tmpdir(), 'alertas-outbox-'));
  correio = criarCorreio({ outboxDir: pasta, log: silencioso });
  await criarUsuario(t, { email: 'gerente.alertas@exemplo.com', idSeller: 2, permissions: ['menu_principal_dashboard', 'dashboard_alertas_e_notificacoes_criticas'] });
  await criarUsuario(t, { email: 'sem.alertas@exemplo.com', idSeller: 2, permissions: ['menu_principal_vendas', 'vendas_gestao_de_pedidos'] });
  await criarUsuario(t, { email: 'outro.grupo.alertas@exemplo.com', idSeller: 5, permissions: ['menu_principal_dashboard', 'dashboard_alertas_e_notificacoes_criticas'] });
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});
beforeEach(async () => {
  await limpar(t);
  for (const arquivo of await lerOutbox(pasta)) rmSync(arquivo.arquivo, { force: true });
});

const trabalhador = (dono: string) =>
  new Trabalhador({ banco: t.db, tarefas: prepararTarefas(TAREFAS_ALERTAS), modulo: { correio } as OpcoesModulo, agora: () => t.relogio.agora, log: silencioso, dono, aleatorio: () => 0.5 });

function irParaAProximaJanela(): void {
  const agora = t.relogio.agora.getTime();
  t.relogio.avancar(proximaJanela({ cron: '* * * * *' }, agora) - agora);
}

describe('the minute evaluation', () => {
  it('two workers evaluate each rule once per window, and open one alert per condition', async () => {
    await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
    const a = trabalhador('a');
    const b = trabalhador('b');
    irParaAProximaJanela();
    await Promise.all([a.rodarAteOcioso(), b.rodarAteOcioso()]);
    await Promise.all([a.rodarAteOcioso(), b.rodarAteOcioso()]);
    const porJanela = () => t.sql.todas<{ tipo: string; n: number }>("SELECT tipo, COUNT(*) AS n FROM tarefas WHERE tipo LIKE 'alertas.%' AND tipo <> 'alertas.enviar_email' GROUP BY tipo ORDER BY tipo");
    expect(await porJanela()).toEqual([
      { tipo: 'alertas.agendar', n: 1 },
      { tipo: 'alertas.avaliar_regra', n: IDS_REGRAS.length },
    ]);
    expect(await t.sql.coluna("SELECT DISTINCT estado FROM tarefas WHERE tipo LIKE 'alertas.%'")).toEqual(['concluida']);
    expect(await alertasDa(t, 'pedido_parado')).toHaveLength(1);

    // the next window: one more run of each, still one alert
    irParaAProximaJanela();
    await Promise.all([a.rodarAteOcioso(), b.rodarAteOcioso()]);
    expect(await porJanela()).toEqual([
      { tipo: 'alertas.agendar', n: 2 },
      { tipo: 'alertas.avaliar_regra', n: 2 * IDS_REGRAS.length },
    ]);
    expect(await alertasDa(t, 'pedido_parado')).toHaveLength(1);
  });

  it('a schedule run done twice for one window (a worker died before marking it done) enqueues each rule once', async () => {
    const [agendar] = TAREFAS_ALERTAS;
    const contexto = { chave: 'agenda:2026-11-21T15:01:00.000Z', tentativa: 1, idGrupo: null, db: t.db.kysely, agora: () => t.relogio.agora, sinal: new AbortController().signal, log: silencioso, modulo: { correio } as OpcoesModulo };
    await agendar?.executar({}, contexto);
    await agendar?.executar({}, { ...contexto, tentativa: 2 });
    expect(await t.sql.coluna('SELECT chave FROM tarefas WHERE tipo = ? ORDER BY chave', 'alertas.avaliar_regra')).toEqual([...IDS_REGRAS].sort().map((r) => `${r}:2026-11-21T15:01:00.000Z`));
  });

  it("e-mails a critical alert once to the group's users holding the key, and not again in later windows", async () => {
    await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * MIN, tipoEntrega: 'balcao' });
    const w = trabalhador('a');
    irParaAProximaJanela();
    await w.rodarAteOcioso();
    irParaAProximaJanela();
    await w.rodarAteOcioso();
    const [alerta] = await alertasDa(t, 'pago_sem_nfce');
    expect(alerta?.severidade).toBe('critica');
    const enviados = await lerOutbox(pasta);
    expect(enviados.map((m) => m.para).sort()).toEqual(['admin@retaguarda.dev', 'gerente.alertas@exemplo.com']);
    expect(enviados[0]?.assunto).toMatch(/^Alerta \(Crítica\): Pedido nº \d+ pago sem NFC-e$/);
    expect(enviados[0]?.texto).toContain('/dashboard/alertas-notificacoes-criticas');
    expect(await historicoDe(t, alerta?.id ?? 0)).toEqual(['aberto', 'email_enviado']);
  });

  it('brings a snoozed alert back to the inbox when its time comes', async () => {
    await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
    const w = trabalhador('a');
    irParaAProximaJanela();
    await w.rodarAteOcioso();
    const [alerta] = await alertasDa(t, 'pedido_parado');
    await t.sql.executar("UPDATE alertas SET estado = 'adiado', adiado_ate = ?, version = 2 WHERE id = ?", t.relogio.agora.getTime() + HORA, alerta?.id);
    irParaAProximaJanela();
    await w.rodarAteOcioso();
    expect((await alertasDa(t, 'pedido_parado'))[0]?.estado).toBe('adiado');
    t.relogio.avancar(HORA);
    irParaAProximaJanela();
    await w.rodarAteOcioso();
    expect((await alertasDa(t, 'pedido_parado'))[0]?.estado).toBe('aberto');
    expect(await historicoDe(t, alerta?.id ?? 0)).toEqual(['aberto', 'adiamento_encerrado']);
  });
});
