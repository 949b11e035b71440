/**
 * The demo group's fee and settlement rules (registers taxasRecebimento) and its stores' goals
 * for this month and the last (metasLojas). The rules are a Brazilian retailer's usual ones: Stone
 * for every store (débito 1,49 %, crédito à vista 2,99 %, parcelado 3,79 % and 4,59 %), a cheaper
 * débito negotiated by the mall store, Cielo and Mercado Pago for the online store, Pix at no cost
 * through the bank and boleto at a fixed fee. Last month's goals are set around what each store
 * sold, so the demo shows one goal met, one near and one far.
 */
import { sql } from 'kysely';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { somarDias } from '@retaguarda/contrato/financeiro/regrasRecebimento';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import type { Escrita } from './escrita';

const GRUPO_DEMO = 1;
const LOJAS_DEMO = [1, 2, 3, 4] as const;

// nome, loja (null: every store), adquirente, forma, bandeira, parcelas de, até, MDR (hundredths of %), tarifa (centavos), prazo, antecipado
type Regra = [string, number | null, string, string, string | null, number, number, number, number, number, number];
const REGRAS: readonly Regra[] = [
  ['Stone — débito', null, 'stone', 'debito', null, 1, 1, 149, 0, 1, 0],
  ['Stone — crédito à vista', null, 'stone', 'credito', null, 1, 1, 299, 0, 30, 0],
  ['Stone — crédito 2 a 6x', null, 'stone', 'credito', null, 2, 6, 379, 0, 30, 0],
  ['Stone — crédito 7 a 12x', null, 'stone', 'credito', null, 7, 12, 459, 0, 30, 0],
  ['Stone — Amex à vista', null, 'stone', 'credito', 'American Express', 1, 1, 349, 0, 30, 0],
  ['Stone — débito negociado do shopping', 2, 'stone', 'debito', null, 1, 1, 129, 0, 1, 0],
  ['Cielo — crédito à vista (online)', 3, 'cielo', 'credito', null, 1, 1, 319, 0, 30, 0],
  ['Cielo — crédito 2 a 12x antecipado (online)', 3, 'cielo', 'credito', null, 2, 12, 549, 0, 2, 1],
  ['Mercado Pago — Pix (online)', 3, 'mercado_pago', 'pix', null, 1, 1, 99, 0, 0, 0],
  ['Banco — Pix', null, 'banco', 'pix', null, 1, 1, 0, 0, 0, 0],
  ['Banco — boleto', null, 'banco', 'boleto', null, 1, 1, 0, 249, 1, 0],
];

/** Last month's goal over what the store sold: met, near, far, met. */
const FATOR_MES_PASSADO: Readonly<Record<number, number>> = { 1: 0.95, 2: 1.1, 3: 1.4, 4: 1 };
/** Without orders (a seed of none), goals of a plausible size, in reais. */
const FATURAMENTO_PADRAO: Readonly<Record<number, number>> = { 1: 120_000, 2: 90_000, 3: 60_000, 4: 30_000 };

const MIL_REAIS = 100_000;
const arredondarMil = (centavos: number): number => Math.max(MIL_REAIS, Math.round(centavos / MIL_REAIS) * MIL_REAIS);

export async function inserirTaxasEMetas(db: Escrita, agora: number): Promise<number> {
  const comuns = ['id_grupo', 'ativo', 'version', 'criado_em', 'atualizado_em'];
  await db.inserir(
    'taxas_recebimento',
    ['nome', 'loja', 'adquirente', 'forma_pagamento', 'bandeira', 'parcelas_de', 'parcelas_ate', 'mdr', 'tarifa_fixa', 'prazo_dias', 'antecipado', ...comuns],
    REGRAS.map((r) => [...r, GRUPO_DEMO, 1, 1, agora, agora]),
  );

  const inicioDoMes = `${diaChaveSP(agora).slice(0, 7)}-01`;
  const inicioDoPassado = `${somarDias(inicioDoMes, -1).slice(0, 7)}-01`;
  // orders_daily.valor_total is in centavos
  const vendido = await sql<{ id_seller: number; valor: number | string | null; pedidos: number | string | null }>`
    SELECT id_seller, SUM(valor_total) AS valor, SUM(quantidade) AS pedidos FROM orders_daily
    WHERE dia_sp >= ${inicioDoPassado} AND dia_sp < ${inicioDoMes} AND id_status IN (${sql.join(STATUS_FATURAMENTO.map((s) => sql`${s}`))})
    GROUP BY id_seller`.execute(db.kysely);
  const porLoja = new Map(vendido.rows.map((l) => [Number(l.id_seller), { centavos: Math.round(Number(l.valor ?? 0)), pedidos: Number(l.pedidos ?? 0) }]));

  const metas = LOJAS_DEMO.flatMap((loja) => {
    const real = porLoja.get(loja);
    const base = real && real.centavos > 0 ? real : { centavos: FATURAMENTO_PADRAO[loja] * 100, pedidos: FATURAMENTO_PADRAO[loja] / 100 };
    const fator = FATOR_MES_PASSADO[loja];
    const pedidosPassado = Math.max(1, Math.round(base.pedidos * fator));
    const faturamentoPassado = arredondarMil(base.centavos * fator);
    const faturamentoAtual = arredondarMil(base.centavos * 1.05);
    const pedidosAtual = Math.max(1, Math.round(base.pedidos * 1.05));
    // the average ticket only where the store watches it (the street and the online stores)
    const ticket = (fat: number, ped: number) => (loja === 1 || loja === 3 ? Math.round(fat / ped) : null);
    return [
      [inicioDoPassado, loja, faturamentoPassado, pedidosPassado, ticket(faturamentoPassado, pedidosPassado)],
      [inicioDoMes, loja, faturamentoAtual, pedidosAtual, ticket(faturamentoAtual, pedidosAtual)],
    ];
  });
  await db.inserir(
    'metas_lojas',
    ['mes', 'loja', 'meta_faturamento', 'meta_pedidos', 'meta_ticket_medio', ...comuns],
    metas.map((m) => [...m, GRUPO_DEMO, 1, 1, agora, agora]),
  );
  return REGRAS.length + metas.length;
}
