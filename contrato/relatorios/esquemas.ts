/**
 * A declared report's body and answer on the wire, both from its declaration: the body takes the
 * period (a preset or a custom range), the comparison, the grouping and the filters (each with the
 * register engine's filter schema, unknown ones refused by name); the answer holds the rows up to
 * the cap, their totals and, when compared, the other period's.
 */
import { z } from 'zod/mini';
import { envelope } from '../api/envelope';
import { listaLimitada } from '../api/listas';
import { zDataBR } from '../br/zod';
import { parseDataBR } from '../br/dates';
import { esquemaFiltro } from '../recursos/esquemas';
import type { Campo } from '../recursos/campos';
import { esquemaDaLinha, type Coluna } from './colunas';
import { COMPARACOES_IDS, PERIODOS_IDS, type Comparacao, type DeclaracaoRelatorio, type Periodo } from './declarar';

export const MENSAGENS_RELATORIOS = {
  periodoDesconhecido: 'Período desconhecido: use hoje, ontem, ultimos_7, ultimos_30, ultimos_90, este_mes, mes_passado, este_ano ou personalizado',
  semPeriodo: 'Este relatório mostra o momento atual: não há período a escolher',
  faltaDe: 'Informe o início do período (de) no período personalizado',
  faltaAte: 'Informe o fim do período (até) no período personalizado',
  datasSemPersonalizado: 'Para escolher as datas (de e até), use o período personalizado',
  periodoInvertido: 'O fim do período (até) vem antes do início (de)',
  periodoLongo: (dias: number) => `O período tem no máximo ${dias} dias`,
  comparacaoDesconhecida: 'Comparação desconhecida: use nenhuma, periodo_anterior ou ano_anterior',
  semComparacao: 'Este relatório não tem comparação',
  dimensaoDesconhecida: (opcoes: readonly string[]) => `Agrupamento desconhecido: use ${opcoes.join(', ')}`,
  filtroDesconhecido: (nomes: readonly string[]) => `Filtro desconhecido: ${nomes.join(', ')}`,
  filtrosInvalidos: 'Os filtros devem ser um objeto',
} as const;

/** A report's body once read: defaults filled in; `de` and `ate` only with 'personalizado'. */
export interface CorpoRelatorio {
  periodo?: Periodo;
  de?: string;
  ate?: string;
  comparacao: Comparacao;
  por?: string;
  filtros: Readonly<Record<string, unknown>>;
}

/** The body's fields as the client may send them (before defaults). */
export type CorpoRelatorioEnviado = Partial<CorpoRelatorio>;

const diasDoIntervalo = (de: string, ate: string): number => {
  const a = parseDataBR(de);
  const b = parseDataBR(ate);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.ano, b.mes - 1, b.dia) - Date.UTC(a.ano, a.mes - 1, a.dia)) / 86_400_000) + 1;
};

const ordemBR = (d: string): string => d.split('/').reverse().join('');

/** The PUT body of a report's routes (figures, .xlsx, PDF) and of a saved query's view. */
export function esquemaCorpoRelatorio<F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(
  decl: DeclaracaoRelatorio<F, D, G>,
): z.ZodMiniType<CorpoRelatorio, CorpoRelatorioEnviado> {
  const p = decl.periodo;
  const nomesFiltros = Object.keys(decl.filtros);
  const filtros = Object.fromEntries(Object.entries<Campo>(decl.filtros).map(([nome, campo]) => [nome, z.optional(esquemaFiltro(campo))]));
  const dimensoes = Object.keys(decl.dimensoes ?? {});
  const forma = {
    periodo: p
      ? z._default(z.enum(PERIODOS_IDS, { error: MENSAGENS_RELATORIOS.periodoDesconhecido }), p.padrao)
      : z.optional(z.never({ error: MENSAGENS_RELATORIOS.semPeriodo })),
    de: z.optional(zDataBR),
    ate: z.optional(zDataBR),
    comparacao: z._default(
      p?.comparavel ? z.enum(COMPARACOES_IDS, { error: MENSAGENS_RELATORIOS.comparacaoDesconhecida }) : z.enum(['nenhuma'], { error: MENSAGENS_RELATORIOS.semComparacao }),
      'nenhuma',
    ),
    por:
      dimensoes.length > 0
        ? z._default(z.enum(dimensoes as [string, ...string[]], { error: MENSAGENS_RELATORIOS.dimensaoDesconhecida(dimensoes) }), dimensoes[0] ?? '')
        : z.optional(z.never({ error: MENSAGENS_RELATORIOS.dimensaoDesconhecida(['nenhum: o relatório não se agrupa']) })),
    filtros: z._default(
      z.strictObject(filtros, {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? MENSAGENS_RELATORIOS.filtroDesconhecido(issue.keys.length > 0 ? issue.keys : nomesFiltros)
            : issue.code === 'invalid_type'
              ? MENSAGENS_RELATORIOS.filtrosInvalidos
              : undefined,
      }),
      {},
    ),
  };
  const personalizado = (b: { periodo?: string }) => b.periodo === 'personalizado';
  return z.object(forma).check(
    z.refine((b) => !personalizado(b) || b.de !== undefined, { error: MENSAGENS_RELATORIOS.faltaDe, path: ['de'] }),
    z.refine((b) => !personalizado(b) || b.ate !== undefined, { error: MENSAGENS_RELATORIOS.faltaAte, path: ['ate'] }),
    z.refine((b) => personalizado(b) || (b.de === undefined && b.ate === undefined), { error: MENSAGENS_RELATORIOS.datasSemPersonalizado, path: ['periodo'] }),
    z.refine((b) => b.de === undefined || b.ate === undefined || ordemBR(b.de) <= ordemBR(b.ate), { error: MENSAGENS_RELATORIOS.periodoInvertido, path: ['ate'] }),
    z.refine((b) => !p || b.de === undefined || b.ate === undefined || diasDoIntervalo(b.de, b.ate) <= p.maximoDias, {
      error: MENSAGENS_RELATORIOS.periodoLongo(p?.maximoDias ?? 0),
      path: ['de'],
    }),
  ) as unknown as z.ZodMiniType<CorpoRelatorio, CorpoRelatorioEnviado>;
}

/** A period on the wire: both ends as DD/MM/YYYY, inclusive. */
export const PeriodoBR = z.object({ de: z.string(), ate: z.string() });
export type PeriodoBR = z.infer<typeof PeriodoBR>;

/**
 * The figures' answer (RES). `linhas` holds at most `limite` rows of `total`, `truncado` when rows
 * were left out; `totais` cover every row. `anteriores` and `totais_anteriores` come only with a
 * comparison. `gerado_em`: ISO 8601 with the São Paulo offset.
 */
export function esquemaRespostaRelatorio<F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(decl: DeclaracaoRelatorio<F, D, G>) {
  const linha = esquemaDaLinha(decl.colunas);
  const totais = z.partial(linha);
  return envelope(
    z.object({
      periodo: z.nullable(PeriodoBR),
      comparacao: z.nullable(PeriodoBR),
      por: z.nullable(z.string()),
      linhas: listaLimitada(linha, decl.limite),
      totais,
      anteriores: z.optional(listaLimitada(linha, decl.limite)),
      totais_anteriores: z.optional(totais),
      total: z.int(),
      truncado: z.boolean(),
      gerado_em: z.string(),
    }),
  );
}
