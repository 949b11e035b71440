import { expect } from 'vitest';
import { ROTAS_RELATORIOS_SALVOS as R } from '@retaguarda/contrato/api/relatoriosSalvos';
import { listaDeEndpoints } from '@retaguarda/contrato/relatorios/endpoints';
import { carregarDeclaracoes } from '../../../../server/modulos/relatorios/carregar';
import { filtroDeLojas } from '../../../../server/modulos/relatorios/consulta';
import type { SondaDeEscopo } from '../escopos';
import { grupoDoSeller } from '../cadastros';
import { negado } from '../varredura';

const rota = (e: { metodo: string; caminho: string }) => `${e.metodo} ${e.caminho}`;

/**
 * Every declared report: naming group 1's store in its store filter is refused before any row is
 * read (a report without one reads the caller's group alone, which its own tests hold). A saved
 * view of group 1, shared: another group's user neither lists, changes nor removes it.
 */
const relatorios: SondaDeEscopo = async (m) => {
  const entradas: Record<string, { pedido: { url: string; payload?: object }; conferir: (res: Parameters<typeof negado>[0]) => void }> = {};
  for (const d of await carregarDeclaracoes()) {
    const lojas = filtroDeLojas(d);
    for (const e of listaDeEndpoints(d)) {
      entradas[rota(e)] = lojas
        ? { pedido: { url: e.caminho, payload: { filtros: { [lojas]: [1] } } }, conferir: negado }
        : { pedido: { url: e.caminho, payload: {} }, conferir: (res) => expect([200, 429]).toContain(res.statusCode) };
    }
  }
  const idGrupo = await grupoDoSeller(m, 1);
  const dono = Number(await m.sql.valor('SELECT MIN(u.id) FROM users u JOIN sellers s ON s.id = u.id_seller WHERE s.id_grupo = ?', idGrupo));
  const agora = m.relogio.agora.getTime();
  const { id } = await m.db.kysely
    .insertInto('relatorios_salvos')
    .values({ id_grupo: idGrupo, user_id: dono, relatorio: 'sonda.matriz', nome: 'Sonda do grupo 1', corpo: '{}', compartilhado: 1, version: 1, criado_em: agora, atualizado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  const intacta = async () => expect(await m.sql.uma('SELECT nome, version FROM relatorios_salvos WHERE id = ?', id)).toEqual({ nome: 'Sonda do grupo 1', version: 1 });
  return {
    ...entradas,
    [rota(R.lista)]: {
      pedido: { url: R.lista.caminho, payload: {} },
      conferir: (res) => expect(res.json().RES.map((s: { id: number }) => s.id)).not.toContain(id),
    },
    // saving writes in the caller's own group: a report it does not know is refused
    [rota(R.criar)]: {
      pedido: { url: R.criar.caminho, payload: { relatorio: 'sonda.matriz', nome: 'Invasão', corpo: {} } },
      conferir: (res) => expect(res.statusCode).toBe(400),
    },
    [rota(R.editar)]: {
      pedido: { url: R.editar.caminho.replace(':id', String(id)), payload: { version: 1, nome: 'Invasão' } },
      conferir: async (res) => {
        negado(res);
        await intacta();
      },
    },
    [rota(R.remover)]: {
      pedido: { url: R.remover.caminho.replace(':id', String(id)), payload: {} },
      conferir: async (res) => {
        negado(res);
        await intacta();
      },
    },
  };
};

export default relatorios;
