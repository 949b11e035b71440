/**
 * The figures of the 'Resumo financeiro' reports from the summaries and the estimate, in integer
 * centavos until the row is written (money in reais on the wire, exact to the centavo).
 */
import type { Kysely } from 'kysely';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { DIAS_A_RECEBER, FORMAS_COLUNAS, type FormaColuna } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { contaComoFaturamento, medirGrupos } from '@retaguarda/contrato/relatorios/medidas';
import { chaveParaBR, somarDias, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { DB } from '../../../db/schema';
import { previsaoDeRecebimentos, type EscopoFinanceiro } from './a-receber';
import { estimarCelulas } from './estimativa';
import { acessoriosDoPeriodo, celulasDoPeriodo, type Celula } from './movimento';
import { pagamentosConhecidos } from './pagamentos';
import { regrasDoGrupo } from './regras';

const reais = centavosParaReais;
const NOME_DA_FORMA = new Map<number, string>(Object.values(FORMAS_PAGTO).map((f) => [f.id, f.descricao]));
const COLUNA_DA_FORMA = new Map<number, FormaColuna>(Object.entries(FORMAS_COLUNAS).map(([coluna, f]) => [f.id, coluna as FormaColuna]));

/** The figures of a set of cells and what the estimate and the hour summary add to them, in centavos. */
interface Somas {
  celulas: Celula[];
  taxas: number;
  descontos: number;
  frete: number;
}

const vazias = (): Somas => ({ celulas: [], taxas: 0, descontos: 0, frete: 0 });

function figuras(s: Somas) {
  const m = medirGrupos(s.celulas.map((c) => ({ id_status: c.id_status, quantidade: c.pedidos, centavos: c.centavos })));
  const devolvidas = s.celulas.filter((c) => c.id_status === STATUS.devolvido.id);
  const devolucoes = devolvidas.reduce((t, c) => t + c.centavos, 0);
  return {
    centavos: m.faturamento,
    linha: {
      faturamento: reais(m.faturamento),
      pedidos: m.pedidos,
      descontos: reais(s.descontos),
      frete: reais(s.frete),
      taxas: reais(s.taxas),
      liquido: reais(m.faturamento - s.taxas),
      devolucoes: reais(devolucoes),
      devolvidos: devolvidas.reduce((t, c) => t + c.pedidos, 0),
    },
  };
}

/** The period's cells, with each cell's estimated fee and the discounts and freight, grouped by `chave`. */
async function somarPor(db: Kysely<DB>, escopo: EscopoFinanceiro, periodo: PeriodoResolvido, chave: (dia: string, idForma: number) => string): Promise<Map<string, Somas>> {
  const recorte = { sellers: escopo.sellers, de: periodo.de, ate: periodo.ate };
  const [celulas, acessorios, regras, conhecidos] = await Promise.all([
    celulasDoPeriodo(db, recorte),
    acessoriosDoPeriodo(db, recorte),
    regrasDoGrupo(db, escopo.idGrupo),
    pagamentosConhecidos(db, recorte),
  ]);
  const grupos = new Map<string, Somas>();
  const de = (k: string): Somas => {
    const g = grupos.get(k) ?? vazias();
    grupos.set(k, g);
    return g;
  };
  for (const c of celulas) de(chave(c.dia, c.id_forma_pagto)).celulas.push(c);
  for (const a of acessorios) {
    const g = de(chave(a.dia, a.id_forma_pagto));
    g.descontos += a.descontos;
    g.frete += a.frete;
  }
  for (const e of estimarCelulas(celulas.filter((c) => contaComoFaturamento(c.id_status)), conhecidos, regras)) de(chave(e.dia, e.id_forma_pagto)).taxas += e.taxa;
  return grupos;
}

const juntar = (grupos: Iterable<Somas>): Somas => {
  const t = vazias();
  for (const g of grupos) {
    t.celulas.push(...g.celulas);
    t.taxas += g.taxas;
    t.descontos += g.descontos;
    t.frete += g.frete;
  }
  return t;
};

/** The revenue of each payment method's column (faturamento by method), zero for a method not sold. */
function porFormaEmColunas(celulas: readonly Celula[]): Record<FormaColuna, number> {
  const centavos = Object.fromEntries(Object.keys(FORMAS_COLUNAS).map((c) => [c, 0])) as Record<FormaColuna, number>;
  for (const c of celulas) {
    const coluna = COLUNA_DA_FORMA.get(c.id_forma_pagto);
    if (coluna && contaComoFaturamento(c.id_status)) centavos[coluna] += c.centavos;
  }
  return Object.fromEntries(Object.entries(centavos).map(([k, v]) => [k, reais(v)])) as Record<FormaColuna, number>;
}

/** Every day of the period, one row each (a day without sales is a row of zeros), and the totals. */
export async function financeiroPorDia(db: Kysely<DB>, escopo: EscopoFinanceiro, periodo: PeriodoResolvido) {
  const grupos = await somarPor(db, escopo, periodo, (dia) => dia);
  const linhas = [];
  for (let dia = periodo.de; dia <= periodo.ate; dia = somarDias(dia, 1)) {
    const s = grupos.get(dia) ?? vazias();
    linhas.push({ chave: dia, grupo: chaveParaBR(dia), ...figuras(s).linha, ...porFormaEmColunas(s.celulas) });
  }
  const todas = juntar(grupos.values());
  return { linhas, totais: { ...figuras(todas).linha, ...porFormaEmColunas(todas.celulas) } };
}

/** One row per payment method with a sale or a return in the period, the largest revenue first. */
export async function financeiroPorForma(db: Kysely<DB>, escopo: EscopoFinanceiro, periodo: PeriodoResolvido) {
  const grupos = await somarPor(db, escopo, periodo, (_dia, idForma) => String(idForma));
  const todas = figuras(juntar(grupos.values()));
  const linhas = [...grupos.entries()]
    .map(([chave, s]) => ({ chave, s: figuras(s) }))
    .filter(({ s }) => s.linha.pedidos > 0 || s.linha.devolvidos > 0)
    .sort((a, b) => b.s.centavos - a.s.centavos || Number(a.chave) - Number(b.chave))
    .map(({ chave, s }) => ({
      chave,
      grupo: NOME_DA_FORMA.get(Number(chave)) ?? chave,
      ...s.linha,
      participacao: todas.centavos > 0 ? Math.round((s.centavos / todas.centavos) * 10_000) / 10_000 : 0,
    }));
  return { linhas, totais: { ...todas.linha, participacao: todas.centavos > 0 ? 1 : 0 } };
}

/** What arrives from today through the next 29 days, by day (every day a row) or by the money's method. */
export async function financeiroAReceber(db: Kysely<DB>, escopo: EscopoFinanceiro, agora: number, por: 'dia' | 'forma') {
  const hoje = diaChaveSP(agora);
  const ate = somarDias(hoje, DIAS_A_RECEBER - 1);
  const parcelas = await previsaoDeRecebimentos(db, escopo, { de: hoje, ate });
  const somas = new Map<string, { bruto: number; taxas: number; parcelas: number }>();
  for (const p of parcelas) {
    const k = por === 'dia' ? p.data : String(p.id_forma_pagto);
    const s = somas.get(k) ?? { bruto: 0, taxas: 0, parcelas: 0 };
    s.bruto += p.bruto;
    s.taxas += p.taxa;
    s.parcelas += 1;
    somas.set(k, s);
  }
  const linha = (chave: string, grupo: string, s = somas.get(chave) ?? { bruto: 0, taxas: 0, parcelas: 0 }) => ({
    chave,
    grupo,
    bruto: reais(s.bruto),
    taxas: reais(s.taxas),
    liquido: reais(s.bruto - s.taxas),
    parcelas: s.parcelas,
  });
  const chaves = por === 'dia' ? Array.from({ length: DIAS_A_RECEBER }, (_, i) => somarDias(hoje, i)) : [...somas.keys()].sort((a, b) => (somas.get(b)?.bruto ?? 0) - (somas.get(a)?.bruto ?? 0));
  const total = [...somas.values()].reduce((t, s) => ({ bruto: t.bruto + s.bruto, taxas: t.taxas + s.taxas, parcelas: t.parcelas + s.parcelas }), { bruto: 0, taxas: 0, parcelas: 0 });
  const { chave: _c, grupo: _g, ...totais } = linha('', '', total);
  return {
    linhas: chaves.map((k) => linha(k, por === 'dia' ? chaveParaBR(k) : (NOME_DA_FORMA.get(Number(k)) ?? k))),
    totais,
  };
}
