/**
 * What every stock report reads from a request: the user's group and stores (one store when the
 * filter names it, 403 when it is not theirs), the family, the period with its defaults, the
 * thresholds and how many rows the list may hold (the screen's or the sheet's).
 */
import type { z } from 'zod/mini';
import { MENSAGENS_RELATORIOS_ESTOQUE, PADROES_RELATORIOS_ESTOQUE, LIMITES_RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { ErroHttp } from '../../../http/erros';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { sellersPermitidos } from '../../sessao/auth/guard';
import type { Escopo } from '../consultas/posicao';

export const DIA = 86_400_000;

export interface ConsultaRelatorio {
  escopo: Escopo;
  idFamilia: number | null;
  /** Epoch ms, both inclusive. */
  de: number;
  ate: number;
  agora: number;
  diasSemVenda: number;
  diasCobertura: number;
  /** Rows the list may hold; the totals always cover every row. */
  limite: number;
}

export function consultaDoPedido(u: UsuarioSessao, b: z.output<typeof ConsultaRelatorioEstoqueBody>, agora: number, limite: number): ConsultaRelatorio {
  const sellers = sellersPermitidos(u, b.id_seller ? [b.id_seller] : null);
  const ate = b.ate ?? agora;
  const de = b.de ?? ate - PADROES_RELATORIOS_ESTOQUE.diasPeriodo * DIA;
  // the body's own check covers a period given whole; a bound left open is filled in here
  if (de > ate) throw new ErroHttp(400, MENSAGENS_RELATORIOS_ESTOQUE.periodoInvertido);
  if (ate - de > LIMITES_RELATORIOS_ESTOQUE.periodoDias * DIA) throw new ErroHttp(400, MENSAGENS_RELATORIOS_ESTOQUE.periodoLongo);
  return {
    escopo: { idGrupo: u.id_grupo, sellers },
    idFamilia: b.id_produto_base ?? null,
    de,
    ate,
    agora,
    diasSemVenda: b.dias_sem_venda,
    diasCobertura: b.dias_cobertura,
    limite,
  };
}

/** Where the recent sales (stock-outs, days of cover) start. */
export const inicioRecente = (c: ConsultaRelatorio): number => c.agora - PADROES_RELATORIOS_ESTOQUE.diasRecentes * DIA;

export const arredondar = (x: number, casas: number): number => Math.round(x * 10 ** casas) / 10 ** casas;
