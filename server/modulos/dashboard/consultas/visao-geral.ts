/**
 * The operations overview's queries. Every figure is read from the hour summary, except two that
 * no summary can answer:
 * - the minutes of the current hour on a past day ('up to the same time'): the summary stops at
 *   the hour, so the orders of that part of an hour are read through orders' (seller, date) index;
 * - the tasks: whether an order has its NFC-e, how it is handed over and how late it is are no
 *   summary's keys; they are the home page's pendências (pendenciasDe), read through the partial
 *   index of the orders awaiting action. The unpaid orders come from orders_daily.
 */
import type { Kysely } from 'kysely';
import { CANAIS, STATUS, type Canal } from '@retaguarda/contrato/api/catalogos';
import { JANELA_PENDENCIAS_DIAS } from '@retaguarda/contrato/api/inicio';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { medirGrupos, type GrupoDeStatus, type Medidas } from '@retaguarda/contrato/relatorios/medidas';
import { chaveParaBR, periodoDosDias, somarDias, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import { SEMANAS_CURVA_USUAL, TAREFAS_IDS, type ReferenciaHoje, type Tarefa } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import type { DB } from '../../../db/schema';
import { pendenciasDe } from '../../inicio/consultas/resumo';
import { escopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';
import { medir, porChave, somar } from './somas';

const HORA_MS = 3_600_000;

/** The measures' columns as the reports carry them: money in reais, exact to the centavo. */
export const emReais = (m: Medidas) => ({
  pedidos: m.pedidos,
  faturamento: centavosParaReais(m.faturamento),
  ticket_medio: centavosParaReais(m.ticket_medio),
  itens_por_pedido: m.itens_por_pedido,
});

/** The orders placed between two instants (both inclusive), by status: the part of an hour the summary cannot split. */
async function pedidosEntre(db: Kysely<DB>, sellers: readonly number[], de: number, ate: number): Promise<GrupoDeStatus[]> {
  if (sellers.length === 0 || ate < de) return [];
  const linhas = await db
    .selectFrom('orders as o')
    .select((eb) => [
      'o.id_status',
      eb.fn.countAll<string | number>().as('quantidade'),
      eb.fn.sum<string | number>('o.quantidade_itens').as('itens'),
      eb.fn.sum<string | number>('o.valor_total').as('centavos'),
    ])
    .where('o.id_seller', 'in', [...sellers])
    .where('o.data_pedido', '>=', de)
    .where('o.data_pedido', '<=', ate)
    .groupBy('o.id_status')
    .execute();
  return linhas.map((l) => ({ id_status: Number(l.id_status), quantidade: Number(l.quantidade), itens: Number(l.itens), centavos: Number(l.centavos) }));
}

export interface DiaAteAgora {
  chave: ReferenciaHoje;
  dia: number;
  ate: number;
  medidas: Medidas;
}

/**
 * Today so far, and yesterday and the same weekday last week up to the same time of day: the
 * whole hours before the current one from the summary, the current hour's minutes from the orders.
 * Today is the whole day's summary (no order is placed after now), so it equals the order list's
 * summary of today.
 */
export async function hojeComparado(db: Kysely<DB>, sellers: readonly number[], agora: number): Promise<DiaAteAgora[]> {
  const hoje = diaChaveSP(agora);
  const inicioHoje = periodoDosDias(hoje, hoje).inicio;
  const decorrido = agora - inicioHoje;
  const hora = Math.floor(decorrido / HORA_MS);
  const dias: [ReferenciaHoje, number][] = [
    ['hoje', 0],
    ['ontem', -1],
    ['semana_passada', -7],
  ];
  return Promise.all(
    dias.map(async ([chave, deslocamento]) => {
      const dia = somarDias(hoje, deslocamento);
      const inicio = periodoDosDias(dia, dia).inicio;
      if (deslocamento === 0) return { chave, dia: inicio, ate: agora, medidas: medir(await somar(db, { sellers, de: dia, ate: dia }, 'nenhum')) };
      const horasInteiras = hora > 0 ? await somar(db, { sellers, de: dia, ate: dia, horas: { de: 0, ate: hora - 1 } }, 'nenhum') : [];
      const minutos = await pedidosEntre(db, sellers, inicio + hora * HORA_MS, inicio + decorrido);
      return { chave, dia: inicio, ate: inicio + decorrido, medidas: medirGrupos([...horasInteiras, ...minutos]) };
    }),
  );
}

/** The period's measures by channel (every channel, even without sales) or by store (every store of the scope). */
export async function vendasPor(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido, por: 'canal' | 'loja') {
  const somas = await somar(db, { sellers, de: periodo.de, ate: periodo.ate }, por === 'canal' ? 'canal' : 'id_seller');
  const grupos = porChave(somas);
  const total = medir(somas).faturamento;
  const chaves: { chave: string; grupo: string }[] =
    por === 'canal'
      ? (Object.keys(CANAIS) as Canal[]).map((c) => ({ chave: c, grupo: CANAIS[c] }))
      : (await db.selectFrom('sellers').select(['id', 'nome']).where('id', 'in', [...sellers]).orderBy('nome').execute()).map((s) => ({ chave: String(s.id), grupo: s.nome }));
  const linhas = chaves.map(({ chave, grupo }) => {
    const m = medir(grupos.get(chave) ?? []);
    return { chave, grupo, ...emReais(m), participacao: total > 0 ? Math.round((m.faturamento / total) * 10_000) / 10_000 : 0, centavos: m.faturamento };
  });
  linhas.sort((a, b) => b.centavos - a.centavos || a.grupo.localeCompare(b.grupo, 'pt-BR'));
  const todas = medir(somas);
  return {
    linhas: linhas.map(({ centavos: _c, ...l }) => l),
    totais: { ...emReais(todas), participacao: total > 0 ? 1 : 0 },
  };
}

/** 'Usual' orders of each hour: the sum over the past same weekdays divided by how many there are. */
export function curvaUsual(passadas: ReadonlyMap<string, readonly GrupoDeStatus[]>, semanas: number) {
  return Array.from({ length: 24 }, (_, h) => {
    const m = medirGrupos(passadas.get(String(h)) ?? []);
    return { pedidos: m.pedidos / semanas, centavos: Math.round(m.faturamento / semanas) };
  });
}

/**
 * The day's orders hour by hour (the orders that count in revenue) against the usual curve of its
 * weekday: the average of the SEMANAS_CURVA_USUAL same weekdays before it. An hour of today still to
 * come has no orders yet (null).
 */
export async function porHora(db: Kysely<DB>, sellers: readonly number[], periodo: PeriodoResolvido, agora: number) {
  const dia = periodo.ate;
  const passados = Array.from({ length: SEMANAS_CURVA_USUAL }, (_, i) => somarDias(dia, -7 * (i + 1)));
  const [doDia, dasSemanas] = await Promise.all([
    somar(db, { sellers, de: dia, ate: dia }, 'hora'),
    somar(db, { sellers, de: passados[passados.length - 1], ate: passados[0], dias: passados }, 'hora'),
  ]);
  const usual = curvaUsual(porChave(dasSemanas), SEMANAS_CURVA_USUAL);
  const horas = porChave(doDia);
  const inicio = periodoDosDias(dia, dia).inicio;
  return Array.from({ length: 24 }, (_, h) => {
    const futura = inicio + h * HORA_MS > agora;
    const m = medirGrupos(horas.get(String(h)) ?? []);
    return {
      hora: h,
      grupo: `${String(h).padStart(2, '0')}h`,
      pedidos: futura ? null : m.pedidos,
      usual: Math.round(usual[h].pedidos * 10) / 10,
      faturamento: futura ? null : centavosParaReais(m.faturamento),
      faturamento_usual: centavosParaReais(usual[h].centavos),
    };
  });
}

/**
 * The tasks: the home page's three pendências, and the orders still awaiting payment placed in the
 * same window up to yesterday (from orders_daily). Each row carries its order list filter, with
 * the stores when the user chose some (`lojas`).
 */
export async function tarefas(db: Kysely<DB>, sellers: readonly number[], agora: number, lojas: readonly number[] | null) {
  const hoje = diaChaveSP(agora);
  const janela = somarDias(hoje, -(JANELA_PENDENCIAS_DIAS - 1));
  const ontem = somarDias(hoje, -1);
  const [pendencias, semPagamento] = await Promise.all([
    pendenciasDe(db, sellers, new Date(agora)),
    db
      .selectFrom('orders_daily')
      .select((eb) => eb.fn.sum<string | number | null>('quantidade').as('quantidade'))
      .where(escopoDosResumos({ sellers, de: janela, ate: ontem, status: [STATUS.aguardandoPagamento.id] }))
      .executeTakeFirstOrThrow(),
  ]);
  const porTarefa: Record<Tarefa, { quantidade: number; filtro: object }> = {
    ...pendencias,
    pagamento_pendente: {
      quantidade: Number(semPagamento.quantidade ?? 0),
      filtro: { data_from_pedido: chaveParaBR(janela), data_to_pedido: chaveParaBR(ontem), status_pedido: [STATUS.aguardandoPagamento.id] },
    },
  };
  const daLoja = lojas?.length ? { id_pessoa: [...sellers] } : {};
  return TAREFAS_IDS.map((chave) => ({ chave, quantidade: porTarefa[chave].quantidade, filtro: JSON.stringify({ ...porTarefa[chave].filtro, ...daLoja }) }));
}
