import { describe, expect, it } from 'vitest';
import { AREAS } from '@retaguarda/contrato/api/permissions';
import { DECLARACOES, DECLARACOES_ENCONTRADAS } from '../../../src/registro/declaracoes';
import { ICONES } from '../../../src/registro/icones';

describe('the menu modules declared in contrato/modulos', () => {
  it('gives every declared icon name a component in src/registro/icones.ts', () => {
    const semIcone = Object.values(DECLARACOES_ENCONTRADAS).flatMap((d) => (d.menu && !ICONES[d.menu.icone] ? [`${d.nome}: ${d.menu.icone}`] : []));
    expect(semIcone).toEqual([]);
  });

  it('declares one module for every key of the menu, in the order of AREAS', () => {
    const chaves = Object.values(AREAS).flatMap((a) => a.children);
    expect(DECLARACOES.map((d) => d.menu.chave)).toEqual(chaves);
  });

  it('names each declaration after its file, and its route after its area folder and name', () => {
    for (const [caminho, d] of Object.entries(DECLARACOES_ENCONTRADAS)) {
      expect(caminho).toBe(`../../contrato/modulos/${d.nome}.ts`);
      if (d.menu) expect(d.menu.rota).toBe(`/${d.nome}`);
    }
  });
});

describe('the registry built from the declarations and the panel folders', () => {
  it("mounts a declaration without a folder as 'Em construção' (no screen), or a register's with the engine's screens, and refuses a folder whose route nobody declares", async () => {
    const { construirModulos } = await import('../../../src/registro/construirModulos');
    const { telasDoModulo } = await import('../../../src/registro/telasDoModulo');
    const modulos = construirModulos(DECLARACOES_ENCONTRADAS, {});
    expect(modulos.map((m) => m.route)).toEqual(DECLARACOES.map((d) => d.menu.rota));
    const comRecurso = new Set<string>(DECLARACOES.filter((d) => d.recurso !== undefined).map((d) => d.menu.rota));
    expect(comRecurso.size).toBeGreaterThan(0);
    expect(modulos.filter((m) => !comRecurso.has(m.route) && (m.list || m.edit || m.show || m.create || m.routes || m.recurso))).toEqual([]);
    for (const m of modulos.filter((x) => comRecurso.has(x.route))) expect([m.route, m.recurso?.nome, Boolean(m.list && m.show && m.create && m.edit)]).toEqual([m.route, expect.any(String), true]);
    const solta = telasDoModulo({ nome: 'vendas/solta', area: 'vendas', menu: { rota: '/vendas/solta', rotulo: 'Solta', icone: 'Hub', chave: 'vendas_gestao_de_pedidos' } });
    expect(() => construirModulos(DECLARACOES_ENCONTRADAS, { '../modulos/vendas/solta/index.ts': solta })).toThrow(/\/vendas\/solta/);
  });
});
