import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/registro/modulos';
import { escolherTelas, modulosDoMenu, ROTA_REFERENCIA, telasDoMenu } from '../../bench/telas/telas';

describe("bench/telas: the screens it measures are the registry's", () => {
  it('reads the same menu modules, in the same order, as the registry the panel mounts', async () => {
    expect((await modulosDoMenu()).map((m) => m.route)).toEqual(MODULES.map((m) => m.route));
  });

  it("measures the home page, every module with screens (none of the 'Em construção' ones) and the new-order page", async () => {
    const construidos = MODULES.filter((m) => m.list !== undefined).map((m) => m.route);
    expect(construidos.length).toBeGreaterThan(1);
    expect(construidos.length).toBeLessThan(MODULES.length);
    const telas = await telasDoMenu();
    expect(telas.filter((t) => t.tipo === 'modulo').map((t) => t.rota)).toEqual(construidos);
    expect(telas.filter((t) => t.tipo !== 'modulo').map((t) => t.rota)).toEqual(['/', `${ROTA_REFERENCIA}/novo`]);
  });

  it('keeps the reference list in a subset and refuses a name that is not a screen', async () => {
    const telas = await telasDoMenu();
    expect(escolherTelas(telas, ['gestao-estoque']).map((t) => t.rota)).toEqual(['/estoque/gestao-estoque', ROTA_REFERENCIA]);
    expect(() => escolherTelas(telas, ['nao-existe'])).toThrow(/nao-existe/);
  });
});
