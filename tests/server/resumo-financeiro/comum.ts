/** What the 'Resumo financeiro' server tests share: known orders at São Paulo times, a manual sale's card payment, a report's call. */
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { VERSAO, type TestApp } from '../helpers';

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
export const sp = (diaHora: string) => new Date(`${diaHora}-03:00`);

export interface PedidoConhecido {
  em: string;
  status: number;
  forma: number;
  centavos: number;
  seller?: number;
  desconto?: number;
  frete?: number;
}

/** An order of `centavos` in total (its one item worth that plus the discount, less the freight). */
export async function inserirPedido(t: TestApp, p: PedidoConhecido): Promise<number> {
  const desconto = p.desconto ?? 0;
  const frete = p.frete ?? 0;
  return registrarPedido(t.db.kysely, {
    id_seller: p.seller ?? 1,
    id_cliente: null,
    canal: 'loja',
    id_status: p.status,
    id_forma_pagto: p.forma,
    data_pedido: sp(p.em),
    itens: [{ id_produto: 1, quantidade: 1, preco_unitario: p.centavos + desconto - frete }],
    valor_desconto: desconto,
    valor_frete: frete,
    nfce: null,
  });
}

/** An approved card payment of an order, as the manual sale's charge records it. */
export async function inserirPagamentoCartao(t: TestApp, p: { pedido: number; centavos: number; parcelas: number; bandeira: string; em: string }): Promise<void> {
  const em = sp(p.em).getTime();
  await t.db.kysely
    .insertInto('pagamentos_pedido')
    .values({ id_pedido: p.pedido, forma: 'cartao_credito', id_forma_pagto: 2, valor: p.centavos, situacao: 'aprovado', parcelas: p.parcelas, juros: 0, bandeira: p.bandeira, ultimos4: '1111', criado_em: em, pago_em: em })
    .execute();
}

export interface Resposta {
  linhas: Record<string, unknown>[];
  totais: Record<string, unknown>;
  totais_anteriores?: Record<string, unknown>;
  periodo: { de: string; ate: string } | null;
  total: number;
}

/** PUT /v2/relatorios/<id> as `cookie`: the status and, on 200, the answer. */
export async function relatorio(t: TestApp, cookie: string, id: string, corpo: object = {}): Promise<{ status: number; r: Resposta; corpo: string }> {
  const res = await t.app.inject({ method: 'PUT', url: `${BASE_RELATORIOS}/${id}`, headers: { cookie, ...VERSAO }, payload: corpo });
  return { status: res.statusCode, r: res.statusCode === 200 ? (res.json() as { RES: Resposta }).RES : ({} as Resposta), corpo: res.body };
}
