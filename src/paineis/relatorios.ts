import { ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

// every module's declared reports: a pinned view may be of any of them. Loaded with this screen's
// chunk only (the menu's never imports src/paineis).
const ARQUIVOS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = import.meta.glob('../../contrato/modulos/*/*.relatorios.ts', { eager: true });

export const RELATORIOS_DECLARADOS: Readonly<Record<string, DeclaracaoRelatorio>> = Object.fromEntries(
  Object.values(ARQUIVOS)
    .flatMap((m) => Object.values(m))
    .filter(ehDeclaracaoRelatorio)
    .map((d) => [d.id, d]),
);
