/**
 * The performance indicators' queries: every figure from the hour and product summaries, except
 * the clients new and returning — no summary keeps the client, so those read the orders through
 * their (client, seller, date, status) index.
 */
import { sql, type Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { contaComoFaturamento, STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { chaveParaBR, diasEntre, somarDias, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { DB } from '../../../db/schema';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';
import { medir, porChave, somar, type Soma } from './somas';
import { emReais } from './visao-geral';

/** A fraction to four places (0.1234 = 12,34 %); 0 where the base is 0. */
const fracao = (parte: number, base: number): number => (base > 0 ? Math.round((parte / base) * 10_000) / 10_000 : 0);

/** The measures and the rates of some sums (contrato/modulos/dashboard/indicadores-desempenho.relatorios.ts, TAXAS). */
export function indicadores(somas: readonly Soma[]) {
  const m = medir(somas);
  let produtos = 0;
  let desconto = 0;
  let todos = 0;
  let cancelados = 0;
  let devolvidos = 0;
  for (const s of somas) {
    todos += s.quantidade;
    if (contaComoFaturamento(s.id_status)) {
      produtos += s.produtos;
      desconto += s.desconto;
    }
    if (s.id_status === STATUS.cancelado.id) cancelados += s.quantidade;
    if (s.id_status === STATUS.devolvido.id) devolvidos += s.quantidade;
  }
  return {
    ...emReais(m),
    desconto: centavosParaReais(desconto),
    taxa_desconto: fracao(desconto, produtos),
    cancelados,
    taxa_cancelamento: fracao(cancelados, todos),
    devolvidos,
    taxa_devolucao: fracao(devolvidos, m.pedidos + devolvidos),
  };
}

/** Every day of the period with its indicators (a day without orders too), and the period's. */
export async function resumoPorDia(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido) {
  const somas = await somar(db, { sellers, de: periodo.de, ate: periodo.ate }, 'dia_sp');
  const dias = porChave(somas);
  const linhas = Array.from({ length: diasEntre(periodo.de, periodo.ate) }, (_, i) => {
    const dia = somarDias(periodo.de, i);
    return { chave: dia, grupo: chaveParaBR(dia), ...indicadores(dias.get(dia) ?? []) };
  });
  return { linhas, totais: indicadores(somas) };
}

/**
 * The identified clients who bought in the period (orders that count), new when none of their
 * orders that count in these stores came before the period.
 */
export async function clientes(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido) {
  const vazio = { clientes: 0, pedidos: 0, centavos: 0 };
  const novos = { ...vazio };
  const recorrentes = { ...vazio };
  if (sellers.length > 0) {
    const linhas = await db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.id_cliente',
        eb.fn.countAll<string | number>().as('pedidos'),
        eb.fn.sum<string | number>('o.valor_total').as('centavos'),
        eb
          .exists(
            eb
              .selectFrom('orders as a')
              .select(sql`1`.as('um'))
              .whereRef('a.id_cliente', '=', 'o.id_cliente')
              .where('a.id_seller', 'in', [...sellers])
              .where('a.data_pedido', '<', periodo.inicio)
              .where('a.id_status', 'in', [...STATUS_FATURAMENTO]),
          )
          .as('antes'),
      ])
      .where('o.id_cliente', 'is not', null)
      .where('o.id_seller', 'in', [...sellers])
      .where('o.data_pedido', '>=', periodo.inicio)
      .where('o.data_pedido', '<', periodo.fim)
      .where('o.id_status', 'in', [...STATUS_FATURAMENTO])
      .groupBy('o.id_cliente')
      .execute();
    for (const l of linhas) {
      const alvo = Number(l.antes) ? recorrentes : novos;
      alvo.clientes += 1;
      alvo.pedidos += Number(l.pedidos);
      alvo.centavos += Number(l.centavos);
    }
  }
  const linha = (chave: 'novos' | 'recorrentes', v: typeof vazio) => ({ chave, grupo: chave === 'novos' ? 'Novos' : 'Recorrentes', clientes: v.clientes, pedidos: v.pedidos, faturamento: centavosParaReais(v.centavos) });
  return [linha('novos', novos), linha('recorrentes', recorrentes)];
}

/** The products sold in the period by net revenue (gross − discount), most or least first; at most `limite`, and how many there are. */
export async function produtos(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido, menos: boolean, limite: number) {
  if (sellers.length === 0) return { linhas: [], total: 0 };
  const base = db
    .selectFrom('pedidos_resumo_produto as r')
    .where(escopoDosResumos({ sellers, de: periodo.de, ate: periodo.ate, status: STATUS_FATURAMENTO }, 'r'));
  const liquido = sql<string | number>`SUM(r.valor_bruto - r.valor_desconto)`;
  const [linhas, contagem] = await Promise.all([
    base
      .innerJoin('products as p', 'p.id', 'r.id_produto')
      .select((eb) => ['r.id_produto', 'p.nome', eb.fn.sum<string | number>('r.quantidade').as('quantidade'), eb.fn.sum<string | number>('r.pedidos').as('pedidos'), liquido.as('liquido')])
      .groupBy(['r.id_produto', 'p.nome'])
      .orderBy(liquido, menos ? 'asc' : 'desc')
      .orderBy('r.id_produto')
      .limit(limite)
      .execute(),
    base.select(sql<string | number>`COUNT(DISTINCT r.id_produto)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    linhas: linhas.map((l) => ({
      chave: String(l.id_produto),
      grupo: l.nome,
      quantidade: Number(l.quantidade),
      pedidos: Number(l.pedidos),
      faturamento: centavosParaReais(Number(l.liquido)),
    })),
    total: Number(contagem.n),
  };
}

/** Every store of the scope (one without sales too) by revenue, most or least first. */
export async function lojas(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido, menos: boolean) {
  if (sellers.length === 0) return [];
  const [somas, nomes] = await Promise.all([
    somar(db, { sellers, de: periodo.de, ate: periodo.ate }, 'id_seller'),
    db.selectFrom('sellers').select(['id', 'nome']).where('id', 'in', [...sellers]).execute(),
  ]);
  const grupos = porChave(somas);
  const linhas = nomes.map((s) => {
    const m = medir(grupos.get(String(s.id)) ?? []);
    return { chave: String(s.id), grupo: s.nome, faturamento: centavosParaReais(m.faturamento), pedidos: m.pedidos, ticket_medio: centavosParaReais(m.ticket_medio), centavos: m.faturamento };
  });
  linhas.sort((a, b) => (menos ? a.centavos - b.centavos : b.centavos - a.centavos) || a.grupo.localeCompare(b.grupo, 'pt-BR'));
  return linhas.map(({ centavos: _c, ...l }) => l);
}
