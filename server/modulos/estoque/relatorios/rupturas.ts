/**
 * Today's stock-outs and excess per store and product. A stock-out sold in the last 30 days and
 * has nothing available; an excess holds more than its maximum, or more days of cover than the
 * threshold. The excess is counted in units above whichever limit it passes by more, and valued
 * at the average cost.
 */
import type { Kysely } from 'kysely';
import { PADROES_RELATORIOS_ESTOQUE, type ItemRuptura, type RelatorioRupturas } from '@retaguarda/contrato/api/relatoriosEstoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { inicioRecente, type ConsultaRelatorio } from './consulta';
import { chave, coberturaDias, comNomes, cortar, lerPosicoes, movimentosRecentes, nomesDeLojas, SEM_MOVIMENTO, type PosicaoRelatorio } from './posicoes';

const DIAS = PADROES_RELATORIOS_ESTOQUE.diasRecentes;
type Numeros = Omit<ItemRuptura, 'loja' | 'produto' | 'sku' | 'familia'>;

/** Units above the maximum and above the cover threshold (what that many days of sales need), the larger. */
function excedente(p: PosicaoRelatorio, disponivel: number, recentes: number, diasCobertura: number): number {
  const acimaDoMaximo = p.maximo !== null ? p.em_maos - p.maximo : 0;
  const cobertura = coberturaDias(disponivel, recentes, DIAS);
  const acimaDaCobertura = cobertura !== null && cobertura > diasCobertura ? disponivel - Math.ceil((recentes * diasCobertura) / DIAS) : 0;
  return Math.max(0, acimaDoMaximo, acimaDaCobertura);
}

export async function relatorioRupturas(db: Kysely<DB>, c: ConsultaRelatorio): Promise<RelatorioRupturas> {
  const desde = inicioRecente(c);
  // only the last 30 days matter here: the ledger is read from there, not from the period's start
  const [posicoes, movimentos] = await Promise.all([lerPosicoes(db, c), movimentosRecentes(db, { ...c, de: desde }, desde)]);
  const rupturas: Numeros[] = [];
  const excessos: Numeros[] = [];
  const porLoja = new Map<number, { id_seller: number; rupturas: number; excessos: number }>();
  for (const p of posicoes) {
    const { recentes } = movimentos.get(chave(p.id_seller, p.id_produto)) ?? SEM_MOVIMENTO;
    const disponivel = p.em_maos - p.reservado;
    const cobertura = coberturaDias(disponivel, recentes, DIAS);
    const ruptura = recentes > 0 && disponivel <= 0;
    const unidades = ruptura || p.em_maos <= 0 ? 0 : excedente(p, disponivel, recentes, c.diasCobertura);
    if (!ruptura && unidades === 0) continue;
    const item: Numeros = {
      id_seller: p.id_seller,
      id_produto: p.id_produto,
      situacao: ruptura ? 'ruptura' : 'excesso',
      em_maos: p.em_maos,
      disponivel,
      maximo: p.maximo,
      vendidas_30d: recentes,
      cobertura_dias: cobertura,
      excedente: unidades,
      valor_excedente: centavosParaReais(unidades * p.custo_medio),
    };
    (ruptura ? rupturas : excessos).push(item);
    const loja = porLoja.get(p.id_seller) ?? { id_seller: p.id_seller, rupturas: 0, excessos: 0 };
    if (ruptura) loja.rupturas++;
    else loja.excessos++;
    porLoja.set(p.id_seller, loja);
  }
  const desempate = (a: Numeros, b: Numeros) => a.id_produto - b.id_produto || a.id_seller - b.id_seller;
  // what sells most and has none first; then the excess that ties up most money
  rupturas.sort((a, b) => b.vendidas_30d - a.vendidas_30d || desempate(a, b));
  excessos.sort((a, b) => b.valor_excedente - a.valor_excedente || desempate(a, b));
  const valorExcedente = excessos.reduce((s, e) => s + Math.round(e.valor_excedente * 100), 0);
  const { itens, total, truncado } = cortar([...rupturas, ...excessos], c.limite);
  const lojas = await nomesDeLojas(db, [...porLoja.keys()]);
  return {
    de: c.de,
    ate: c.ate,
    itens: await comNomes(db, itens),
    total,
    truncado,
    rupturas: rupturas.length,
    excessos: excessos.length,
    valor_excedente: centavosParaReais(valorExcedente),
    por_loja: [...porLoja.values()].map((l) => ({ ...l, loja: lojas.get(l.id_seller) ?? `#${l.id_seller}` })).sort((a, b) => a.loja.localeCompare(b.loja, 'pt-BR')),
  };
}
