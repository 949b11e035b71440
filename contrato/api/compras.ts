/**
 * Purchasing: purchase orders to suppliers and their receipt against the supplier's
 * NF-e, which posts the stock entries and moves the average cost. Documented in docs/api.md,
 * 'Purchasing'. Money travels in reais with at most two decimals, stored in centavos.
 */
import { z } from 'zod/mini';
import { zQuantidade, zReais } from '../br/zod';
import { validarChaveNfe } from '../br/chaveAcesso';
import type { Acesso } from '../modulos/acesso';
import { defineEndpoints } from '../modulos/declaracao';
import { ARQUIVO } from './arquivo';
import { envelope } from './envelope';
import { idParam, idPositivo } from './ids';
import { listaLimitada } from './listas';
import { ROTA_SUGESTOES_COMPRA } from './sugestoesCompra';

export const LIMITES_COMPRAS = {
  itens: 300,
  quantidade: 99_999,
  porPagina: 100,
  texto: 500,
  /** A unit cost above R$ 1.000.000,00 is a typo. */
  custoReais: 1_000_000,
} as const;

/** The life of a purchase order; received and cancelled are final. */
export const SITUACOES_COMPRA = {
  rascunho: 'Rascunho',
  enviado: 'Enviado ao fornecedor',
  parcial: 'Recebido em parte',
  recebido: 'Recebido',
  cancelado: 'Cancelado',
} as const;
export type SituacaoCompra = keyof typeof SITUACOES_COMPRA;
export const SITUACOES_COMPRA_IDS = Object.keys(SITUACOES_COMPRA) as [SituacaoCompra, ...SituacaoCompra[]];

/** What may follow each situation (receipts move enviado/parcial themselves). */
export const TRANSICOES_COMPRA: Readonly<Record<SituacaoCompra, readonly SituacaoCompra[]>> = {
  rascunho: ['enviado', 'cancelado'],
  enviado: ['parcial', 'recebido', 'cancelado'],
  parcial: ['parcial', 'recebido'],
  recebido: [],
  cancelado: [],
};

export const podeReceber = (s: SituacaoCompra): boolean => s === 'enviado' || s === 'parcial';
export const podeEditar = (s: SituacaoCompra): boolean => s === 'rascunho';

export const MENSAGENS_COMPRAS = {
  naoEncontrado: 'Pedido de compra não encontrado',
  fornecedorInvalido: 'Fornecedor não encontrado',
  lojaInvalida: 'Loja não encontrada',
  produtoInvalido: 'Produto não encontrado',
  produtoRepetido: 'O mesmo produto aparece mais de uma vez',
  somenteRascunho: 'Só um rascunho pode ser alterado',
  naoRecebivel: 'Só um pedido enviado ao fornecedor pode ser recebido',
  naoCancelavel: 'Um pedido já recebido, mesmo em parte, não pode ser cancelado',
  versaoConflitante: 'Este pedido de compra foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  itemForaDoPedido: 'Este produto não está no pedido de compra',
  recebimentoVazio: 'Informe ao menos um item recebido',
  avariaMaiorQueRecebido: 'As avariadas não podem passar das recebidas',
  chaveRepetida: 'Esta nota fiscal já foi recebida',
} as const;

const quantidade = zQuantidade(LIMITES_COMPRAS.quantidade);
const quantidadeOuZero = zQuantidade(LIMITES_COMPRAS.quantidade, 0);
const custo = zReais.check(z.minimum(0, { error: 'O custo não pode ser negativo' }), z.maximum(LIMITES_COMPRAS.custoReais, { error: 'Custo acima de R$ 1.000.000,00: confira o valor' }));
const texto = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: `No máximo ${max} caracteres` }))));
const dia = z.string({ error: 'Data inválida' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida' }));

export const ItemCompraBody = z.object({ id_produto: idPositivo('Produto inválido'), quantidade, custo_unitario: custo });

export const PedidoCompraBody = z.object({
  id_fornecedor: idPositivo('Escolha o fornecedor'),
  id_seller: idPositivo('Escolha a loja que recebe'),
  previsao_entrega: z.nullable(dia),
  condicoes_pagamento: texto(120),
  observacao: texto(LIMITES_COMPRAS.texto),
  itens: z
    .array(ItemCompraBody, { error: 'Informe os itens' })
    .check(z.minLength(1, { error: 'Inclua ao menos um item' }), z.maxLength(LIMITES_COMPRAS.itens, { error: `No máximo ${LIMITES_COMPRAS.itens} itens` })),
});
export type PedidoCompraBody = z.infer<typeof PedidoCompraBody>;

export const ItemCompra = z.object({
  id_produto: z.number(),
  produto: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  quantidade: z.number(),
  /** Reais a unit. */
  custo_unitario: z.number(),
  recebido: z.number(),
  avariado: z.number(),
});
export type ItemCompra = z.infer<typeof ItemCompra>;

export const Recebimento = z.object({
  id: z.number(),
  em: z.number(),
  usuario: z.nullable(z.string()),
  chave_nfe: z.nullable(z.string()),
  observacao: z.nullable(z.string()),
  itens: listaLimitada(z.object({ id_produto: z.number(), produto: z.string(), recebido: z.number(), avariado: z.number() }), LIMITES_COMPRAS.itens),
});
export type Recebimento = z.infer<typeof Recebimento>;

export const PedidoCompra = z.object({
  id: z.number(),
  situacao: z.enum(SITUACOES_COMPRA_IDS),
  id_fornecedor: z.number(),
  fornecedor: z.string(),
  id_seller: z.number(),
  loja: z.string(),
  previsao_entrega: z.nullable(z.string()),
  condicoes_pagamento: z.nullable(z.string()),
  observacao: z.nullable(z.string()),
  /** Reais: the sum of quantity × cost. */
  total: z.number(),
  criado_em: z.number(),
  criado_por: z.nullable(z.string()),
  enviado_em: z.nullable(z.number()),
  recebido_em: z.nullable(z.number()),
  cancelado_em: z.nullable(z.number()),
  motivo_cancelamento: z.nullable(z.string()),
  /** Past its expected day and not fully received. */
  atrasado: z.boolean(),
  version: z.number(),
  itens: listaLimitada(ItemCompra, LIMITES_COMPRAS.itens),
  recebimentos: listaLimitada(Recebimento, 200),
});
export type PedidoCompra = z.infer<typeof PedidoCompra>;

export const ResumoPedidoCompra = z.object({
  id: z.number(),
  situacao: z.enum(SITUACOES_COMPRA_IDS),
  fornecedor: z.string(),
  id_fornecedor: z.number(),
  loja: z.string(),
  previsao_entrega: z.nullable(z.string()),
  total: z.number(),
  itens: z.number(),
  criado_em: z.number(),
  atrasado: z.boolean(),
});
export type ResumoPedidoCompra = z.infer<typeof ResumoPedidoCompra>;

export const ConsultaPedidosCompraBody = z.object({
  situacoes: z.optional(listaLimitada(z.enum(SITUACOES_COMPRA_IDS), SITUACOES_COMPRA_IDS.length)),
  id_fornecedor: z.optional(idPositivo('Fornecedor inválido')),
  id_seller: z.optional(idPositivo('Loja inválida')),
  atrasados: z.optional(z.boolean()),
  pagina: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  por_pagina: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(LIMITES_COMPRAS.porPagina)), 25),
});
export type ConsultaPedidosCompraBody = z.input<typeof ConsultaPedidosCompraBody>;
export const ListaPedidosCompra = z.object({ itens: listaLimitada(ResumoPedidoCompra, LIMITES_COMPRAS.porPagina), total: z.number() });
export type ListaPedidosCompra = z.infer<typeof ListaPedidosCompra>;

export const PedidoCompraParams = z.object({ id: idParam('Pedido de compra inválido') });
export const VersaoBody = z.object({ version: z.number().check(z.int(), z.positive()) });
export const CancelarCompraBody = z.object({
  version: z.number().check(z.int(), z.positive()),
  motivo: z.string({ error: 'Informe o motivo do cancelamento' }).check(z.trim(), z.minLength(3, { error: 'Informe o motivo do cancelamento' }), z.maxLength(200)),
});
export type CancelarCompraBody = z.infer<typeof CancelarCompraBody>;
export const EditarPedidoCompraBody = z.extend(PedidoCompraBody, { version: z.number().check(z.int(), z.positive()) });
export type EditarPedidoCompraBody = z.infer<typeof EditarPedidoCompraBody>;

/** The supplier's NF-e access key: 44 digits, model 55, its check digit right. Blank: received without the invoice yet. */
export const zChaveNfe = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || validarChaveNfe(v.replace(/\D/g, '')).ok, { error: (i) => (typeof i.input === 'string' ? (validarChaveNfe(i.input.replace(/\D/g, '')) as { motivo?: string }).motivo : undefined) ?? 'Chave de acesso inválida' }),
);

export const RecebimentoBody = z.object({
  version: z.number().check(z.int(), z.positive()),
  chave_nfe: z.optional(zChaveNfe),
  observacao: texto(LIMITES_COMPRAS.texto),
  /** Close the order with what came: the missing units are not awaited any more. */
  encerrar: z._default(z.boolean(), false),
  itens: z
    .array(z.object({ id_produto: idPositivo('Produto inválido'), recebido: quantidadeOuZero, avariado: z._default(quantidadeOuZero, 0) }))
    .check(
      z.minLength(1, { error: MENSAGENS_COMPRAS.recebimentoVazio }),
      z.maxLength(LIMITES_COMPRAS.itens),
      z.refine((itens) => itens.some((i) => i.recebido > 0), { error: MENSAGENS_COMPRAS.recebimentoVazio }),
    ),
});
export type RecebimentoBody = z.input<typeof RecebimentoBody>;

/** Reading purchase orders and how suppliers deliver: the buyers', receiving and supplier screens all need them. */
export const LEITURA_COMPRAS = {
  qualquer: ['compras_pedidos_de_compra', 'compras_recebimento_e_conferencia', 'compras_gestao_fornecedores', 'compras_analise_desempenho_de_fornecedores'],
} as const satisfies Acesso;

export const ROTAS_COMPRAS = defineEndpoints({
  lista: { metodo: 'PUT', caminho: '/v2/compras/pedidos/consulta', corpo: ConsultaPedidosCompraBody, resposta: envelope(ListaPedidosCompra), acesso: LEITURA_COMPRAS, escopo: 'grupo' },
  criar: { metodo: 'POST', caminho: '/v2/compras/pedidos', corpo: PedidoCompraBody, resposta: envelope(PedidoCompra), acesso: { chave: 'compras_pedidos_de_compra' }, escopo: 'grupo' },
  ler: { metodo: 'GET', caminho: '/v2/compras/pedidos/:id', parametros: PedidoCompraParams, resposta: envelope(PedidoCompra), acesso: LEITURA_COMPRAS, escopo: 'grupo' },
  editar: { metodo: 'PUT', caminho: '/v2/compras/pedidos/:id', parametros: PedidoCompraParams, corpo: EditarPedidoCompraBody, resposta: envelope(PedidoCompra), acesso: { chave: 'compras_pedidos_de_compra' }, escopo: 'grupo' },
  enviar: { metodo: 'POST', caminho: '/v2/compras/pedidos/:id/enviar', parametros: PedidoCompraParams, corpo: VersaoBody, resposta: envelope(PedidoCompra), acesso: { chave: 'compras_pedidos_de_compra' }, escopo: 'grupo' },
  cancelar: { metodo: 'POST', caminho: '/v2/compras/pedidos/:id/cancelar', parametros: PedidoCompraParams, corpo: CancelarCompraBody, resposta: envelope(PedidoCompra), acesso: { chave: 'compras_pedidos_de_compra' }, escopo: 'grupo' },
  receber: { metodo: 'POST', caminho: '/v2/compras/pedidos/:id/recebimentos', parametros: PedidoCompraParams, corpo: RecebimentoBody, resposta: envelope(PedidoCompra), acesso: { chave: 'compras_recebimento_e_conferencia' }, escopo: 'grupo' },
  /** The order as the supplier receives it: an A4 PDF. */
  pdf: { metodo: 'GET', caminho: '/v2/compras/pedidos/:id/pdf', parametros: PedidoCompraParams, resposta: ARQUIVO, acesso: { chave: 'compras_pedidos_de_compra' }, escopo: 'grupo' },
  /** What to buy for one store, from its minimums and recent sales (./sugestoesCompra). */
  sugestoes: ROTA_SUGESTOES_COMPRA,
});
