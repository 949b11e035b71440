/** What the dashboards' server tests share: known orders at São Paulo times, and a report's call. */
import type { Canal } from '@retaguarda/contrato/api/catalogos';
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { VERSAO, type TestApp } from '../helpers';

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
export const sp = (diaHora: string) => new Date(`${diaHora}-03:00`);

export interface Conhecido {
  em: string;
  canal?: Canal;
  status: number;
  centavos: number;
  seller?: number;
  itens?: number;
  cliente?: number | null;
  produto?: number;
  desconto?: number;
}

/** `quantidade` units of one product worth `centavos` in all, in whole centavos (the last unit takes the remainder). */
function itensDe(id_produto: number, quantidade: number, centavos: number) {
  const unidade = Math.floor(centavos / quantidade);
  const resto = centavos - unidade * quantidade;
  if (resto === 0) return [{ id_produto, quantidade, preco_unitario: unidade }];
  return [
    ...(quantidade > 1 ? [{ id_produto, quantidade: quantidade - 1, preco_unitario: unidade }] : []),
    { id_produto, quantidade: 1, preco_unitario: unidade + resto },
  ];
}

export async function inserir(t: TestApp, p: Conhecido): Promise<number> {
  const canal = p.canal ?? 'loja';
  return registrarPedido(t.db.kysely, {
    id_seller: p.seller ?? 1,
    id_cliente: p.cliente === undefined ? 1 : p.cliente,
    canal,
    id_status: p.status,
    id_forma_pagto: 1,
    data_pedido: sp(p.em),
    itens: itensDe(p.produto ?? 1, p.itens ?? 1, p.centavos),
    valor_desconto: p.desconto ?? 0,
    valor_frete: 0,
    nfce: null,
  });
}

export interface Resposta {
  linhas: Record<string, unknown>[];
  totais: Record<string, unknown>;
  totais_anteriores?: Record<string, unknown>;
  periodo: { de: string; ate: string } | null;
  comparacao: { de: string; ate: string } | null;
  total: number;
  gerado_em: string;
}

/** PUT /v2/relatorios/<id> as `cookie`: the status and, on 200, the answer. */
export async function relatorio(t: TestApp, cookie: string, id: string, corpo: object = {}): Promise<{ status: number; r: Resposta; corpo: string }> {
  const res = await t.app.inject({ method: 'PUT', url: `${BASE_RELATORIOS}/${id}`, headers: { cookie, ...VERSAO }, payload: corpo });
  return { status: res.statusCode, r: res.statusCode === 200 ? (res.json() as { RES: Resposta }).RES : ({} as Resposta), corpo: res.body };
}
