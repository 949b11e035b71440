/**
 * The receipt being counted, kept in this browser per user and purchase order (the manual order's
 * mechanism, session/rascunhos.ts, which sign-out erases), so a reload or a closed tab loses no
 * scan. It remembers the order's version it was counted against: once another receipt has changed
 * the order, its counts no longer measure against what is there, and it is dropped.
 */
import { z } from 'zod/mini';
import { apagarRascunhoDoNavegador, guardarRascunhoNoNavegador, lerRascunhoDoNavegador } from '../../../session/rascunhos';

const RascunhoRecebimento = z.object({
  versao_pedido: z.int(),
  /** By product id, as typed (blank is none). */
  contagens: z.record(z.string(), z.object({ recebido: z.string(), avariado: z.string() })),
  chave: z.string(),
  observacao: z.string(),
  encerrar: z.boolean(),
});
type RascunhoRecebimento = z.infer<typeof RascunhoRecebimento>;
export type ContagemGuardada = Omit<RascunhoRecebimento, 'versao_pedido'>;

export const CONTAGEM_VAZIA: ContagemGuardada = { contagens: {}, chave: '', observacao: '', encerrar: false };

/** How the screen started: from a draft of this version of the order, from nothing because the order changed since the draft, or from nothing at all. */
export type Retomada = 'retomada' | 'pedido_mudou' | null;

const nome = (idUsuario: number, idPedido: number) => `recebimento.${idUsuario}.${idPedido}`;

/** Reads only: what is no longer valid is erased by the next guardarContagem, which writes nothing for an empty count. */
export function retomarContagem(idUsuario: number, idPedido: number, versaoPedido: number): { contagem: ContagemGuardada; retomada: Retomada } {
  const r = lerRascunhoDoNavegador(nome(idUsuario, idPedido), RascunhoRecebimento);
  if (!r) return { contagem: CONTAGEM_VAZIA, retomada: null };
  if (r.versao_pedido !== versaoPedido) return { contagem: CONTAGEM_VAZIA, retomada: 'pedido_mudou' };
  const { contagens, chave, observacao, encerrar } = r;
  return { contagem: { contagens, chave, observacao, encerrar }, retomada: 'retomada' };
}

export const temContagem = (c: ContagemGuardada): boolean =>
  c.chave !== '' || c.observacao.trim() !== '' || c.encerrar || Object.values(c.contagens).some((l) => l.recebido.trim() !== '' || l.avariado.trim() !== '');

export function guardarContagem(idUsuario: number, idPedido: number, versaoPedido: number, c: ContagemGuardada): void {
  if (temContagem(c)) guardarRascunhoNoNavegador(nome(idUsuario, idPedido), { versao_pedido: versaoPedido, ...c } satisfies RascunhoRecebimento);
  else apagarRascunhoDoNavegador(nome(idUsuario, idPedido));
}

export const haContagemGuardada = (idUsuario: number, idPedido: number): boolean => lerRascunhoDoNavegador(nome(idUsuario, idPedido), RascunhoRecebimento) !== null;

export const descartarContagem = (idUsuario: number, idPedido: number): void => apagarRascunhoDoNavegador(nome(idUsuario, idPedido));
