import type { Kysely } from 'kysely';
import type { LinkAlerta } from '@retaguarda/contrato/api/alertas';
import type { DB } from '../../../db/schema';

/** A store of the group being evaluated. */
export interface Loja {
  id: number;
  nome: string;
}

export interface ContextoRegra {
  db: Kysely<DB>;
  idGrupo: number;
  lojas: readonly Loja[];
  /** Epoch ms. */
  agora: number;
  parametros: Readonly<Record<string, number>>;
}

/** One condition that holds now: at most one unresolved alert per `chave` of a rule and group. */
export interface Condicao {
  chave: string;
  titulo: string;
  detalhe: string;
  link: LinkAlerta;
}

export interface Resultado {
  condicoes: Condicao[];
  /**
   * False when the rule stopped at its cap: the conditions past it were not looked at, so an open
   * alert missing from the list may still hold and is not closed this time.
   */
  completo: boolean;
}

export type Avaliador = (c: ContextoRegra) => Promise<Resultado>;

/** Conditions one rule reads per group and minute, at most: an inbox of thousands helps nobody. */
export const TETO_CONDICOES = 200;

export const nomeDaLoja = (lojas: readonly Loja[], id: number): string => lojas.find((l) => l.id === id)?.nome ?? `Loja ${id}`;
