/**
 * The manual order (/vendas/gestao-pedidos/novo): a cart priced by the server, the order
 * created from it, and its charge in one or more payments (card, Pix, cash, boleto). Documented in
 * docs/api.md, 'Pedido manual'. Money travels in reais with at most two decimals, as everywhere.
 */
import { z } from 'zod/mini';
import { zCardNumber } from '../br/zodCartao';
import { zCep, zQuantidade, zReais } from '../br/zod';
import { FORMAS_PAGTO } from './catalogos';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { idParam } from './ids';
import { listaLimitada } from './listas';
import { PedidoIdParams, UFS_BR } from './pedidoDetalhe';
import { MAX_PARCELAS } from './parcelamento';
import { ROTA_PRODUTOS_VENDA_MANUAL } from './vendaManualProdutos';

export const LIMITES_VENDA_MANUAL = {
  itens: 200,
  quantidade: 9999,
  pagamentos: 4,
  codigoCupom: 40,
  /** A freight above R$ 10.000,00 is a typo, not a delivery. */
  freteReais: 10_000,
} as const;

const inteiroPositivo = (rotulo: string) =>
  z.number({ error: `Informe ${rotulo}` }).check(z.int({ error: `${rotulo} inválido` }), z.positive({ error: `${rotulo} inválido` }));

export const ItemCarrinho = z.object({
  id_produto: inteiroPositivo('o produto'),
  quantidade: zQuantidade(LIMITES_VENDA_MANUAL.quantidade),
  /** The line's own discount in percent (two decimals), within the user's limit. */
  desconto_percentual: z.optional(
    z
      .number({ error: 'Desconto inválido' })
      .check(z.minimum(0, { error: 'Desconto inválido' }), z.maximum(100, { error: 'O desconto máximo é 100%' }), z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'Use no máximo duas casas decimais' })),
  ),
});
export type ItemCarrinho = z.infer<typeof ItemCarrinho>;

const textoEndereco = (rotulo: string, max: number) =>
  z.string({ error: `Informe ${rotulo}` }).check(z.trim(), z.minLength(1, { error: `Informe ${rotulo}` }), z.maxLength(max, { error: `No máximo ${max} caracteres` }));

export const EnderecoEntrega = z.object({
  cep: zCep,
  logradouro: textoEndereco('o logradouro', 120),
  numero: textoEndereco('o número', 20),
  complemento: z.nullish(z.string().check(z.trim(), z.maxLength(60, { error: 'No máximo 60 caracteres' }))),
  bairro: textoEndereco('o bairro', 60),
  cidade: textoEndereco('a cidade', 60),
  uf: z.enum(UFS_BR, { error: 'UF inválida' }),
});
export type EnderecoEntrega = z.infer<typeof EnderecoEntrega>;

const frete = zReais.check(
  z.minimum(0, { error: 'O frete não pode ser negativo' }),
  z.maximum(LIMITES_VENDA_MANUAL.freteReais, { error: 'Frete acima de R$ 10.000,00: confira o valor' }),
);

/**
 * At the counter (taken now), picked up later at the store, or shipped with its freight. Pricing
 * needs only the freight, so a quote may leave out the address the clerk is still typing; the
 * order's creation requires it (EntregaPedido).
 */
export const EntregaCarrinho = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('balcao') }),
  z.object({ tipo: z.literal('retirada') }),
  z.object({ tipo: z.literal('entrega'), endereco: z.optional(EnderecoEntrega), frete }),
]);
export type EntregaCarrinho = z.infer<typeof EntregaCarrinho>;
export type TipoEntrega = EntregaCarrinho['tipo'];

export const EntregaPedido = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('balcao') }),
  z.object({ tipo: z.literal('retirada') }),
  z.object({ tipo: z.literal('entrega'), endereco: EnderecoEntrega, frete }),
]);
export type EntregaPedido = z.infer<typeof EntregaPedido>;

const codigoCupom = z
  .string({ error: 'Informe o código do cupom' })
  .check(z.trim(), z.toUpperCase(), z.maxLength(LIMITES_VENDA_MANUAL.codigoCupom, { error: 'Código de cupom longo demais' }));

/** What the clerk put together: priced by PUT …/manual/cotacao, created by POST …/manual/create. */
export const CarrinhoBody = z.object({
  id_seller: inteiroPositivo('a loja'),
  /** Null: 'consumidor não identificado'. */
  id_cliente: z.nullable(inteiroPositivo('o cliente')),
  itens: z
    .array(ItemCarrinho, { error: 'Informe os itens' })
    .check(z.minLength(1, { error: 'Inclua ao menos um item' }), z.maxLength(LIMITES_VENDA_MANUAL.itens, { error: `No máximo ${LIMITES_VENDA_MANUAL.itens} itens por pedido` })),
  cupom: z.nullish(codigoCupom),
  entrega: EntregaCarrinho,
});
export type CarrinhoBody = z.infer<typeof CarrinhoBody>;

export const FORMAS_VENDA_MANUAL = ['cartao_credito', 'cartao_debito', 'pix', 'dinheiro', 'boleto'] as const;
export type FormaVendaManual = (typeof FORMAS_VENDA_MANUAL)[number];

/** The catalogue's payment method of each way of paying (the list's 'forma de pagamento'). */
export const FORMA_PAGTO_DA_FORMA: Record<FormaVendaManual, { id: number; descricao: string }> = {
  cartao_credito: FORMAS_PAGTO.credito,
  cartao_debito: FORMAS_PAGTO.debito,
  pix: FORMAS_PAGTO.pix,
  dinheiro: FORMAS_PAGTO.dinheiro,
  boleto: FORMAS_PAGTO.boleto,
};

export const CriarPedidoManualBody = z.extend(CarrinhoBody, {
  entrega: EntregaPedido,
  /** The payment the customer intends (the list's 'forma de pagamento' until the charge says otherwise). */
  forma_pagto: z.enum(FORMAS_VENDA_MANUAL, { error: 'Escolha a forma de pagamento' }),
  observacao_interna: z.nullish(z.string().check(z.maxLength(1000, { error: 'A observação interna tem no máximo 1000 caracteres' }))),
});
export type CriarPedidoManualBody = z.infer<typeof CriarPedidoManualBody>;

const Reais = z.number();

export const ItemPrecificado = z.object({
  id_produto: z.int(),
  sku: z.string(),
  nome: z.string(),
  quantidade: z.int(),
  valor_unitario: Reais,
  /** Each share of the line's discount: the clerk's, the automatic promotions', the coupon's. */
  desconto_manual: Reais,
  desconto_promocao: Reais,
  desconto_cupom: Reais,
  valor_desconto: Reais,
  valor_total: Reais,
  /** The automatic promotion applied to the line, e.g. 'Leve 3, pague 2 — Camisetas'. */
  promocao: z.nullable(z.string()),
  /** Units on hand and not reserved in the cart's store (below zero when it sold beyond its stock). */
  estoque_disponivel: z.int(),
});
export type ItemPrecificado = z.infer<typeof ItemPrecificado>;

export const CupomAvaliado = z.object({
  codigo: z.string(),
  /** False with the reason: 'Cupom expirado', 'Pedido mínimo de R$ 100,00'… */
  aplicado: z.boolean(),
  motivo: z.nullable(z.string()),
  descricao: z.nullable(z.string()),
  valor: Reais,
});
export type CupomAvaliado = z.infer<typeof CupomAvaliado>;

export const RegraParcelamentoSchema = z.object({ maximo: z.int(), sem_juros_ate: z.int(), juros_mensal_centesimos: z.int() });

export const PrecoPedido = z.object({
  itens: listaLimitada(ItemPrecificado, LIMITES_VENDA_MANUAL.itens),
  promocoes: listaLimitada(z.object({ id: z.int(), descricao: z.string(), valor: Reais }), LIMITES_VENDA_MANUAL.itens),
  cupom: z.nullable(CupomAvaliado),
  valor_produtos: Reais,
  valor_desconto: Reais,
  valor_frete: Reais,
  valor_total: Reais,
  /** The signed-in user's limit for a line's own discount, in percent. */
  desconto_maximo_percentual: z.number(),
  parcelamento: RegraParcelamentoSchema,
  /** The store's 'vender sem estoque': a line beyond `estoque_disponivel` is sold anyway. */
  vende_sem_estoque: z.boolean(),
});
export type PrecoPedido = z.infer<typeof PrecoPedido>;

export const PedidoManualCriado = z.object({ id: z.int(), version: z.int(), preco: PrecoPedido });
export type PedidoManualCriado = z.infer<typeof PedidoManualCriado>;

/** A new card typed by the clerk: sent once, to the charge, and never stored (only its token). */
export const CartaoNovo = z.object({
  numero: zCardNumber,
  titular: z.string({ error: 'Informe o nome impresso no cartão' }).check(z.trim(), z.minLength(2, { error: 'Informe o nome impresso no cartão' }), z.maxLength(60, { error: 'No máximo 60 caracteres' })),
  /** MM/AA, not past (checked by the server against its clock). */
  validade: z.string({ error: 'Informe a validade' }).check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Validade no formato MM/AA' })),
  cvv: z.string({ error: 'Informe o código de segurança' }).check(z.regex(/^\d{3,4}$/, { error: 'O código de segurança tem 3 ou 4 dígitos' })),
  salvar: z.optional(z.boolean()),
});
export type CartaoNovo = z.infer<typeof CartaoNovo>;

const valorPagamento = zReais.check(z.positive({ error: 'Informe um valor maior que zero' }));

export const PagamentoCobranca = z.discriminatedUnion('forma', [
  z.object({
    forma: z.enum(['cartao_credito', 'cartao_debito']),
    valor: valorPagamento,
    parcelas: z.optional(z.int().check(z.minimum(1, { error: 'Parcelas inválidas' }), z.maximum(MAX_PARCELAS, { error: `Parcelamento em até ${MAX_PARCELAS}x` }))),
    /** A new card, or one of the client's saved cards (GET /v2/login/erp/card). */
    cartao: z.union([CartaoNovo, z.object({ id_cartao_salvo: inteiroPositivo('o cartão') })], { error: 'Informe o cartão' }),
  }),
  z.object({ forma: z.literal('pix'), valor: valorPagamento }),
  z.object({ forma: z.literal('boleto'), valor: valorPagamento }),
  z.object({ forma: z.literal('dinheiro'), valor: valorPagamento, valor_recebido: zReais }),
]);
export type PagamentoCobranca = z.infer<typeof PagamentoCobranca>;

/** Body of POST …/manual/charge, sent with an `Idempotency-Key` header (8–100 characters). */
export const CobrarPedidoBody = z.object({
  id_pedido: inteiroPositivo('o pedido'),
  pagamentos: z
    .array(PagamentoCobranca, { error: 'Informe os pagamentos' })
    .check(z.minLength(1, { error: 'Informe ao menos um pagamento' }), z.maxLength(LIMITES_VENDA_MANUAL.pagamentos, { error: `No máximo ${LIMITES_VENDA_MANUAL.pagamentos} pagamentos por pedido` })),
});
export type CobrarPedidoBody = z.infer<typeof CobrarPedidoBody>;

export const SITUACOES_PAGAMENTO = ['aprovado', 'pendente', 'recusado', 'expirado', 'cancelado'] as const;
export type SituacaoPagamento = (typeof SITUACOES_PAGAMENTO)[number];

export const PagamentoRegistrado = z.object({
  id: z.int(),
  forma: z.enum(FORMAS_VENDA_MANUAL),
  forma_pagto: z.object({ id: z.int(), descricao: z.string() }),
  valor: Reais,
  situacao: z.enum(SITUACOES_PAGAMENTO),
  /** Why it was declined or expired, in Portuguese. */
  motivo: z.nullable(z.string()),
  cartao: z.nullable(z.object({ bandeira: z.string(), ultimos4: z.string(), parcelas: z.int(), valor_parcela: Reais, juros: Reais, autorizacao: z.nullable(z.string()) })),
  /** `segundos_restantes` at the moment of the answer, by the server's clock: the panel counts down from it, whatever its own clock says. */
  pix: z.nullable(z.object({ copia_e_cola: z.string(), qr_svg: z.string(), expira_em: z.string(), segundos_restantes: z.int() })),
  boleto: z.nullable(z.object({ linha_digitavel: z.string(), vencimento: z.string() })),
  troco: z.nullable(Reais),
  /** ISO 8601, São Paulo offset. */
  criado_em: z.string(),
});
export type PagamentoRegistrado = z.infer<typeof PagamentoRegistrado>;

export const SituacaoCobranca = z.object({
  id_pedido: z.int(),
  /** The order's client, whose saved cards may pay it; null for an unidentified consumer. */
  id_cliente: z.nullable(z.int()),
  /** The store's installment rule, for the card's options. */
  parcelamento: RegraParcelamentoSchema,
  /** The server's PSP is the simulated one: 'simular pagamento' is offered (the demo). */
  simulacao: z.boolean(),
  status_pedido: z.object({ id: z.int(), descricao: z.string() }),
  version: z.int(),
  valor_total: Reais,
  valor_pago: Reais,
  /** What is still to be charged (approved payments subtracted, pending ones not). */
  valor_restante: Reais,
  pagamentos: listaLimitada(PagamentoRegistrado, 100),
});
export type SituacaoCobranca = z.infer<typeof SituacaoCobranca>;

export const CartaoSalvo = z.object({ id: z.int(), bandeira: z.string(), ultimos4: z.string(), validade: z.string(), titular: z.string() });
export type CartaoSalvo = z.infer<typeof CartaoSalvo>;

export const CartoesQuery = z.object({ id_cliente: idParam('Cliente inválido') });

export const SimularPagamentoParams = z.extend(PedidoIdParams, { idPagamento: idParam('Pagamento inválido') });

/** Body of PUT /v2/cupom-desconto/consulta: the cart and the code to try on it. */
export const ConsultaCupomBody = z.extend(CarrinhoBody, { cupom: codigoCupom });
export type ConsultaCupomBody = z.infer<typeof ConsultaCupomBody>;

/**
 * The simulated PSP's notice (POST /v2/pagamentos/psp/webhook), signed with HMAC-SHA256 over
 * `<X-PSP-Timestamp>.<raw body>` in `X-PSP-Assinatura: sha256=<hex>`; a notice older than 5
 * minutes or an `id_evento` already seen is refused.
 */
export const NotificacaoPsp = z.object({
  id_evento: z.string().check(z.minLength(8), z.maxLength(100)),
  tipo: z.enum(['pix.pago', 'boleto.pago']),
  /** The Pix txid or the boleto's 'nosso número'. */
  referencia: z.string().check(z.minLength(1), z.maxLength(35)),
  valor: zReais,
});
export type NotificacaoPsp = z.infer<typeof NotificacaoPsp>;

export const MENSAGENS_VENDA_MANUAL = {
  lojaForaDoGrupo: 'Você não pode vender por esta loja',
  clienteNaoEncontrado: 'Cliente não encontrado',
  produtoNaoEncontrado: (n: number) => `Produto ${n} não encontrado`,
  produtoIndisponivel: (nome: string) => `${nome} não está à venda`,
  descontoAcimaDoLimite: (limite: string) => `Seu limite de desconto por item é ${limite}`,
  idempotenciaAusente: 'Envie o cabeçalho Idempotency-Key (8 a 100 caracteres)',
  idempotenciaReusada: 'Esta chave de cobrança já foi usada para outro pagamento',
  pedidoNaoManual: 'Só pedidos manuais são cobrados por aqui',
  pedidoSemCobranca: 'Este pedido não aguarda pagamento',
  cobrancaEmCurso: 'Há uma cobrança em andamento para este pedido; aguarde o resultado',
  somaDiferente: (soma: string, restante: string) => `Os pagamentos somam ${soma}, mas faltam ${restante}`,
  recebidoMenor: 'O valor recebido em dinheiro é menor que o valor a pagar',
  cartaoVencido: 'Cartão vencido',
  cartaoSalvoNaoEncontrado: 'Cartão salvo não encontrado',
  cvvDaBandeira: (d: number) => `O código de segurança desta bandeira tem ${d} dígitos`,
  parcelasAcima: (n: number) => `Esta loja parcela em até ${n}x`,
  parcelasNoDebito: 'Débito é sempre à vista',
  assinaturaInvalida: 'Assinatura inválida',
  notificacaoAntiga: 'Notificação fora do prazo',
  pagamentoNaoEncontrado: 'Pagamento não encontrado',
} as const;

/** The manual order's endpoints, declared once (server, panel and mocks). */
export const ROTAS_VENDA_MANUAL = defineEndpoints({
  cotacao: { metodo: 'PUT', caminho: '/v2/pedidos-smart/vendas/erp/manual/cotacao', corpo: CarrinhoBody, resposta: envelope(PrecoPedido), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
  produtos: ROTA_PRODUTOS_VENDA_MANUAL,
  criar: { metodo: 'POST', caminho: '/v2/pedidos-smart/vendas/erp/manual/create', corpo: CriarPedidoManualBody, resposta: envelope(PedidoManualCriado), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
  cobrar: { metodo: 'POST', caminho: '/v2/pedidos-smart/vendas/erp/manual/charge', corpo: CobrarPedidoBody, resposta: envelope(SituacaoCobranca), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
  cobranca: { metodo: 'GET', caminho: '/v2/pedidos-smart/vendas/erp/manual/:id/pagamentos', parametros: PedidoIdParams, resposta: envelope(SituacaoCobranca), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
  /** The demo's stand-in for the customer paying: the simulated PSP sends its signed notice. */
  simularPagamento: {
    metodo: 'POST',
    caminho: '/v2/pedidos-smart/vendas/erp/manual/:id/pagamentos/:idPagamento/simular',
    parametros: SimularPagamentoParams,
    resposta: envelope(SituacaoCobranca),
    acesso: { chave: 'vendas_gestao_de_pedidos' },
    escopo: 'grupo',
  },
  cartoes: { metodo: 'GET', caminho: '/v2/login/erp/card', resposta: envelope(listaLimitada(CartaoSalvo, 50)), acesso: { chave: 'vendas_gestao_de_pedidos' }, escopo: 'grupo' },
  cupom: { metodo: 'PUT', caminho: '/v2/cupom-desconto/consulta', corpo: ConsultaCupomBody, resposta: envelope(CupomAvaliado), acesso: { qualquer: ['vendas_gestao_de_pedidos', 'marketing_promocoes_e_descontos'] }, escopo: 'grupo' },
  webhookPsp: { metodo: 'POST', caminho: '/v2/pagamentos/psp/webhook', corpo: NotificacaoPsp, resposta: envelope(z.object({ recebido: z.boolean() })), acesso: { assinado: 'psp' }, escopo: 'nenhum' },
});
