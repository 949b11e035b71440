import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineTarefa } from '../../../server/tarefas/definir';
import { enfileirar } from '../../../server/tarefas/enfileirar';
import { criarRelogio } from '../helpers';
import { Caixa, portao, trabalhadorEm, type Portao } from './apoio';
import { bancoVazio, type BancoVazio } from './banco-vazio';

let banco: BancoVazio;
beforeEach(async () => {
  banco = await bancoVazio();
});
afterEach(async () => {
  await banco.descartar();
});

describe('claiming within the free slots', () => {
  it('claims in one pass no more jobs than the type has free slots', async () => {
    const relogio = criarRelogio();
    const fim = portao();
    const T = defineTarefa({ tipo: 'teste.uma', descricao: 'uma por vez', payload: z.object({ n: z.number() }), executar: () => fim.promessa });
    const w = trabalhadorEm(banco.db, [T], () => relogio.agora, 'a');
    for (let n = 0; n < 3; n++) await enfileirar(banco.db.kysely, T, { n }, { idGrupo: null, agora: relogio.agora.getTime() });
    expect(await w.ciclo()).toBe(1);
    const executando = await banco.db.kysely.selectFrom('tarefas').select('id').where('estado', '=', 'executando').execute();
    expect(executando).toHaveLength(1);
    fim.abrir();
    await w.rodarAteOcioso();
  });

  it('runs at most `concorrencia` jobs of a type at once in an instance', async () => {
    const relogio = criarRelogio();
    const entradas = new Caixa<{ n: number; fim: Portao }>();
    let rodando = 0;
    let maximo = 0;
    const T = defineTarefa({
      tipo: 'teste.concorrencia',
      descricao: 'concorrência',
      payload: z.object({ n: z.number() }),
      concorrencia: 2,
      executar: async (p) => {
        rodando++;
        maximo = Math.max(maximo, rodando);
        const fim = portao();
        entradas.entregar({ n: p.n, fim });
        await fim.promessa;
        rodando--;
      },
    });
    const w = trabalhadorEm(banco.db, [T], () => relogio.agora, 'a');
    for (let n = 0; n < 5; n++) await enfileirar(banco.db.kysely, T, { n }, { idGrupo: null, agora: relogio.agora.getTime() });
    const tudo = w.rodarAteOcioso();
    const abertos = [await entradas.proxima(), await entradas.proxima()];
    expect(rodando).toBe(2);
    // another pass while both run claims nothing
    expect(await w.ciclo()).toBe(0);
    const executando = () => banco.db.kysely.selectFrom('tarefas').select('id').where('estado', '=', 'executando').execute();
    expect(await executando()).toHaveLength(2);
    // each one finished lets one more in
    for (let i = 0; i < 3; i++) {
      abertos.shift()?.fim.abrir();
      abertos.push(await entradas.proxima());
      expect(rodando).toBe(2);
      expect(await executando()).toHaveLength(2);
    }
    for (const e of abertos) e.fim.abrir();
    await tudo;
    expect(maximo).toBe(2);
    const estados = await banco.db.kysely.selectFrom('tarefas').select('estado').execute();
    expect(estados.map((l) => l.estado)).toEqual(Array(5).fill('concluida'));
  });
});
