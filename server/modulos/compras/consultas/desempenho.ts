/**
 * Supplier performance over a period, computed from the purchase orders sent in it: few enough
 * rows (a group sends hundreds of orders a year) to aggregate here, where the same code serves
 * both databases and the rules read plainly.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DesempenhoBody, DesempenhoFornecedor, RespostaDesempenho } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';

const DIA = 86_400_000;

interface Acumulado {
  fornecedor: string;
  pedidos: number;
  recebidos: number;
  abertos: number;
  atrasados: number;
  leads: number[];
  noPrazo: number;
  comPrazo: number;
  pedidas: number;
  boas: number;
  valor: number;
  ultimaEntrega: number | null;
  custos: Map<number, { primeiro: number; ultimo: number }>;
}

const media = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);
const arredondar = (x: number | null, casas: number): number | null => (x === null ? null : Math.round(x * 10 ** casas) / 10 ** casas);

export async function desempenhoFornecedores(db: Kysely<DB>, idGrupo: number, c: z.output<typeof DesempenhoBody>, agora: number): Promise<RespostaDesempenho> {
  const de = agora - c.meses * 30.44 * DIA;
  const hoje = diaChaveSP(new Date(agora));
  let q = db
    .selectFrom('pedidos_compra as pc')
    .innerJoin('fornecedores as f', 'f.id', 'pc.id_fornecedor')
    .select(['pc.id', 'pc.id_fornecedor', 'f.nome_fantasia', 'pc.situacao', 'pc.enviado_em', 'pc.recebido_em', 'pc.previsao_entrega', 'pc.total'])
    .where('pc.id_grupo', '=', idGrupo)
    .where('pc.enviado_em', '>=', de)
    .where('pc.situacao', '<>', 'cancelado');
  if (c.id_seller) q = q.where('pc.id_seller', '=', c.id_seller);
  if (c.id_fornecedor) q = q.where('pc.id_fornecedor', '=', c.id_fornecedor);
  // by sending time, then number: orders sent in the same instant keep their order on both databases
  const pedidos = await q.orderBy('pc.enviado_em').orderBy('pc.id').execute();
  const ids = pedidos.map((p) => p.id);
  const itens = ids.length === 0 ? [] : await db.selectFrom('pedidos_compra_itens').select(['id_pedido_compra', 'id_produto', 'quantidade', 'custo_unitario', 'recebido', 'avariado']).where('id_pedido_compra', 'in', ids).execute();
  const itensDe = new Map<number, typeof itens>();
  for (const i of itens) itensDe.set(Number(i.id_pedido_compra), [...(itensDe.get(Number(i.id_pedido_compra)) ?? []), i]);

  const por = new Map<number, Acumulado>();
  for (const p of pedidos) {
    const idF = Number(p.id_fornecedor);
    let a = por.get(idF);
    if (!a) {
      a = { fornecedor: p.nome_fantasia ?? `#${idF}`, pedidos: 0, recebidos: 0, abertos: 0, atrasados: 0, leads: [], noPrazo: 0, comPrazo: 0, pedidas: 0, boas: 0, valor: 0, ultimaEntrega: null, custos: new Map() };
      por.set(idF, a);
    }
    a.pedidos++;
    a.valor += Number(p.total);
    const linhas = itensDe.get(Number(p.id)) ?? [];
    for (const l of linhas) {
      // orders come in sending order: the first cost seen is the earliest
      const custo = Number(l.custo_unitario);
      const visto = a.custos.get(Number(l.id_produto));
      a.custos.set(Number(l.id_produto), { primeiro: visto?.primeiro ?? custo, ultimo: custo });
    }
    if (p.situacao === 'recebido' && p.recebido_em !== null && p.enviado_em !== null) {
      a.recebidos++;
      a.leads.push((Number(p.recebido_em) - Number(p.enviado_em)) / DIA);
      a.ultimaEntrega = Math.max(a.ultimaEntrega ?? 0, Number(p.recebido_em));
      if (p.previsao_entrega) {
        a.comPrazo++;
        if (diaChaveSP(new Date(Number(p.recebido_em))) <= p.previsao_entrega) a.noPrazo++;
      }
      for (const l of linhas) {
        a.pedidas += Number(l.quantidade);
        a.boas += Math.min(Number(l.quantidade), Number(l.recebido) - Number(l.avariado));
      }
    } else if (p.situacao === 'enviado' || p.situacao === 'parcial') {
      a.abertos++;
      if (p.previsao_entrega && p.previsao_entrega < hoje) a.atrasados++;
    }
  }

  const fornecedores: DesempenhoFornecedor[] = [...por.entries()].map(([id, a]) => {
    const variacoes = [...a.custos.values()].filter((x) => x.primeiro > 0 && x.ultimo !== x.primeiro).map((x) => (x.ultimo - x.primeiro) / x.primeiro);
    const comCusto = [...a.custos.values()].filter((x) => x.primeiro > 0).length;
    return {
      id_fornecedor: id,
      fornecedor: a.fornecedor,
      pedidos: a.pedidos,
      recebidos: a.recebidos,
      abertos: a.abertos,
      atrasados: a.atrasados,
      lead_time_dias: arredondar(media(a.leads), 1),
      pontualidade: a.comPrazo === 0 ? null : arredondar(a.noPrazo / a.comPrazo, 4),
      fill_rate: a.pedidas === 0 ? null : arredondar(a.boas / a.pedidas, 4),
      // products whose cost never changed count as 0 %
      variacao_preco: comCusto === 0 ? null : arredondar(variacoes.reduce((s, v) => s + v, 0) / comCusto, 4),
      valor_comprado: centavosParaReais(a.valor),
      ultima_entrega_em: a.ultimaEntrega,
    };
  });
  // best first: on time and complete, then the faster
  const nota = (f: DesempenhoFornecedor) => (f.pontualidade ?? 0) * 0.5 + (f.fill_rate ?? 0) * 0.5;
  fornecedores.sort((x, y) => nota(y) - nota(x) || (x.lead_time_dias ?? Infinity) - (y.lead_time_dias ?? Infinity) || x.fornecedor.localeCompare(y.fornecedor, 'pt-BR'));
  return { de: Math.round(de), ate: agora, fornecedores };
}
