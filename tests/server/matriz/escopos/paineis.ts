import { expect } from 'vitest';
import { ROTAS_PAINEIS_PESSOAIS as R } from '@retaguarda/contrato/api/paineisPessoais';
import { caminhoDe, type Rota } from '@retaguarda/contrato/api/rotas';
import type { SondaDeEscopo } from '../escopos';
import { grupoDoSeller } from '../cadastros';
import { negado } from '../varredura';

const rota = (e: { metodo: string; caminho: string }) => `${e.metodo} ${e.caminho}`;

/**
 * A dashboard of group 1's admin with one pinned shared view, and a profile of group 1: another
 * group's user neither lists nor reads the dashboard, changes nothing of it, pins nothing to it and
 * creates no dashboard for that profile; a dashboard of their own lands in their own group.
 */
const paineis: SondaDeEscopo = async (m) => {
  const k = m.db.kysely;
  const agora = m.relogio.agora.getTime();
  const grupo = await grupoDoSeller(m, 1);
  const { id: idAdmin } = await k.selectFrom('users').select('id').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow();
  const { id: idSalvo } = await k
    .insertInto('relatorios_salvos')
    .values({ id_grupo: grupo, user_id: idAdmin, relatorio: 'vendas.resumo', nome: 'Sonda da matriz', corpo: '{"periodo":"ultimos_30"}', compartilhado: 1, version: 1, criado_em: agora, atualizado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await k
    .insertInto('paineis_pessoais')
    .values({ id_grupo: grupo, user_id: idAdmin, id_perfil: null, nome: 'Sonda da matriz', version: 1, criado_por: idAdmin, criado_em: agora, atualizado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: idWidget } = await k
    .insertInto('paineis_pessoais_widgets')
    .values({ id_painel: id, id_salvo: idSalvo, tipo: 'kpi', colunas: '["faturamento"]', titulo: 'Sonda', posicao: 0, largura: 4, criado_em: agora })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: idPerfil } = await k.selectFrom('perfis').select('id').where('id_grupo', '=', grupo).orderBy('id').executeTakeFirstOrThrow();
  const intacto = async () => {
    expect(await m.sql.uma('SELECT nome, version FROM paineis_pessoais WHERE id = ?', id)).toEqual({ nome: 'Sonda da matriz', version: 1 });
    expect(await m.sql.coluna('SELECT id FROM paineis_pessoais_widgets WHERE id_painel = ?', id)).toEqual([idWidget]);
  };
  const mudanca = (e: Rota, payload: object) => ({
    pedido: { url: caminhoDe(e, { id, id_widget: idWidget }), payload },
    conferir: async (res: Parameters<typeof negado>[0]) => {
      negado(res);
      await intacto();
    },
  });
  return {
    [rota(R.lista)]: {
      pedido: { url: R.lista.caminho },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES.map((p: { id: number }) => p.id)).not.toContain(id);
      },
    },
    [rota(R.obter)]: { pedido: { url: caminhoDe(R.obter, { id }) }, conferir: negado },
    [rota(R.criar)]: {
      // a profile of group 1 is not theirs to compose for
      pedido: { url: R.criar.caminho, payload: { nome: 'Invasão', id_perfil: idPerfil } },
      conferir: async (res) => {
        negado(res);
        expect(await m.sql.valor('SELECT COUNT(*) FROM paineis_pessoais WHERE id_perfil = ?', idPerfil)).toBe(0);
      },
    },
    [rota(R.renomear)]: mudanca(R.renomear, { version: 1, nome: 'Invasão' }),
    [rota(R.remover)]: mudanca(R.remover, { version: 1 }),
    [rota(R.fixar)]: mudanca(R.fixar, { version: 1, id_salvo: idSalvo, tipo: 'kpi', colunas: ['faturamento'] }),
    [rota(R.mover)]: mudanca(R.mover, { version: 1, posicao: 0, largura: 12 }),
    [rota(R.desafixar)]: mudanca(R.desafixar, { version: 1 }),
  };
};

export default paineis;
