import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROTAS_CONFIGURACAO_ESTOQUE } from '@retaguarda/contrato/api/estoqueLojas';
import { ROTAS_INVENTARIO } from '@retaguarda/contrato/api/inventario';
import { ROTAS_MINHAS_SESSOES } from '@retaguarda/contrato/api/minhasSessoes';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { usePodeChamar } from '../../../src/registro/usePodeChamar';
import { clearSessao, setUsuario } from '../../../src/session/store';
import { usuarioVendasDoSeed } from '../../panel/sessaoDoSeed';

// the area's parent key ('estoque') beside the modules' keys, as a session carries them
const comChaves = (permissions: string[]) => setUsuario({ ...usuarioVendasDoSeed, permissoes: { permissions } });

afterEach(() => clearSessao('logout'));

describe('usePodeChamar', () => {
  it("answers from the endpoint's declared acesso and the signed-in user's keys", () => {
    comChaves(['estoque', 'estoque_controle_de_inventario']);
    const aprovar = renderHook(() => usePodeChamar(ROTAS_INVENTARIO.aprovar));
    const contar = renderHook(() => usePodeChamar(ROTAS_INVENTARIO.contagem));
    const configurar = renderHook(() => usePodeChamar(ROTAS_CONFIGURACAO_ESTOQUE.configurarLoja));
    // approving asks for every key it lists; counting for one of them
    expect(aprovar.result.current).toBe(false);
    expect(contar.result.current).toBe(true);
    expect(configurar.result.current).toBe(false);

    // another user signs in: the answer follows at once
    act(() => comChaves(['estoque', 'estoque_controle_de_inventario', 'estoque_ajustes_e_movimentacoes']));
    aprovar.rerender();
    configurar.rerender();
    expect(aprovar.result.current).toBe(true);
    expect(configurar.result.current).toBe(true);
  });

  it('lets nobody signed in call a public route only', () => {
    expect(renderHook(() => usePodeChamar(ROTAS_CONTA.solicitarAcesso)).result.current).toBe(true);
    expect(renderHook(() => usePodeChamar(ROTAS_MINHAS_SESSOES.listar)).result.current).toBe(false);
    comChaves([]);
    expect(renderHook(() => usePodeChamar(ROTAS_MINHAS_SESSOES.listar)).result.current).toBe(true);
  });
});
