import { expect } from 'vitest';
import { ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { caminhoDe, type Rota } from '@retaguarda/contrato/api/rotas';
import type { SondaDeEscopo } from '../escopos';
import { grupoDoSeller } from '../cadastros';
import { negado } from '../varredura';

const rota = (e: { metodo: string; caminho: string }) => `${e.metodo} ${e.caminho}`;

/**
 * An open alert of group 1: another group's user neither lists nor counts it, reads no history of
 * it and changes nothing of it; the rules it reads and edits are its own group's.
 */
const alertas: SondaDeEscopo = async (m) => {
  const agora = m.relogio.agora.getTime();
  const { id } = await m.db.kysely
    .insertInto('alertas')
    .values({ id_grupo: await grupoDoSeller(m, 1), regra: 'pedido_parado', chave: 'matriz:sonda', severidade: 'alta', titulo: 'Sonda da matriz', detalhe: 'Sonda', link: '{}', estado: 'aberto', aberto_em: agora, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const intacto = async () => expect(await m.sql.uma('SELECT estado, version, id_responsavel, prazo FROM alertas WHERE id = ?', id)).toEqual({ estado: 'aberto', version: 1, id_responsavel: null, prazo: null });
  const mudanca = (e: Rota, payload: object) => ({
    pedido: { url: caminhoDe(e, { id }), payload },
    conferir: async (res: Parameters<typeof negado>[0]) => {
      negado(res);
      await intacto();
    },
  });
  const futuro = new Date(agora + 3_600_000).toISOString();
  return {
    [rota(ROTAS_ALERTAS.lista)]: {
      pedido: { url: ROTAS_ALERTAS.lista.caminho, payload: {} },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES.map((a: { id: number }) => a.id)).not.toContain(id);
      },
    },
    [rota(ROTAS_ALERTAS.contagem)]: {
      pedido: { url: ROTAS_ALERTAS.contagem.caminho },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES.abertos).toBe(0);
      },
    },
    [rota(ROTAS_ALERTAS.historico)]: { pedido: { url: caminhoDe(ROTAS_ALERTAS.historico, { id }) }, conferir: negado },
    [rota(ROTAS_ALERTAS.responsaveis)]: {
      pedido: { url: ROTAS_ALERTAS.responsaveis.caminho },
      conferir: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().RES.map((p: { nome: string }) => p.nome)).not.toContain('Ana Administradora');
      },
    },
    [rota(ROTAS_ALERTAS.reconhecer)]: mudanca(ROTAS_ALERTAS.reconhecer, { version: 1 }),
    [rota(ROTAS_ALERTAS.adiar)]: mudanca(ROTAS_ALERTAS.adiar, { version: 1, ate: futuro }),
    [rota(ROTAS_ALERTAS.responsavel)]: mudanca(ROTAS_ALERTAS.responsavel, { version: 1, id_usuario: null }),
    [rota(ROTAS_ALERTAS.prazo)]: mudanca(ROTAS_ALERTAS.prazo, { version: 1, prazo: null }),
    [rota(ROTAS_ALERTAS.resolver)]: mudanca(ROTAS_ALERTAS.resolver, { version: 1, nota: 'sonda' }),
    [rota(ROTAS_ALERTAS.regras)]: {
      pedido: { url: ROTAS_ALERTAS.regras.caminho },
      conferir: (res) => expect(res.statusCode).toBe(200),
    },
    [rota(ROTAS_ALERTAS.alterarRegra)]: {
      pedido: { url: caminhoDe(ROTAS_ALERTAS.alterarRegra, { regra: 'pago_sem_nfce' }), payload: { version: 1, ativa: false, severidade: 'media', email: false, parametros: { minutos: 30 } } },
      conferir: async (res) => {
        // the other group edits its own rule; group 1's stays as declared
        expect(res.statusCode).toBe(200);
        expect(await m.sql.valor('SELECT COUNT(*) FROM alertas_regras WHERE id_grupo = ?', await grupoDoSeller(m, 1))).toBe(0);
      },
    },
  };
};

export default alertas;
