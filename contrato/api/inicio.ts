import { z } from 'zod/mini';
import { TIPO_ENTREGA_CODES } from './catalogos';

/** Orders awaiting action are looked for among the orders of the last 30 São Paulo days (today included). */
export const JANELA_PENDENCIAS_DIAS = 30;
/** A shipped order still Pago or Em separação this many calendar days after it was placed is late. */
export const PRAZO_ENVIO_DIAS = 2;

/**
 * The order list's filter that shows exactly the orders behind a figure (its total is the figure):
 * the panel turns it into a link to /vendas/gestao-pedidos.
 */
export const FiltroDoNumero = z.object({
  data_from_pedido: z.string(),
  data_to_pedido: z.string(),
  status_pedido: z.array(z.int()),
  tipo_entrega: z.optional(z.array(z.enum(TIPO_ENTREGA_CODES))),
  com_nfce: z.optional(z.boolean()),
});
export type FiltroDoNumero = z.infer<typeof FiltroDoNumero>;

/** A day's measures as contrato/relatorios/medidas.ts defines them (only the orders of STATUS_FATURAMENTO count). */
const Movimento = z.object({
  /** DD/MM/YYYY of the São Paulo day. */
  dia: z.string(),
  /** MEDIDAS.pedidos. */
  pedidos: z.int().check(z.minimum(0)),
  /** MEDIDAS.faturamento: reais, exact to the centavo. */
  faturamento: z.number(),
});

const Pendencia = z.object({
  quantidade: z.int().check(z.minimum(0)),
  filtro: FiltroDoNumero,
});

/** Answer of GET /v2/inicio/resumo: today's figures of the user's seller group (docs/api.md). */
export const ResumoInicio = z.object({
  /** The instant the figures were taken (ISO 8601, São Paulo offset). */
  agora: z.string(),
  hoje: z.extend(Movimento, { filtro: FiltroDoNumero }),
  /** The same weekday a week earlier, up to the same time of day. */
  semana_passada: Movimento,
  pendencias: z.object({
    pago_sem_nfce: Pendencia,
    aguardando_retirada: Pendencia,
    envio_atrasado: Pendencia,
  }),
});
export type ResumoInicio = z.infer<typeof ResumoInicio>;
