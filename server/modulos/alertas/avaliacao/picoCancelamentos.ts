/**
 * A store whose share of cancelled orders today is well above its usual share on the same weekday
 * over the last weeks. Read from orders_daily (day × store × status × payment method), never from
 * the orders: today's day and the past weekdays, by its key.
 */
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { mesmoDiaDaSemana, semanasAnteriores } from './calendario';
import { nomeDaLoja, type Avaliador, type Condicao } from './tipos';

interface Contagem {
  total: number;
  cancelados: number;
}

const pct = (v: number) => `${(v * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

export const avaliarPicoCancelamentos: Avaliador = async ({ db, lojas, agora, parametros }) => {
  const condicoes: Condicao[] = [];
  if (lojas.length === 0) return { condicoes, completo: true };
  const hoje = mesmoDiaDaSemana(agora, 0);
  const anteriores = semanasAnteriores(agora, parametros.semanas);
  const linhas = await db
    .selectFrom('orders_daily')
    .select(['id_seller', 'dia_sp', 'id_status'])
    .select((eb) => eb.fn.sum<number>('quantidade').as('quantidade'))
    .where('dia_sp', 'in', [hoje.chave, ...anteriores.map((d) => d.chave)])
    .where('id_seller', 'in', lojas.map((l) => l.id))
    .groupBy(['id_seller', 'dia_sp', 'id_status'])
    .execute();
  const hojePorLoja = new Map<number, Contagem>();
  const usualPorLoja = new Map<number, Contagem>();
  for (const l of linhas) {
    const alvo = l.dia_sp === hoje.chave ? hojePorLoja : usualPorLoja;
    const c = alvo.get(l.id_seller) ?? { total: 0, cancelados: 0 };
    const n = Number(l.quantidade);
    c.total += n;
    if (l.id_status === STATUS.cancelado.id) c.cancelados += n;
    alvo.set(l.id_seller, c);
  }
  for (const [idSeller, h] of hojePorLoja) {
    if (h.total < parametros.minimo_pedidos) continue;
    const u = usualPorLoja.get(idSeller);
    const usual = u && u.total > 0 ? u.cancelados / u.total : 0;
    const taxa = h.cancelados / h.total;
    const acimaDoFator = taxa > usual * (1 + parametros.aumento_percentual / 100);
    const acimaDosPontos = (taxa - usual) * 100 >= parametros.pontos_minimos;
    if (!acimaDoFator || !acimaDosPontos) continue;
    condicoes.push({
      chave: `loja:${idSeller}`,
      titulo: `Pico de cancelamentos em ${nomeDaLoja(lojas, idSeller)}`,
      detalhe: `Hoje ${h.cancelados} de ${h.total} pedidos cancelados (${pct(taxa)}); o usual nas últimas ${parametros.semanas} semanas, nesse dia da semana, é ${pct(usual)}.`,
      link: { pedidos: { data_from_pedido: hoje.dataBR, data_to_pedido: hoje.dataBR, status_pedido: [STATUS.cancelado.id] } },
    });
  }
  return { condicoes, completo: true };
};
