import { z } from 'zod/mini';
import { isDataBR, isHoraBR, parseDataBR } from '../br/dates';
import { CANAL_CODES, TIPO_ENTREGA_CODES } from './catalogos';
import { Paginacao } from './envelope';
import { LIMITES_LISTA, listaLimitada, listaUnica } from './listas';

const id = z
  .number({ error: 'Informe um número' })
  .check(z.int({ error: 'Informe um número inteiro' }), z.positive({ error: 'Informe um número positivo' }));
const ids = (rotulo: string, maximo: number) => listaUnica(id, maximo, rotulo, 'uma lista de números');

const dataBR = z.string({ error: 'Data deve ter o formato DD/MM/AAAA' }).check(z.refine(isDataBR, { error: 'Data inválida: use DD/MM/AAAA' }));
const horaBR = z.string({ error: 'Hora deve ter o formato HH:mm' }).check(z.refine(isHoraBR, { error: 'Hora inválida: use HH:mm (00:00 a 23:59)' }));

function diaOrdenavel(valor: string): number {
  const d = parseDataBR(valor);
  return d ? d.ano * 10000 + d.mes * 100 + d.dia : NaN;
}

export const LIMITE_MAX_PAGINA = 500;

/** Longest text the quick search accepts (after trimming). */
export const BUSCA_MAX = 100;

/** Sort keys of the order list; every order ties on id in the same direction. */
export const ORDENACOES = ['data_pedido', 'id', 'cliente', 'status', 'valor_total'] as const;
export type OrdenarPor = (typeof ORDENACOES)[number];
export const ORDENS = ['asc', 'desc'] as const;
export type Ordem = (typeof ORDENS)[number];
export const ORDENACAO_PADRAO: { ordenar_por: OrdenarPor; ordem: Ordem } = { ordenar_por: 'data_pedido', ordem: 'desc' };

/** The filter fields of the order list, shared by the list (with page and limit) and the export. */
const camposFiltro = {
  id_pessoa: z.nullish(ids('Lojas', LIMITES_LISTA.sellers)),
  data_from_pedido: z.nullish(dataBR),
  data_to_pedido: z.nullish(dataBR),
  hora_from: z.nullish(horaBR),
  hora_to: z.nullish(horaBR),
  data_from_nfce: z.nullish(dataBR),
  data_to_nfce: z.nullish(dataBR),
  status_pedido: z.nullish(ids('Status', LIMITES_LISTA.catalogo)),
  forma_pagto: z.nullish(ids('Formas de pagamento', LIMITES_LISTA.catalogo)),
  numero_nfce: z.nullish(
    listaUnica(
      z.number({ error: 'Número de NFC-e deve ser numérico' }).check(z.int(), z.positive({ error: 'Número de NFC-e inválido' })),
      LIMITES_LISTA.numerosNfce,
      'Números de NFC-e',
      'uma lista de números',
    ),
  ),
  /** Kinds of delivery (balcao, retirada, entrega); empty means every kind. */
  tipo_entrega: z.nullish(
    listaUnica(
      z.enum(TIPO_ENTREGA_CODES, { error: "Tipo de entrega desconhecido: use 'balcao', 'retirada' ou 'entrega'" }),
      TIPO_ENTREGA_CODES.length,
      'Tipos de entrega',
      'uma lista de tipos',
    ),
  ),
  /** true: only orders with an NFC-e (authorised or cancelled); false: only orders without one. */
  com_nfce: z.nullish(z.boolean({ error: 'Com NFC-e deve ser verdadeiro ou falso' })),
  /**
   * One search box: order number, client name (any part, case and accents ignored), CPF/CNPJ
   * with or without mask, e-mail, phone, NFC-e number or access key. Empty means no search.
   */
  busca: z.nullish(
    z.string({ error: 'A busca deve ser um texto' }).check(z.trim(), z.maxLength(BUSCA_MAX, { error: `A busca aceita no máximo ${BUSCA_MAX} caracteres` })),
  ),
  /** Absent: 'data_pedido'. */
  ordenar_por: z.nullish(z.enum(ORDENACOES, { error: 'Ordenação desconhecida: use data_pedido, id, cliente, status ou valor_total' })),
  /** Absent: 'desc'. */
  ordem: z.nullish(z.enum(ORDENS, { error: "A ordem deve ser 'asc' ou 'desc'" })),
};

/** The order filter without pagination: what the list and the export share. */
export const CamposFiltroPedidos = z.object(camposFiltro);
type CamposFiltro = z.infer<typeof CamposFiltroPedidos>;

/** Each range must not end before it starts; the error names the field that closes the range. */
function validarIntervalos(f: CamposFiltro, ctx: z.core.$RefinementCtx<CamposFiltro>): void {
  const pares = [
    ['data_from_pedido', 'data_to_pedido', 'A data final do pedido é anterior à inicial'],
    ['data_from_nfce', 'data_to_nfce', 'A data final da NFC-e é anterior à inicial'],
  ] as const;
  for (const [de, ate, mensagem] of pares) {
    const a = f[de];
    const b = f[ate];
    if (a && b && diaOrdenavel(a) > diaOrdenavel(b)) ctx.addIssue({ code: 'custom', path: [ate], message: mensagem });
  }
  if (f.hora_from && f.hora_to && f.hora_from > f.hora_to) {
    ctx.addIssue({ code: 'custom', path: ['hora_to'], message: 'A hora final é anterior à inicial' });
  }
}

/** Body of PUT /v2/vendas/lista-pedidos. Absent or empty fields mean no restriction. */
export const FiltroPedidos = z
  .object({
    page: z.number({ error: 'Informe a página' }).check(z.int(), z.minimum(1, { error: 'A página começa em 1' })),
    limit: z
      .number({ error: 'Informe o limite' })
      .check(
        z.int(),
        z.minimum(1, { error: 'O limite mínimo é 1' }),
        z.maximum(LIMITE_MAX_PAGINA, { error: `O limite máximo é ${LIMITE_MAX_PAGINA}` }),
      ),
    ...camposFiltro,
  })
  .check(z.superRefine(validarIntervalos));
export type FiltroPedidos = z.infer<typeof FiltroPedidos>;

export const NfceResumo = z.object({
  numero: z.int(),
  serie: z.int(),
  chave: z.string(),
  data_emissao: z.string(),
});
export type NfceResumo = z.infer<typeof NfceResumo>;

export const Pedido = z.object({
  id: z.int().check(z.positive()),
  data_pedido: z.string(),
  id_pessoa: z.int().check(z.positive()),
  nome_seller: z.string(),
  cliente: z.nullable(z.object({ id: z.int().check(z.positive()), nome: z.string(), cpf_cnpj: z.nullable(z.string()) })),
  canal: z.enum(CANAL_CODES),
  status_pedido: z.object({ id: z.int(), descricao: z.string() }),
  forma_pagto: z.object({ id: z.int(), descricao: z.string() }),
  quantidade_itens: z.int(),
  valor_produtos: z.number(),
  valor_desconto: z.number(),
  valor_frete: z.number(),
  valor_total: z.number(),
  nfce: z.nullable(NfceResumo),
  /** The NFC-e's state: 'cancelada' after its cancellation event; null without an NFC-e. */
  nfce_situacao: z.nullable(z.enum(['autorizada', 'cancelada'])),
  /** The goods are handed over at a store (a counter sale or a pickup): decides whether an NFC-e fits. */
  retirada_na_loja: z.boolean(),
  /** How the order reaches its customer (TIPOS_ENTREGA): at the counter, collected later, or shipped. */
  tipo_entrega: z.enum(TIPO_ENTREGA_CODES),
});
export type Pedido = z.infer<typeof Pedido>;

const Agregado = z.object({
  id: z.int(),
  descricao: z.string(),
  quantidade: z.int(),
  valor_total: z.number(),
});
export type Agregado = z.infer<typeof Agregado>;

/** Summary of the whole filtered set, not just the page. */
export const Resumo = z.object({
  quantidade_pedidos: z.int(),
  valor_total: z.number(),
  ticket_medio: z.number(),
  por_status: listaLimitada(Agregado, LIMITES_LISTA.catalogo),
  por_forma_pagto: listaLimitada(Agregado, LIMITES_LISTA.catalogo),
});
export type Resumo = z.infer<typeof Resumo>;

export const ListaPedidosResposta = z.object({
  RES: z.object({ pedidos: listaLimitada(Pedido, LIMITE_MAX_PAGINA), dashboard: Resumo }),
  PAG: Paginacao,
});
export type ListaPedidosResposta = z.infer<typeof ListaPedidosResposta>;

/** Columns of the order table and of the Excel export, in display order, with pt-BR headers. */
export const COLUNAS_PEDIDO = {
  id: 'Nº pedido',
  data_pedido: 'Data e hora',
  nome_seller: 'Loja',
  cliente: 'Cliente',
  cpf_cnpj: 'CPF/CNPJ',
  canal: 'Canal',
  status_pedido: 'Status',
  forma_pagto: 'Forma de pagamento',
  quantidade_itens: 'Itens',
  valor_produtos: 'Produtos (R$)',
  valor_desconto: 'Desconto (R$)',
  valor_frete: 'Frete (R$)',
  valor_total: 'Total (R$)',
  nfce: 'NFC-e',
} as const;
export type ColunaPedido = keyof typeof COLUNAS_PEDIDO;
export const COLUNA_CODES = Object.keys(COLUNAS_PEDIDO) as [ColunaPedido, ...ColunaPedido[]];

/**
 * Body of PUT /v2/vendas/lista-pedidos/xls: the list's filter without pagination plus the
 * columns to write, in order. The answer is the .xlsx itself, streamed. CPF/CNPJ come masked as
 * on screen unless `documentos_completos` is true (that export is written to the security log).
 */
export const ExportPedidosBody = z
  .object({
    ...camposFiltro,
    colunas: z.pipe(
      listaUnica(z.enum(COLUNA_CODES, { error: 'Coluna desconhecida' }), LIMITES_LISTA.catalogo, 'Colunas'),
      z.array(z.enum(COLUNA_CODES)).check(z.minLength(1, { error: 'Escolha ao menos uma coluna' })),
    ),
    documentos_completos: z.nullish(z.boolean({ error: 'documentos_completos deve ser verdadeiro ou falso' })),
  })
  .check(z.superRefine(validarIntervalos));
export type ExportPedidosBody = z.infer<typeof ExportPedidosBody>;
