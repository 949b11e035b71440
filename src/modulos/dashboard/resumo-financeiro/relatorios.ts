import * as DECLARADOS from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

// read as unknown values, each told a declaration or not by the contract's own test
const EXPORTADOS: Readonly<Record<string, unknown>> = DECLARADOS;

/** The financial summary's reports by id, as the widgets read any report. */
export const RELATORIOS_FINANCEIRO: Readonly<Record<string, DeclaracaoRelatorio>> = Object.fromEntries(
  Object.values(EXPORTADOS)
    .filter(ehDeclaracaoRelatorio)
    .map((d) => [d.id, d]),
);
