/**
 * A store with no order in its usual busy hour today: the hour with most orders on this weekday
 * over the last weeks (the sales summary by hour, pedidos_resumo_hora, once a day), when that hour
 * averages enough orders to make silence meaningful. From `minutos` into the hour until the day
 * ends, the store is flagged while that hour has no order; an order in it (even a late one
 * written into the hour) clears it, and a new day starts the condition over.
 */
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { horaDeHoje, mesmoDiaDaSemana, MINUTO_MS, semanasAnteriores } from './calendario';
import { referenciaDoDia } from './referencia';
import { nomeDaLoja, type Avaliador, type Condicao } from './tipos';

interface HoraDePico {
  id_seller: number;
  hora: number;
  /** Orders in that hour per week, on average. */
  media: number;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

export const avaliarLojaSemVendaNoPico: Avaliador = async ({ db, idGrupo, lojas, agora, parametros }) => {
  const condicoes: Condicao[] = [];
  if (lojas.length === 0) return { condicoes, completo: true };
  const ids = lojas.map((l) => l.id);
  const hoje = mesmoDiaDaSemana(agora, 0);
  const picos = await referenciaDoDia<HoraDePico[]>(db, { idGrupo, regra: 'loja_sem_venda_no_pico', dia: hoje.chave, parametros, agora }, async () => {
    const linhas = await db
      .selectFrom('pedidos_resumo_hora')
      .select(['id_seller', 'hora'])
      .select((eb) => eb.fn.sum<number>('pedidos').as('pedidos'))
      .where('dia_sp', 'in', semanasAnteriores(agora, parametros.semanas).map((d) => d.chave))
      .where('id_seller', 'in', ids)
      .groupBy(['id_seller', 'hora'])
      .execute();
    const melhor = new Map<number, { hora: number; pedidos: number }>();
    for (const l of linhas) {
      const n = Number(l.pedidos);
      const atual = melhor.get(l.id_seller);
      // ties go to the earlier hour, so the answer does not depend on the rows' order
      if (!atual || n > atual.pedidos || (n === atual.pedidos && l.hora < atual.hora)) melhor.set(l.id_seller, { hora: l.hora, pedidos: n });
    }
    return [...melhor].map(([id_seller, m]) => ({ id_seller, hora: m.hora, media: m.pedidos / parametros.semanas })).sort((a, b) => a.id_seller - b.id_seller);
  });
  const vigiados = picos.filter((p) => p.media >= parametros.minimo_pedidos && agora >= horaDeHoje(agora, p.hora) + parametros.minutos * MINUTO_MS);
  if (vigiados.length === 0) return { condicoes, completo: true };
  const comVenda = await db
    .selectFrom('pedidos_resumo_hora')
    .select(['id_seller', 'hora'])
    .where('dia_sp', '=', hoje.chave)
    .where('id_seller', 'in', vigiados.map((p) => p.id_seller))
    .where('hora', 'in', [...new Set(vigiados.map((p) => p.hora))])
    .where('pedidos', '>', 0)
    .execute();
  const vendeu = new Set(comVenda.map((l) => `${l.id_seller}:${l.hora}`));
  const todosOsStatus = Object.values(STATUS).map((s) => s.id);
  for (const p of vigiados) {
    if (vendeu.has(`${p.id_seller}:${p.hora}`)) continue;
    const faixa = `${doisDigitos(p.hora)}h–${doisDigitos((p.hora + 1) % 24)}h`;
    condicoes.push({
      chave: `loja:${p.id_seller}:dia:${hoje.chave}`,
      titulo: `${nomeDaLoja(lojas, p.id_seller)} sem venda no horário de pico`,
      detalhe: `Nenhum pedido hoje das ${faixa}, a hora em que a loja mais vende nesse dia da semana (média de ${p.media.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} pedidos nas últimas ${parametros.semanas} semanas).`,
      link: { pedidos: { data_from_pedido: hoje.dataBR, data_to_pedido: hoje.dataBR, status_pedido: todosOsStatus } },
    });
  }
  return { condicoes, completo: true };
};
