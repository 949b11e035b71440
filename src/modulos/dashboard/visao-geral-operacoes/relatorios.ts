import * as DECLARADOS from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import { ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

// read as unknown values, each told a declaration or not by the contract's own test
const EXPORTADOS: Readonly<Record<string, unknown>> = DECLARADOS;

/** The overview's reports by id, as any report reads (the widgets take a declaration of any report). */
export const RELATORIOS_VISAO_GERAL: Readonly<Record<string, DeclaracaoRelatorio>> = Object.fromEntries(
  Object.values(EXPORTADOS)
    .filter(ehDeclaracaoRelatorio)
    .map((d) => [d.id, d]),
);

export function relatorioDaVisaoGeral(id: string): DeclaracaoRelatorio {
  const d = RELATORIOS_VISAO_GERAL[id];
  if (!d) throw new Error(`O relatório '${id}' não está declarado`);
  return d;
}
