/**
 * Stock reports (/estoque/relatorios-estoque): the ABC curve, turnover and days of
 * cover, stock-outs and excess, valuation at average cost and dead stock, each on screen and as
 * an .xlsx. Documented in docs/api.md, 'Stock reports'. Money in reais; shares are fractions
 * (0.8 = 80 %); every list capped, `truncado` saying when rows were left out.
 */
import { z } from 'zod/mini';
import { esquemaDaLinha } from '../relatorios/colunas';
import { COLUNAS_ABC, COLUNAS_GIRO, COLUNAS_PARADO, COLUNAS_RUPTURAS, COLUNAS_VALOR_POR_FAMILIA, COLUNAS_VALOR_POR_LOJA } from '../relatorios/estoque';
import { ARQUIVO } from './arquivo';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { idPositivo } from './ids';
import { listaLimitada } from './listas';

export const LIMITES_RELATORIOS_ESTOQUE = {
  /** Rows of one list on screen. */
  linhas: 500,
  /** Rows of one sheet of the .xlsx. */
  linhasPlanilha: 10_000,
  /** The period spans at most two years. */
  periodoDias: 731,
  diasSemVenda: 1825,
  diasCobertura: 3650,
} as const;

export const PADROES_RELATORIOS_ESTOQUE = {
  /** Days back from `ate` when the period is left open: the last 12 months. */
  diasPeriodo: 365,
  diasSemVenda: 90,
  diasCobertura: 180,
  /** Stock-outs and days of cover look at the sales of this many days before now. */
  diasRecentes: 30,
} as const;

/** Each report with its title on screen (tab and sheet). */
export const RELATORIOS_ESTOQUE = {
  abc: 'Curva ABC',
  giro: 'Giro e cobertura',
  rupturas: 'Rupturas e excessos',
  valorizacao: 'Valorização',
  parado: 'Estoque parado',
} as const;
export type RelatorioEstoque = keyof typeof RELATORIOS_ESTOQUE;
export const RELATORIOS_ESTOQUE_IDS = Object.keys(RELATORIOS_ESTOQUE) as [RelatorioEstoque, ...RelatorioEstoque[]];

export { CLASSES_ABC, type ClasseAbc } from '../relatorios/estoque';
export const CORTES_ABC = { A: 0.8, B: 0.95 } as const;

export const MENSAGENS_RELATORIOS_ESTOQUE = {
  periodoInvertido: 'A data final é anterior à inicial',
  periodoLongo: `O período pode ter no máximo ${LIMITES_RELATORIOS_ESTOQUE.periodoDias} dias`,
  relatorioInvalido: 'Relatório inválido',
} as const;

/** Year 2100: a later instant is a typo. */
const INSTANTE_MAXIMO = 4_102_444_800_000;
const DIA = 86_400_000;
const instante = z.number({ error: 'Data inválida' }).check(z.int({ error: 'Data inválida' }), z.minimum(0, { error: 'Data inválida' }), z.maximum(INSTANTE_MAXIMO, { error: 'Data inválida' }));
const dias = (maximo: number) =>
  z.number({ error: 'Informe o número de dias' }).check(z.int({ error: 'Informe um número inteiro de dias' }), z.minimum(1, { error: 'Informe ao menos 1 dia' }), z.maximum(maximo, { error: `No máximo ${maximo} dias` }));

export const ConsultaRelatorioEstoqueBody = z
  .object({
    id_seller: z.optional(idPositivo('Loja inválida')),
    id_produto_base: z.optional(idPositivo('Família inválida')),
    /** Epoch ms, inclusive; open: the 365 days up to `ate` (or now). */
    de: z.optional(instante),
    ate: z.optional(instante),
    /** Dead stock: no sale for this many days, or never sold. */
    dias_sem_venda: z._default(dias(LIMITES_RELATORIOS_ESTOQUE.diasSemVenda), PADROES_RELATORIOS_ESTOQUE.diasSemVenda),
    /** Excess: more days of cover than this. */
    dias_cobertura: z._default(dias(LIMITES_RELATORIOS_ESTOQUE.diasCobertura), PADROES_RELATORIOS_ESTOQUE.diasCobertura),
  })
  .check(
    z.refine((b) => b.de === undefined || b.ate === undefined || b.de <= b.ate, { error: MENSAGENS_RELATORIOS_ESTOQUE.periodoInvertido, path: ['ate'] }),
    z.refine((b) => b.de === undefined || b.ate === undefined || b.ate - b.de <= LIMITES_RELATORIOS_ESTOQUE.periodoDias * DIA, {
      error: MENSAGENS_RELATORIOS_ESTOQUE.periodoLongo,
      path: ['de'],
    }),
  );
export type ConsultaRelatorioEstoqueBody = z.input<typeof ConsultaRelatorioEstoqueBody>;

const linhas = <T extends z.ZodMiniType>(item: T) => listaLimitada(item, LIMITES_RELATORIOS_ESTOQUE.linhas);
/** The period the figures cover (epoch ms) and whether rows were left out of the list. */
const cabecalho = { de: z.number(), ate: z.number(), total: z.number(), truncado: z.boolean() };

// ---- ABC ----

// each row's fields, labels and formats: contrato/relatorios/estoque.ts
export const ItemAbc = esquemaDaLinha(COLUNAS_ABC);
export type ItemAbc = z.infer<typeof ItemAbc>;

const TotalClasse = z.object({ produtos: z.number(), receita: z.number(), participacao: z.number() });
export const RelatorioAbc = z.object({
  ...cabecalho,
  itens: linhas(ItemAbc),
  receita_total: z.number(),
  /** Over every product of the period, not only the rows listed. */
  classes: z.object({ A: TotalClasse, B: TotalClasse, C: TotalClasse }),
});
export type RelatorioAbc = z.infer<typeof RelatorioAbc>;

// ---- turnover and days of cover ----

export const ItemGiro = esquemaDaLinha(COLUNAS_GIRO);
export type ItemGiro = z.infer<typeof ItemGiro>;

export const RelatorioGiro = z.object({
  ...cabecalho,
  itens: linhas(ItemGiro),
  totais: z.object({ vendidas: z.number(), estoque_medio: z.number(), giro: z.nullable(z.number()) }),
});
export type RelatorioGiro = z.infer<typeof RelatorioGiro>;

// ---- stock-outs and excess ----

export const ItemRuptura = esquemaDaLinha(COLUNAS_RUPTURAS);
export type ItemRuptura = z.infer<typeof ItemRuptura>;

export const RupturasPorLoja = z.object({ id_seller: z.number(), loja: z.string(), rupturas: z.number(), excessos: z.number() });
export const RelatorioRupturas = z.object({
  ...cabecalho,
  itens: linhas(ItemRuptura),
  rupturas: z.number(),
  excessos: z.number(),
  valor_excedente: z.number(),
  por_loja: listaLimitada(RupturasPorLoja, 1000),
});
export type RelatorioRupturas = z.infer<typeof RelatorioRupturas>;

// ---- valuation ----

const Valor = { unidades: z.number(), valor: z.number() };
export const ValorPorLoja = esquemaDaLinha(COLUNAS_VALOR_POR_LOJA);
export const ValorPorFamilia = esquemaDaLinha(COLUNAS_VALOR_POR_FAMILIA);
export type ValorPorFamilia = z.infer<typeof ValorPorFamilia>;
export const RelatorioValorizacao = z.object({
  ...cabecalho,
  por_loja: listaLimitada(ValorPorLoja, 1000),
  por_familia: linhas(ValorPorFamilia),
  totais: z.object(Valor),
});
export type RelatorioValorizacao = z.infer<typeof RelatorioValorizacao>;

// ---- dead stock ----

export const ItemParado = esquemaDaLinha(COLUNAS_PARADO);
export type ItemParado = z.infer<typeof ItemParado>;

export const RelatorioParado = z.object({
  ...cabecalho,
  itens: linhas(ItemParado),
  totais: z.object(Valor),
  por_loja: listaLimitada(z.object({ id_seller: z.number(), loja: z.string(), produtos: z.number(), ...Valor }), 1000),
});
export type RelatorioParado = z.infer<typeof RelatorioParado>;

export const RelatorioEstoqueParams = z.object({ relatorio: z.enum(RELATORIOS_ESTOQUE_IDS, { error: MENSAGENS_RELATORIOS_ESTOQUE.relatorioInvalido }) });

const base = '/v2/estoque/relatorios';
const corpo = ConsultaRelatorioEstoqueBody;
export const ROTAS_RELATORIOS_ESTOQUE = defineEndpoints({
  abc: { metodo: 'PUT', caminho: `${base}/abc/consulta`, corpo, resposta: envelope(RelatorioAbc), acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
  giro: { metodo: 'PUT', caminho: `${base}/giro/consulta`, corpo, resposta: envelope(RelatorioGiro), acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
  rupturas: { metodo: 'PUT', caminho: `${base}/rupturas/consulta`, corpo, resposta: envelope(RelatorioRupturas), acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
  valorizacao: { metodo: 'PUT', caminho: `${base}/valorizacao/consulta`, corpo, resposta: envelope(RelatorioValorizacao), acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
  parado: { metodo: 'PUT', caminho: `${base}/parado/consulta`, corpo, resposta: envelope(RelatorioParado), acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
  /** The same body; the report's rows (up to linhasPlanilha) as an .xlsx. */
  xlsx: { metodo: 'PUT', caminho: `${base}/:relatorio/xlsx`, parametros: RelatorioEstoqueParams, corpo, resposta: ARQUIVO, seguranca: ['exportacao'], acesso: { chave: 'estoque_relatorios_de_estoque' }, escopo: 'grupo' },
});
