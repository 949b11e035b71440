import { expect } from 'vitest';
import { ROTAS_TAREFAS } from '@retaguarda/contrato/api/tarefas';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import type { SondaDeEscopo } from '../escopos';
import { grupoDoSeller } from '../cadastros';
import { negado } from '../varredura';

const rota = (e: { metodo: string; caminho: string }) => `${e.metodo} ${e.caminho}`;

/**
 * A dead job of group 1: another group's user sees neither it nor its type, and can neither run
 * it again nor discard it.
 */
const tarefas: SondaDeEscopo = async (m) => {
  const agora = m.relogio.agora.getTime();
  const { id } = await m.db.kysely
    .insertInto('tarefas')
    .values({ tipo: 'matriz.do_grupo_1', chave: 'sonda', payload: '{}', id_grupo: await grupoDoSeller(m, 1), estado: 'morta', tentativas: 8, maximo: 8, disponivel_em: agora, criada_em: agora, concluida_em: agora, ultimo_erro: 'Error: sonda' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const intacta = async () => expect(await m.sql.uma('SELECT estado, tentativas FROM tarefas WHERE id = ?', id)).toEqual({ estado: 'morta', tentativas: 8 });
  return {
    [rota(ROTAS_TAREFAS.resumo)]: {
      pedido: { url: ROTAS_TAREFAS.resumo.caminho },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES.tipos.map((t: { tipo: string }) => t.tipo)).not.toContain('matriz.do_grupo_1');
      },
    },
    [rota(ROTAS_TAREFAS.mortas)]: {
      pedido: { url: `${ROTAS_TAREFAS.mortas.caminho}?tipo=matriz.do_grupo_1` },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES).toEqual([]);
      },
    },
    [rota(ROTAS_TAREFAS.reexecutar)]: {
      pedido: { url: caminhoDe(ROTAS_TAREFAS.reexecutar, { id }), payload: {} },
      conferir: async (res) => {
        negado(res);
        await intacta();
      },
    },
    [rota(ROTAS_TAREFAS.descartar)]: {
      pedido: { url: caminhoDe(ROTAS_TAREFAS.descartar, { id }), payload: {} },
      conferir: async (res) => {
        negado(res);
        await intacta();
      },
    },
  };
};

export default tarefas;
