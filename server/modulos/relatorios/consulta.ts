/**
 * One call of a declared report: the body read into the query's context (the period at the
 * request's instant, the comparison, the grouping, the stores checked against the user's group),
 * the query run (twice when compared, unless it reads both periods itself), and its answer cut at
 * the cap with its totals.
 */
import type { Kysely } from 'kysely';
import { toIsoSP } from '@retaguarda/contrato/br/dates';
import type { Coluna } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { MENSAGENS_RELATORIOS, type CorpoRelatorio } from '@retaguarda/contrato/relatorios/esquemas';
import { periodoBR, resolverComparacao, resolverPeriodo, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { DB } from '../../db/schema';
import { ErroDeValidacao } from '../../http/validacao';
import type { UsuarioSessao } from '../sessao/consultas/usuarios';
import { sellersPermitidos } from '../sessao/auth/guard';
import type { AlvoDoRelatorio, ContextoDaConsulta, FiltrosDoRelatorio, RelatorioImplementado } from './definir';

type Linha = Readonly<Record<string, unknown>>;

/** The report's answer, as the figures' route sends it and the sheet and the PDF read it. */
export interface RespostaRelatorio {
  periodo: { de: string; ate: string } | null;
  comparacao: { de: string; ate: string } | null;
  por: string | null;
  linhas: Linha[];
  totais: Linha;
  anteriores?: Linha[];
  totais_anteriores?: Linha;
  total: number;
  truncado: boolean;
  gerado_em: string;
}

/** The filter that names stores: a reference to the 'lojas' register. */
export function filtroDeLojas(decl: DeclaracaoRelatorio): string | undefined {
  return Object.entries(decl.filtros).find(([, c]) => (c.tipo === 'referencia' || c.tipo === 'referencias') && c.recurso === 'lojas')?.[0];
}

/** The period of the body at `agora`, held to the declared longest (400 naming `de`). */
function periodoDoCorpo(decl: DeclaracaoRelatorio, corpo: CorpoRelatorio, agora: number): PeriodoResolvido | null {
  if (!decl.periodo) return null;
  const personalizado = corpo.de !== undefined && corpo.ate !== undefined ? { de: corpo.de, ate: corpo.ate } : undefined;
  const p = resolverPeriodo(corpo.periodo ?? decl.periodo.padrao, agora, personalizado);
  if (p.dias > decl.periodo.maximoDias) throw new ErroDeValidacao('body', ['de'], MENSAGENS_RELATORIOS.periodoLongo(decl.periodo.maximoDias));
  return p;
}

export function contextoDaConsulta(
  decl: DeclaracaoRelatorio,
  corpo: CorpoRelatorio,
  u: UsuarioSessao,
  o: { db: Kysely<DB>; agora: number; alvo: AlvoDoRelatorio },
): ContextoDaConsulta<DeclaracaoRelatorio['filtros'], string> {
  const periodo = periodoDoCorpo(decl, corpo, o.agora);
  const lojas = filtroDeLojas(decl);
  const pedidas = lojas ? corpo.filtros[lojas] : undefined;
  const sellers = sellersPermitidos(u, Array.isArray(pedidas) ? pedidas.filter((x): x is number => typeof x === 'number') : typeof pedidas === 'number' ? [pedidas] : null);
  const dimensoes = Object.keys(decl.dimensoes ?? {});
  return {
    db: o.db,
    agora: o.agora,
    periodo,
    comparacao: periodo ? resolverComparacao(periodo, corpo.comparacao) : null,
    papel: 'principal',
    por: corpo.por ?? dimensoes[0] ?? null,
    // the body's schema read each filter with its field's filter schema
    filtros: corpo.filtros as FiltrosDoRelatorio<DeclaracaoRelatorio['filtros']>,
    escopo: { idGrupo: u.id_grupo, sellers },
    limite: o.alvo === 'tela' ? decl.limite : decl.limitePlanilha,
    alvo: o.alvo,
  };
}

const arredondar = (x: number, c: Coluna): number => (c.tipo === 'dinheiro' ? Math.round(x * 100) / 100 : x);

/** The declared totals columns summed over `linhas` (money to the centavo). */
function somar(decl: DeclaracaoRelatorio, linhas: readonly Linha[]): Linha {
  return Object.fromEntries(
    (decl.totais ?? []).map((k) => {
      const c: Coluna = decl.colunas.colunas[k];
      return [k, arredondar(linhas.reduce((s, l) => s + (typeof l[k] === 'number' ? l[k] : 0), 0), c)];
    }),
  );
}

/** Runs the report's query for the context and shapes its answer. */
export async function responderRelatorio(r: RelatorioImplementado, ctx: ContextoDaConsulta<DeclaracaoRelatorio['filtros'], string>): Promise<RespostaRelatorio> {
  const decl = r.declaracao;
  const principal = await r.consultar(ctx);
  const total = principal.total ?? principal.linhas.length;
  const linhas = principal.linhas.slice(0, ctx.limite);
  const resposta: RespostaRelatorio = {
    periodo: ctx.periodo ? periodoBR(ctx.periodo) : null,
    comparacao: ctx.comparacao ? periodoBR(ctx.comparacao) : null,
    por: ctx.por,
    linhas,
    totais: principal.totais ?? somar(decl, principal.linhas),
    total,
    truncado: total > linhas.length,
    gerado_em: toIsoSP(ctx.agora),
  };
  if (!ctx.comparacao) return resposta;
  const outra = principal.anteriores ? principal : await r.consultar({ ...ctx, periodo: ctx.comparacao, comparacao: null, papel: 'comparacao' });
  const anteriores = outra.anteriores ?? outra.linhas;
  return { ...resposta, anteriores: anteriores.slice(0, ctx.limite), totais_anteriores: outra.totais_anteriores ?? (outra === principal ? somar(decl, anteriores) : (outra.totais ?? somar(decl, anteriores))) };
}
