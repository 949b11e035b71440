import { expect } from 'vitest';
import { endpointsDoRelatorio } from '@retaguarda/contrato/relatorios/endpoints';
import { carregarDeclaracoes } from '../../../../server/modulos/relatorios/carregar';
import { filtroDeLojas } from '../../../../server/modulos/relatorios/consulta';
import type { SondaDeEscopo } from '../escopos';

/**
 * Every declared report's filter options: another group's user asking for group 1's store by id
 * gets no option (the stores are found in the caller's group only).
 */
const opcoes: SondaDeEscopo = async () => {
  const entradas: Awaited<ReturnType<SondaDeEscopo>> = {};
  for (const d of await carregarDeclaracoes()) {
    const e = endpointsDoRelatorio(d).opcoes;
    if (!e) continue;
    const filtro = filtroDeLojas(d);
    if (!filtro) throw new Error(`${d.id}: um filtro de referência sem sonda de escopo (só o de lojas tem)`);
    entradas[`${e.metodo} ${e.caminho}`] = {
      pedido: { url: e.caminho, payload: { filtro, ids: [1] } },
      conferir: (res) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().RES).toEqual([]);
      },
    };
  }
  return entradas;
};

export default opcoes;
