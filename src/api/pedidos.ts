import { z } from 'zod/mini';
import { isDataBR, isHoraBR, parseDataBR } from '../br/dates';
import { CANAL_CODES } from './catalogos';
import { Paginacao } from './envelope';

const id = z
  .number({ error: 'Informe um número' })
  .check(z.int({ error: 'Informe um número inteiro' }), z.positive({ error: 'Informe um número positivo' }));
const ids = (rotulo: string) => z.array(id, { error: `${rotulo}: informe uma lista de números` });

const dataBR = z.string({ error: 'Data deve ter o formato DD/MM/AAAA' }).check(z.refine(isDataBR, { error: 'Data inválida: use DD/MM/AAAA' }));
const horaBR = z.string({ error: 'Hora deve ter o formato HH:mm' }).check(z.refine(isHoraBR, { error: 'Hora inválida: use HH:mm (00:00 a 23:59)' }));

function diaOrdenavel(valor: string): number {
  const d = parseDataBR(valor);
  return d ? d.ano * 10000 + d.mes * 100 + d.dia : NaN;
}

export const LIMITE_MAX_PAGINA = 500;

/** The filter fields of the order list, shared by the list (with page and limit) and the export. */
const camposFiltro = {
  id_pessoa: z.nullish(ids('Sellers')),
  data_from_pedido: z.nullish(dataBR),
  data_to_pedido: z.nullish(dataBR),
  hora_from: z.nullish(horaBR),
  hora_to: z.nullish(horaBR),
  data_from_nfce: z.nullish(dataBR),
  data_to_nfce: z.nullish(dataBR),
  status_pedido: z.nullish(ids('Status')),
  forma_pagto: z.nullish(ids('Formas de pagamento')),
  numero_nfce: z.nullish(
    z.array(z.number({ error: 'Número de NFC-e deve ser numérico' }).check(z.int(), z.positive({ error: 'Número de NFC-e inválido' }))),
  ),
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
  por_status: z.array(Agregado),
  por_forma_pagto: z.array(Agregado),
});
export type Resumo = z.infer<typeof Resumo>;

export const ListaPedidosResposta = z.object({
  RES: z.object({ pedidos: z.array(Pedido), dashboard: Resumo }),
  PAG: Paginacao,
});
export type ListaPedidosResposta = z.infer<typeof ListaPedidosResposta>;

/** Columns of the order table and of the Excel export, in display order, with pt-BR headers. */
export const COLUNAS_PEDIDO = {
  id: 'Nº pedido',
  data_pedido: 'Data e hora',
  nome_seller: 'Seller',
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
 * columns to write, in order. The answer is the .xlsx itself, streamed.
 */
export const ExportPedidosBody = z
  .object({
    ...camposFiltro,
    colunas: z.array(z.enum(COLUNA_CODES, { error: 'Coluna desconhecida' })).check(z.minLength(1, { error: 'Escolha ao menos uma coluna' })),
  })
  .check(z.superRefine(validarIntervalos));
export type ExportPedidosBody = z.infer<typeof ExportPedidosBody>;
