/**
 * Each store's month against its goals (the metasLojas register): the revenue and orders of the
 * month's days inside the period, from the hour summary, and their progress as the contract
 * computes it (progressoDoMes): met, near (within 20 %) or far.
 */
import { sql, type Kysely } from 'kysely';
import { progressoDoMes } from '@retaguarda/contrato/financeiro/progressoMeta';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { periodoDosDias, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { DB } from '../../../db/schema';
import { medir, porChave, somar } from './somas';

interface MetaLida {
  loja: number | string;
  mes: string;
  meta_faturamento: number | string;
  meta_pedidos: number | string;
  meta_ticket_medio: number | string | null;
  nome: string;
}

export async function metas(db: Kysely<DB>, idGrupo: number, sellers: readonly number[], periodo: PeriodoResolvido) {
  if (sellers.length === 0) return [];
  const primeiroMes = `${periodo.de.slice(0, 7)}-01`;
  const [lidas, somas] = await Promise.all([
    sql<MetaLida>`SELECT m.loja, m.mes, m.meta_faturamento, m.meta_pedidos, m.meta_ticket_medio, s.nome
      FROM metas_lojas m JOIN sellers s ON s.id = m.loja
      WHERE m.id_grupo = ${idGrupo} AND m.ativo = 1 AND m.loja IN (${sql.join([...sellers])})
        AND m.mes >= ${primeiroMes} AND m.mes <= ${periodo.ate}
      ORDER BY m.mes, s.nome, m.loja`.execute(db),
    somar(db, { sellers, de: periodo.de, ate: periodo.ate }, 'loja_mes'),
  ]);
  const realizados = porChave(somas);
  return lidas.rows.map((m) => {
    const loja = Number(m.loja);
    const feito = medir(realizados.get(`${loja}|${m.mes.slice(0, 7)}`) ?? []);
    const p = progressoDoMes(
      { faturamento_centavos: Number(m.meta_faturamento), pedidos: Number(m.meta_pedidos), ticket_medio_centavos: m.meta_ticket_medio === null ? null : Number(m.meta_ticket_medio) },
      { faturamento_centavos: feito.faturamento, pedidos: feito.pedidos },
    );
    return {
      chave: `${loja}|${m.mes}`,
      loja: m.nome,
      mes: periodoDosDias(m.mes, m.mes).inicio,
      meta_faturamento: centavosParaReais(p.faturamento.meta),
      faturamento: centavosParaReais(p.faturamento.realizado),
      percentual_faturamento: p.faturamento.percentual,
      estado_faturamento: p.faturamento.estado,
      meta_pedidos: p.pedidos.meta,
      pedidos: p.pedidos.realizado,
      percentual_pedidos: p.pedidos.percentual,
      estado_pedidos: p.pedidos.estado,
    };
  });
}
