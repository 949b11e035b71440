/**
 * Whose records a call reaches: a 'grupo' resource only the rows of the user's seller's group, a
 * 'seller' one only the user's seller's. Every query of the engine goes through `condicao`, so a
 * record out of scope answers exactly like a missing one (404, never in a list).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { UsuarioSessao } from '../sessao/consultas/usuarios';
import { COLUNA_ESCOPO } from './colunas';

export interface EscopoDaChamada {
  coluna: string | null;
  valor: number | null;
}

/** From the session alone: the user's seller and group are read with the user on every call. */
export function escopoDe(recurso: Recurso, usuario: UsuarioSessao): EscopoDaChamada {
  const coluna = COLUNA_ESCOPO[recurso.escopo];
  if (recurso.escopo === 'seller') return { coluna, valor: usuario.id_seller };
  if (recurso.escopo === 'global') return { coluna: null, valor: null };
  return { coluna, valor: usuario.id_grupo };
}

/** `<tabela>.<escopo> = valor`, or true for a global resource. */
export function condicaoEscopo(escopo: EscopoDaChamada, tabela?: string): RawBuilder<SqlBool> {
  if (escopo.coluna === null) return sql<SqlBool>`1 = 1`;
  const coluna = tabela ? sql.ref(`${tabela}.${escopo.coluna}`) : sql.ref(escopo.coluna);
  return sql<SqlBool>`${coluna} = ${escopo.valor}`;
}

/** The scope column's value for a new row. */
export const valoresEscopo = (escopo: EscopoDaChamada): Record<string, number> => (escopo.coluna === null || escopo.valor === null ? {} : { [escopo.coluna]: escopo.valor });
