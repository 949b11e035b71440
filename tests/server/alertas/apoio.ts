/** What the alerts' server tests share: orders and summaries written straight to the tables, the evaluation, the alerts as stored. */
import type { IdRegra } from '@retaguarda/contrato/alertas/regras';
import { diaEMinutoSP } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { avaliarRegra } from '../../../server/modulos/alertas/avaliacao/avaliar';
import type { TestApp } from '../helpers';

export const MIN = 60_000;
export const HORA = 60 * MIN;
export const DIA = 24 * HORA;

export interface PedidoCru {
  idSeller?: number;
  status: number;
  /** Milliseconds before the test clock's now. */
  ha: number;
  canal?: 'loja' | 'loja_autonoma' | 'ecommerce' | 'marketplace' | 'manual';
  tipoEntrega?: 'balcao' | 'retirada' | 'entrega';
  nfce?: number | null;
}

/** An order row as the rules read it (no items, no summary): the rules of orders look at the orders' index only. */
export async function inserirPedido(t: TestApp, p: PedidoCru): Promise<number> {
  const em = new Date(t.relogio.agora.getTime() - p.ha);
  const { dia_sp, minuto_sp } = diaEMinutoSP(em);
  const r = await t.db.kysely
    .insertInto('orders')
    .values({
      id_seller: p.idSeller ?? 1,
      id_cliente: null,
      canal: p.canal ?? 'loja',
      id_status: p.status,
      id_forma_pagto: 1,
      data_pedido: em.getTime(),
      dia_sp,
      minuto_sp,
      quantidade_itens: 1,
      valor_produtos: 10,
      valor_desconto: 0,
      valor_frete: 0,
      valor_total: 10,
      nfce_numero: p.nfce ?? null,
      nfce_serie: null,
      nfce_chave: null,
      nfce_data_emissao: null,
      observacao_interna: null,
      tipo_entrega: p.tipoEntrega ?? 'balcao',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export const avaliar = (t: TestApp, regra: IdRegra) => avaliarRegra(t.db.kysely, regra, t.relogio.agora.getTime());

export interface AlertaGuardado {
  id: number;
  chave: string;
  estado: string;
  severidade: string;
}

/** The group's alerts of a rule as stored, oldest first. */
export const alertasDa = (t: TestApp, regra: IdRegra, idGrupo = 1) =>
  t.sql.todas<AlertaGuardado>('SELECT id, chave, estado, severidade FROM alertas WHERE regra = ? AND id_grupo = ? ORDER BY id', regra, idGrupo);

export const historicoDe = (t: TestApp, id: number) => t.sql.coluna<string>('SELECT acao FROM alertas_historico WHERE id_alerta = ? ORDER BY id', id);

export const eventosDe = (t: TestApp, tipo: string) => t.sql.coluna<string>('SELECT payload FROM eventos WHERE tipo = ? ORDER BY id', tipo);

/** Empties what one test left, so the next starts from no alert, no summary row and no order. */
export async function limpar(t: TestApp): Promise<void> {
  for (const tabela of ['alertas_historico', 'alertas', 'alertas_referencias', 'alertas_regras', 'tarefas', 'eventos', 'orders_daily', 'pedidos_resumo_hora', 'pedidos_resumo_produto']) await t.sql.executar(`DELETE FROM ${tabela}`);
  await t.sql.executar('DELETE FROM order_status_history');
  await t.sql.executar('DELETE FROM orders');
}
