/**
 * Payloads of one order: its detail, the edit of its delivery address and internal note, the status
 * workflow (next statuses, one change, a bulk change) and the NFC-e issue. Shared by the panel, the
 * reference server and the mocks; documented in docs/api.md.
 */
import { z } from 'zod';
import { zCep } from '../br/zod';
import type { Canal } from './catalogos';
import { NfceResumo, Pedido } from './pedidos';

const idPedido = z
  .number({ error: 'Informe o número do pedido' })
  .int({ error: 'O número do pedido é um inteiro' })
  .positive({ error: 'Número de pedido inválido' });
const idStatus = z.number({ error: 'Informe o status' }).int({ error: 'Status inválido' }).positive({ error: 'Status inválido' });
const version = z
  .number({ error: 'Informe a versão do pedido (recarregue a página)' })
  .int({ error: 'Versão inválida' })
  .positive({ error: 'Versão inválida' });

export const TAMANHO_MAX_OBSERVACAO = 1000;
export const TAMANHO_MAX_MOTIVO = 500;

/** Channels whose orders are shipped to an address (unless marked for store pickup). */
export const CANAIS_COM_ENTREGA: readonly Canal[] = ['ecommerce', 'marketplace'];

export const UFS_BR = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

/** Route parameter `:id` of the detail, PDF and XML routes. */
export const PedidoIdParams = z.object({
  id: z.coerce.number({ error: 'Número de pedido inválido' }).int({ error: 'Número de pedido inválido' }).positive({ error: 'Número de pedido inválido' }),
});
export type PedidoIdParams = z.infer<typeof PedidoIdParams>;

export const Entrega = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export type Entrega = z.infer<typeof Entrega>;

export const StatusSeguinte = z.object({ id: z.number().int(), descricao: z.string(), exige_motivo: z.boolean() });
export type StatusSeguinte = z.infer<typeof StatusSeguinte>;

export const HistoricoStatus = z.object({
  id: z.number().int(),
  /** ISO 8601 with the São Paulo offset. */
  data: z.string(),
  usuario: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** Null for the entry that created the order. */
  de: Ref.nullable(),
  para: Ref,
  observacao: z.string().nullable(),
});
export type HistoricoStatus = z.infer<typeof HistoricoStatus>;

export const ItemPedido = z.object({
  id: z.number().int(),
  produto: z.object({ id: z.number().int(), sku: z.string(), nome: z.string() }),
  quantidade: z.number().int(),
  valor_unitario: z.number(),
  /** This line's share of the order discount (the same split the NFC-e prints). */
  valor_desconto: z.number(),
  valor_total: z.number(),
});
export type ItemPedido = z.infer<typeof ItemPedido>;

export const PagamentoPedido = z.object({ forma_pagto: Ref, valor: z.number() });
export type PagamentoPedido = z.infer<typeof PagamentoPedido>;

export const PedidoDetalhe = Pedido.extend({
  cliente: z.object({ id: z.number().int(), nome: z.string(), cpf_cnpj: z.string().nullable(), email: z.string().nullable(), telefone: z.string().nullable() }).nullable(),
  seller: z.object({ id_pessoa: z.number().int(), nome: z.string(), cnpj: z.string(), uf: z.string() }),
  itens: z.array(ItemPedido),
  pagamentos: z.array(PagamentoPedido),
  /** The customer collects the goods at a store: the order ends in Retirado, never Enviado. */
  retirada_na_loja: z.boolean(),
  entrega: Entrega.nullable(),
  observacao_interna: z.string().nullable(),
  historico: z.array(HistoricoStatus),
  version: z.number().int(),
  acoes: z.object({
    seguintes: z.array(StatusSeguinte),
    pode_editar_entrega: z.boolean(),
    pode_emitir_nfce: z.boolean(),
  }),
});
export type PedidoDetalhe = z.infer<typeof PedidoDetalhe>;

const CAMPOS_ENTREGA = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const OBRIGATORIOS_ENTREGA = ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'] as const;
const textoEntrega = (rotulo: string, max: number) =>
  z.string({ error: `Informe ${rotulo}` }).trim().min(1, { error: `Informe ${rotulo}` }).max(max, { error: `No máximo ${max} caracteres` });

/**
 * Body of PUT /v2/vendas/lista-pedidos/:id. The address fields are flat so validation keys name
 * the form's fields; absent fields are left as they are. Sending any address field replaces the
 * whole address, so every required one must come along.
 */
const camposAtualizarPedido = z.object({
  version,
  observacao_interna: z
    .string({ error: 'Informe um texto' })
    .max(TAMANHO_MAX_OBSERVACAO, { error: `A observação interna tem no máximo ${TAMANHO_MAX_OBSERVACAO} caracteres` })
    .nullish(),
  cep: zCep.optional(),
  logradouro: textoEntrega('o logradouro', 120).optional(),
  numero: textoEntrega('o número', 20).optional(),
  complemento: z.string({ error: 'Informe um texto' }).trim().max(60, { error: 'No máximo 60 caracteres' }).nullish(),
  bairro: textoEntrega('o bairro', 60).optional(),
  cidade: textoEntrega('a cidade', 60).optional(),
  uf: z.enum(UFS_BR, { error: 'UF inválida' }).optional(),
});

type CamposAtualizarPedido = Partial<Record<(typeof CAMPOS_ENTREGA)[number], unknown>>;
const temAlgumCampo = (b: CamposAtualizarPedido) => CAMPOS_ENTREGA.some((c) => b[c] !== undefined);

// One refinement per field, run even when other fields failed (`when`), so one answer names them all.
export const AtualizarPedidoBody = OBRIGATORIOS_ENTREGA.reduce(
  (schema, campo) =>
    schema.refine((b: CamposAtualizarPedido) => !temAlgumCampo(b) || b[campo] !== undefined, {
      path: [campo],
      message: 'Campo obrigatório do endereço de entrega',
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  camposAtualizarPedido,
);
export type AtualizarPedidoBody = z.infer<typeof AtualizarPedidoBody>;

/** True when the body carries the delivery address (then it carries all of its required fields). */
export function temEnderecoEntrega(b: AtualizarPedidoBody): boolean {
  return CAMPOS_ENTREGA.some((c) => b[c] !== undefined);
}

export const ProximosStatusBody = z.object({ id_pedido: idPedido });
export type ProximosStatusBody = z.infer<typeof ProximosStatusBody>;

export const ProximosStatusResposta = z.object({
  status_atual: Ref,
  seguintes: z.array(StatusSeguinte),
  version: z.number().int(),
});
export type ProximosStatusResposta = z.infer<typeof ProximosStatusResposta>;

const motivo = z
  .string({ error: 'Informe um texto' })
  .trim()
  .max(TAMANHO_MAX_MOTIVO, { error: `O motivo tem no máximo ${TAMANHO_MAX_MOTIVO} caracteres` })
  .nullish()
  .transform((v) => (v ? v : null));

export const AtualizarStatusBody = z.object({ id_pedido: idPedido, id_status: idStatus, motivo, version });
export type AtualizarStatusBody = z.infer<typeof AtualizarStatusBody>;

/** Answer of PUT /v2/vendas/status/update: the order's new state and the entry just written. */
export const AtualizarStatusResposta = z.object({
  id_pedido: z.number().int(),
  status_pedido: Ref,
  version: z.number().int(),
  historico: HistoricoStatus,
});
export type AtualizarStatusResposta = z.infer<typeof AtualizarStatusResposta>;

export const LIMITE_LOTE_STATUS = 500;

export const AtualizarStatusEmLoteBody = z.object({
  ids: z
    .array(idPedido, { error: 'Informe a lista de pedidos' })
    .min(1, { error: 'Selecione ao menos um pedido' })
    .max(LIMITE_LOTE_STATUS, { error: `No máximo ${LIMITE_LOTE_STATUS} pedidos por vez` }),
  id_status: idStatus,
  motivo,
});
export type AtualizarStatusEmLoteBody = z.infer<typeof AtualizarStatusEmLoteBody>;

export const AtualizarStatusEmLoteResposta = z.object({
  atualizados: z.array(z.number().int()),
  recusados: z.array(z.object({ id: z.number().int(), motivo: z.string() })),
});
export type AtualizarStatusEmLoteResposta = z.infer<typeof AtualizarStatusEmLoteResposta>;

export const EmitirNfceBody = z.object({ id_pedido: idPedido });
export type EmitirNfceBody = z.infer<typeof EmitirNfceBody>;

export const EmitirNfceResposta = z.object({
  id_pedido: z.number().int(),
  nfce: NfceResumo,
  ambiente: z.literal('homologacao'),
  assinada: z.literal(false),
});
export type EmitirNfceResposta = z.infer<typeof EmitirNfceResposta>;

/** Messages the panel may compare against. */
export const MENSAGENS_PEDIDO = {
  naoEncontrado: 'Pedido não encontrado',
  versaoConflitante: 'Este pedido foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
  semEntrega: 'Este pedido não tem entrega: a venda foi no balcão ou é para retirada na loja',
  nfceJaEmitida: 'Este pedido já tem NFC-e emitida',
  nfceNaoPago: 'Só é possível emitir NFC-e de pedido pago',
  nfceCancelado: 'Não é possível emitir NFC-e de pedido cancelado',
  nfceDevolvido: 'Não é possível emitir NFC-e de pedido devolvido',
  semNfce: 'Este pedido não tem NFC-e emitida',
  motivoObrigatorio: 'Informe o motivo',
} as const;
