/**
 * Payloads of one order: its detail, the edit of its delivery address and internal note, the status
 * workflow (next statuses, one change, a bulk change) and the NFC-e issue. Shared by the panel, the
 * reference server and the mocks; documented in docs/api.md.
 */
import { z } from 'zod/mini';
import { zCep } from '../br/zod';
import type { Canal } from './catalogos';
import { NfceResumo, Pedido } from './pedidos';
import { LIMITE_IMPRESSAO } from './impressaoLimites';
import { MENSAGENS_NFCE } from './regrasNfce';

const idPedido = z
  .number({ error: 'Informe o número do pedido' })
  .check(z.int({ error: 'O número do pedido é um inteiro' }), z.positive({ error: 'Número de pedido inválido' }));
const idStatus = z.number({ error: 'Informe o status' }).check(z.int({ error: 'Status inválido' }), z.positive({ error: 'Status inválido' }));
const version = z
  .number({ error: 'Informe a versão do pedido (recarregue a página)' })
  .check(z.int({ error: 'Versão inválida' }), z.positive({ error: 'Versão inválida' }));

export const TAMANHO_MAX_OBSERVACAO = 1000;
export const TAMANHO_MAX_MOTIVO = 500;

/** Channels whose orders are shipped to an address (unless marked for store pickup). */
export const CANAIS_COM_ENTREGA: readonly Canal[] = ['ecommerce', 'marketplace'];

export const UFS_BR = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

const Ref = z.object({ id: z.int(), descricao: z.string() });

/** Route parameter `:id` of the detail, PDF and XML routes. */
export const PedidoIdParams = z.object({
  id: z.coerce
    .number({ error: 'Número de pedido inválido' })
    .check(z.int({ error: 'Número de pedido inválido' }), z.positive({ error: 'Número de pedido inválido' })),
});
export type PedidoIdParams = z.infer<typeof PedidoIdParams>;

export const Entrega = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.nullable(z.string()),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export type Entrega = z.infer<typeof Entrega>;

export const StatusSeguinte = z.object({ id: z.int(), descricao: z.string(), exige_motivo: z.boolean() });
export type StatusSeguinte = z.infer<typeof StatusSeguinte>;

export const HistoricoStatus = z.object({
  id: z.int(),
  /** ISO 8601 with the São Paulo offset. */
  data: z.string(),
  usuario: z.nullable(z.object({ id: z.int(), nome: z.string() })),
  /** Null for the entry that created the order. */
  de: z.nullable(Ref),
  para: Ref,
  observacao: z.nullable(z.string()),
});
export type HistoricoStatus = z.infer<typeof HistoricoStatus>;

/** What happened to an order besides its status: its NFC-e issued or cancelled, a document printed. */
export const TIPOS_EVENTO_PEDIDO = ['nfce_emitida', 'nfce_cancelada', 'impressao_danfe', 'impressao_separacao'] as const;
export type TipoEventoPedido = (typeof TIPOS_EVENTO_PEDIDO)[number];

export const EventoPedido = z.object({
  id: z.int(),
  /** ISO 8601 with the São Paulo offset. */
  data: z.string(),
  usuario: z.nullable(z.object({ id: z.int(), nome: z.string() })),
  tipo: z.enum(TIPOS_EVENTO_PEDIDO),
  /** The sentence the history shows, e.g. 'NFC-e 12 (série 1) cancelada: cliente desistiu da compra'. */
  descricao: z.string(),
});
export type EventoPedido = z.infer<typeof EventoPedido>;

export const ItemPedido = z.object({
  id: z.int(),
  produto: z.object({ id: z.int(), sku: z.string(), nome: z.string() }),
  quantidade: z.int(),
  valor_unitario: z.number(),
  /** This line's share of the order discount (the same split the NFC-e prints). */
  valor_desconto: z.number(),
  valor_total: z.number(),
});
export type ItemPedido = z.infer<typeof ItemPedido>;

export const PagamentoPedido = z.object({ forma_pagto: Ref, valor: z.number() });
export type PagamentoPedido = z.infer<typeof PagamentoPedido>;

export const PedidoDetalhe = z.extend(Pedido, {
  cliente: z.nullable(
    z.object({ id: z.int(), nome: z.string(), cpf_cnpj: z.nullable(z.string()), email: z.nullable(z.string()), telefone: z.nullable(z.string()) }),
  ),
  seller: z.object({ id_pessoa: z.int(), nome: z.string(), cnpj: z.string(), uf: z.string() }),
  itens: z.array(ItemPedido),
  pagamentos: z.array(PagamentoPedido),
  /** The goods are handed over at a store (tipo_entrega balcao or retirada): the order ends in Retirado, never Enviado. */
  retirada_na_loja: z.boolean(),
  entrega: z.nullable(Entrega),
  observacao_interna: z.nullable(z.string()),
  historico: z.array(HistoricoStatus),
  /** NFC-e and printing events, oldest first; the history shows them among the status changes. */
  eventos: z.array(EventoPedido),
  version: z.int(),
  acoes: z.object({
    seguintes: z.array(StatusSeguinte),
    pode_editar_entrega: z.boolean(),
    pode_emitir_nfce: z.boolean(),
    /** Why 'Emitir NFC-e' is not offered (e.g. 'Venda com entrega exige NF-e modelo 55'); null when it is. */
    motivo_sem_nfce: z.nullable(z.string()),
  }),
});
export type PedidoDetalhe = z.infer<typeof PedidoDetalhe>;

const CAMPOS_ENTREGA = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const OBRIGATORIOS_ENTREGA = ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'] as const;
const textoEntrega = (rotulo: string, max: number) =>
  z
    .string({ error: `Informe ${rotulo}` })
    .check(z.trim(), z.minLength(1, { error: `Informe ${rotulo}` }), z.maxLength(max, { error: `No máximo ${max} caracteres` }));

/**
 * Body of PUT /v2/vendas/lista-pedidos/:id. The address fields are flat so validation keys name
 * the form's fields; absent fields are left as they are. Sending any address field replaces the
 * whole address, so every required one must come along.
 */
const camposAtualizarPedido = z.object({
  version,
  observacao_interna: z.nullish(
    z
      .string({ error: 'Informe um texto' })
      .check(z.maxLength(TAMANHO_MAX_OBSERVACAO, { error: `A observação interna tem no máximo ${TAMANHO_MAX_OBSERVACAO} caracteres` })),
  ),
  cep: z.optional(zCep),
  logradouro: z.optional(textoEntrega('o logradouro', 120)),
  numero: z.optional(textoEntrega('o número', 20)),
  complemento: z.nullish(z.string({ error: 'Informe um texto' }).check(z.trim(), z.maxLength(60, { error: 'No máximo 60 caracteres' }))),
  bairro: z.optional(textoEntrega('o bairro', 60)),
  cidade: z.optional(textoEntrega('a cidade', 60)),
  uf: z.optional(z.enum(UFS_BR, { error: 'UF inválida' })),
});

type CamposAtualizarPedido = Partial<Record<(typeof CAMPOS_ENTREGA)[number], unknown>>;
const temAlgumCampo = (b: CamposAtualizarPedido) => CAMPOS_ENTREGA.some((c) => b[c] !== undefined);

// One refinement per field, run even when other fields failed (`when`), so one answer names them all.
export const AtualizarPedidoBody = camposAtualizarPedido.check(
  ...OBRIGATORIOS_ENTREGA.map((campo) =>
    z.refine<CamposAtualizarPedido>((b) => !temAlgumCampo(b) || b[campo] !== undefined, {
      path: [campo],
      message: 'Campo obrigatório do endereço de entrega',
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  ),
);
export type AtualizarPedidoBody = z.infer<typeof AtualizarPedidoBody>;

/** True when the body carries the delivery address (then it carries all of its required fields). */
export function temEnderecoEntrega(b: AtualizarPedidoBody): boolean {
  return CAMPOS_ENTREGA.some((c) => b[c] !== undefined);
}

export const ProximosStatusBody = z.object({ id_pedido: idPedido });
export type ProximosStatusBody = z.infer<typeof ProximosStatusBody>;

/** The order's authorised NFC-e, which cancelling the order cancels too (event 110111). */
export const NfceACancelar = z.object({
  numero: z.int(),
  serie: z.int(),
  /** ISO 8601 (São Paulo): the end of the state's cancellation window. */
  cancelavel_ate: z.string(),
  prazo_minutos: z.int(),
  /** True when the window has closed: cancelling the order is refused, `mensagem` says what to do. */
  prazo_encerrado: z.boolean(),
  mensagem: z.nullable(z.string()),
});
export type NfceACancelar = z.infer<typeof NfceACancelar>;

export const ProximosStatusResposta = z.object({
  status_atual: Ref,
  seguintes: z.array(StatusSeguinte),
  version: z.int(),
  /** Null when the order has no authorised NFC-e. */
  nfce: z.nullable(NfceACancelar),
});
export type ProximosStatusResposta = z.infer<typeof ProximosStatusResposta>;

const motivo = z.pipe(
  z.nullish(
    z.string({ error: 'Informe um texto' }).check(z.trim(), z.maxLength(TAMANHO_MAX_MOTIVO, { error: `O motivo tem no máximo ${TAMANHO_MAX_MOTIVO} caracteres` })),
  ),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

export const JUSTIFICATIVA_NFCE_MIN = 15;
export const JUSTIFICATIVA_NFCE_MAX = 255;

/** xJust of the cancellation event: 15 to 255 characters (checked by the server when there is an NFC-e to cancel). */
const justificativaNfce = z.pipe(
  z.nullish(
    z
      .string({ error: 'Informe um texto' })
      .check(z.trim(), z.maxLength(JUSTIFICATIVA_NFCE_MAX, { error: `A justificativa tem no máximo ${JUSTIFICATIVA_NFCE_MAX} caracteres` })),
  ),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** `justificativa_nfce` is required when the order goes to Cancelado and has an authorised NFC-e. */
export const AtualizarStatusBody = z.object({ id_pedido: idPedido, id_status: idStatus, motivo, version, justificativa_nfce: justificativaNfce });
export type AtualizarStatusBody = z.infer<typeof AtualizarStatusBody>;

/** Answer of PUT /v2/vendas/status/update: the order's new state and the entry just written. */
export const AtualizarStatusResposta = z.object({
  id_pedido: z.int(),
  status_pedido: Ref,
  version: z.int(),
  historico: HistoricoStatus,
});
export type AtualizarStatusResposta = z.infer<typeof AtualizarStatusResposta>;

export const LIMITE_LOTE_STATUS = 500;

/** A list of order ids: at least one, at most `limite` (400 naming the key), repeated ids counted once. */
const listaDeIds = (limite: number) =>
  z.pipe(
    z
      .array(idPedido, { error: 'Informe a lista de pedidos' })
      .check(z.minLength(1, { error: 'Selecione ao menos um pedido' }), z.maxLength(limite, { error: `No máximo ${limite} pedidos por vez` })),
    z.transform((ids: number[]) => [...new Set(ids)]),
  );

export const AtualizarStatusEmLoteBody = z.object({
  ids: listaDeIds(LIMITE_LOTE_STATUS),
  id_status: idStatus,
  motivo,
});
export type AtualizarStatusEmLoteBody = z.infer<typeof AtualizarStatusEmLoteBody>;

export const AtualizarStatusEmLoteResposta = z.object({
  atualizados: z.array(z.int()),
  recusados: z.array(z.object({ id: z.int(), motivo: z.string() })),
});
export type AtualizarStatusEmLoteResposta = z.infer<typeof AtualizarStatusEmLoteResposta>;

export const EmitirNfceBody = z.object({ id_pedido: idPedido });
export type EmitirNfceBody = z.infer<typeof EmitirNfceBody>;

export const EmitirNfceResposta = z.object({
  id_pedido: z.int(),
  nfce: NfceResumo,
  ambiente: z.literal('homologacao'),
  assinada: z.literal(false),
});
export type EmitirNfceResposta = z.infer<typeof EmitirNfceResposta>;

export { LIMITE_IMPRESSAO } from './impressaoLimites';
export const TIPOS_IMPRESSAO = ['danfe', 'separacao'] as const;
export type TipoImpressao = (typeof TIPOS_IMPRESSAO)[number];

/** Body of PUT /v2/vendas/lista-pedidos/impressao: one PDF with the DANFEs or the picking list of the orders. */
export const ImprimirPedidosBody = z.object({
  ids: listaDeIds(LIMITE_IMPRESSAO),
  tipo: z.enum(TIPOS_IMPRESSAO, { error: "Tipo de impressão inválido: use 'danfe' ou 'separacao'" }),
});
export type ImprimirPedidosBody = z.infer<typeof ImprimirPedidosBody>;

/** Messages the panel may compare against. */
export const MENSAGENS_PEDIDO = {
  naoEncontrado: 'Pedido não encontrado',
  versaoConflitante: 'Este pedido foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
  semEntrega: 'Este pedido não tem entrega: a venda foi no balcão ou é para retirada na loja',
  nfceJaEmitida: MENSAGENS_NFCE.jaEmitida,
  nfceNaoPago: MENSAGENS_NFCE.naoPago,
  nfceCancelado: MENSAGENS_NFCE.cancelado,
  nfceDevolvido: MENSAGENS_NFCE.devolvido,
  nfceComEntrega: MENSAGENS_NFCE.comEntrega,
  semNfce: 'Este pedido não tem NFC-e emitida',
  motivoObrigatorio: 'Informe o motivo',
  justificativaNfce: `Informe a justificativa do cancelamento da NFC-e, com ${JUSTIFICATIVA_NFCE_MIN} a ${JUSTIFICATIVA_NFCE_MAX} caracteres`,
  nfceNoLote: 'Pedido com NFC-e autorizada: cancele-o na tela do pedido, que pede a justificativa do cancelamento da NFC-e',
  semDanfe: 'Pedido sem NFC-e: não há DANFE para imprimir',
} as const;
