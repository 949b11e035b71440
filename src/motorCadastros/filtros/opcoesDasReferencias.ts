import { createContext, useContext } from 'react';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';

/** Finds a reference filter's options: the text typed, or the ids already chosen (their titles). */
export type BuscarOpcoes = (filtro: string, pedido: { busca?: string; ids?: readonly number[]; signal?: AbortSignal }) => Promise<OpcaoRegistro[]>;

/**
 * Where the reference filters below find their options instead of the register's own route: a
 * report's filters ask the report, so whoever reads the report chooses its stores without a key
 * of the stores' register.
 */
export const OpcoesDasReferencias = createContext<BuscarOpcoes | null>(null);

export const useBuscarOpcoes = (): BuscarOpcoes | null => useContext(OpcoesDasReferencias);
