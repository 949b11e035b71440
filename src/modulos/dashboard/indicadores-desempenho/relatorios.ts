import * as DECLARADOS from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

// read as unknown values, each told a declaration or not by the contract's own test
const EXPORTADOS: Readonly<Record<string, unknown>> = DECLARADOS;

/** The indicators' reports by id, as any report reads (the widgets take a declaration of any report). */
export const RELATORIOS_INDICADORES: Readonly<Record<string, DeclaracaoRelatorio>> = Object.fromEntries(
  Object.values(EXPORTADOS)
    .filter(ehDeclaracaoRelatorio)
    .map((d) => [d.id, d]),
);

export function relatorioDosIndicadores(id: string): DeclaracaoRelatorio {
  const d = RELATORIOS_INDICADORES[id];
  if (!d) throw new Error(`O relatório '${id}' não está declarado`);
  return d;
}
