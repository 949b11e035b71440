/**
 * The sales reports' queries (contrato/modulos/vendas/relatorios-vendas.relatorios.ts). Each reads
 * the orders' summaries (pedidos_resumo_dia, by hour pedidos_resumo_hora, pedidos_resumo_produto, pedidos_resumo_vendedor) over
 * the scope's stores and the contract's revenue statuses; the list of orders' margins alone reads
 * orders, capped. The two margin reports add the fees estimated as the financial summary does.
 */
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { chaveParaBR } from '@retaguarda/contrato/relatorios/periodos';
import {
  VENDAS_ABC_FATURAMENTO,
  VENDAS_ABC_MARGEM,
  VENDAS_MARGEM,
  VENDAS_MARGEM_POR_PEDIDO,
  VENDAS_PRODUTOS,
  VENDAS_RESUMO,
} from '@retaguarda/contrato/modulos/vendas/relatorios-vendas.relatorios';
import { defineConsultaRelatorio } from '../relatorios/definir';
import { fracao, medidasDe, recorteDe, taxasEstimadas, type Somas } from './consultas/comum';
import { margemPorPedido } from './consultas/margem-por-pedido';
import { gruposPorPedidos } from './consultas/por-pedidos';
import { baseDasTaxas } from './consultas/taxas';
import { classificarAbc, linhaDeProduto, margemDoProduto, somasPorProduto, type SomasProduto } from './consultas/por-produtos';

function detalheDaMargem(s: Somas) {
  const taxas = taxasEstimadas(s);
  const liquido = s.produtos - s.descontos;
  const margem = liquido - s.custo - taxas;
  return {
    pedidos: s.pedidos,
    valor_produtos: centavosParaReais(s.produtos),
    descontos: centavosParaReais(s.descontos),
    custo: centavosParaReais(s.custo),
    taxas: centavosParaReais(taxas),
    margem: centavosParaReais(margem),
    margem_percentual: fracao(margem, liquido),
  };
}

const totaisDeProdutos = (somas: readonly SomasProduto[]): SomasProduto =>
  somas.reduce(
    (t, s) => ({ ...t, pedidos: t.pedidos + s.pedidos, quantidade: t.quantidade + s.quantidade, liquido: t.liquido + s.liquido, descontos: t.descontos + s.descontos, custo: t.custo + s.custo }),
    { chave: '', grupo: '', pedidos: 0, quantidade: 0, liquido: 0, descontos: 0, custo: 0 },
  );

/** A day × store row's day (as the order list filters it) and store, for its click-through; null on other rows. */
function diaELoja(por: string, chave: string): { dia: string | null; id_loja: number | null } {
  if (por !== 'dia_loja') return { dia: null, id_loja: null };
  const [dia, loja] = chave.split('|');
  return { dia: chaveParaBR(dia), id_loja: Number(loja) };
}

function abc(medida: 'faturamento' | 'margem') {
  const declaracao = medida === 'faturamento' ? VENDAS_ABC_FATURAMENTO : VENDAS_ABC_MARGEM;
  return defineConsultaRelatorio(declaracao, async (ctx) => {
    const somas = await somasPorProduto(ctx.db, recorteDe(ctx.periodo, ctx.escopo.sellers, ctx.filtros), 'produto');
    const curva = classificarAbc(somas, medida === 'faturamento' ? (s) => s.liquido : margemDoProduto);
    const total = curva.reduce((t, c) => t + Math.max(0, c.valor), 0);
    const t = totaisDeProdutos(somas);
    return {
      linhas: curva.slice(0, ctx.limite).map((c) => ({
        chave: c.item.chave,
        grupo: c.item.grupo,
        classe: c.classe,
        itens: c.item.quantidade,
        faturamento: centavosParaReais(c.item.liquido),
        margem: centavosParaReais(margemDoProduto(c.item)),
        participacao: c.participacao ?? 0,
        acumulado: fracao(c.acumulado, total) ?? 0,
      })),
      total: curva.length,
      totais: { itens: t.quantidade, faturamento: centavosParaReais(t.liquido), margem: centavosParaReais(margemDoProduto(t)) },
    };
  });
}

export default [
  defineConsultaRelatorio(VENDAS_RESUMO, async (ctx) => {
    const por = ctx.por ?? 'dia';
    const { grupos, total } = await gruposPorPedidos(ctx.db, recorteDe(ctx.periodo, ctx.escopo.sellers, ctx.filtros), por);
    return { linhas: grupos.map((g) => ({ chave: g.chave, grupo: g.grupo, ...medidasDe(g.somas), ...diaELoja(por, g.chave) })), totais: medidasDe(total) };
  }),
  defineConsultaRelatorio(VENDAS_PRODUTOS, async (ctx) => {
    const somas = await somasPorProduto(ctx.db, recorteDe(ctx.periodo, ctx.escopo.sellers, ctx.filtros), ctx.por ?? 'produto');
    const { chave: _c, grupo: _g, ...totais } = linhaDeProduto(totaisDeProdutos(somas));
    return { linhas: somas.slice(0, ctx.limite).map(linhaDeProduto), total: somas.length, totais };
  }),
  abc('faturamento'),
  abc('margem'),
  defineConsultaRelatorio(VENDAS_MARGEM, async (ctx) => {
    const recorte = recorteDe(ctx.periodo, ctx.escopo.sellers, ctx.filtros);
    const { grupos, total } = await gruposPorPedidos(ctx.db, recorte, ctx.por ?? 'canal', await baseDasTaxas(ctx.db, ctx.escopo.idGrupo, recorte));
    return { linhas: grupos.map((g) => ({ chave: g.chave, grupo: g.grupo, ...detalheDaMargem(g.somas) })), totais: detalheDaMargem(total) };
  }),
  defineConsultaRelatorio(VENDAS_MARGEM_POR_PEDIDO, async (ctx) => {
    const recorte = recorteDe(ctx.periodo, ctx.escopo.sellers, ctx.filtros);
    return margemPorPedido(ctx.db, recorte, ctx.limite, await baseDasTaxas(ctx.db, ctx.escopo.idGrupo, recorte));
  }),
];
