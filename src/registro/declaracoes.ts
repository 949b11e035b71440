/**
 * The menu modules as the contract declares them, found by convention (one file per module under
 * contrato/modulos/<area>/), in menu order. Data only: no screen, no icon component. Readers that
 * need only labels, keys and routes (the permission tree, the key labels, a reference filter's
 * target) read them here, so that nothing a module's screens load imports the screens' registry.
 */
import { AREAS, type Area } from '@retaguarda/contrato/api/permissions';
import type { ModuloDeclarado } from '@retaguarda/contrato/modulos/declaracao';

/** A declaration with a menu entry in one of the menu's areas. */
export type ModuloDoMenu = ModuloDeclarado & { area: Area; menu: NonNullable<ModuloDeclarado['menu']> };

/**
 * Every declaration file, by its path; the endpoint files beside them (`*.api.ts`), the report
 * declarations (`*.relatorios.ts`) and the dashboards laid out of them (`*.painel.ts`) hold schemas,
 * kept out of the menu's chunk.
 */
export const DECLARACOES_ENCONTRADAS: Readonly<Record<string, ModuloDeclarado>> = import.meta.glob<ModuloDeclarado>(
  ['../../contrato/modulos/*/*.ts', '!../../contrato/modulos/*/*.api.ts', '!../../contrato/modulos/*/*.relatorios.ts', '!../../contrato/modulos/*/*.painel.ts'],
  { eager: true, import: 'default' },
);

const AREAS_EM_ORDEM = Object.keys(AREAS) as Area[];

const temMenu = (d: ModuloDeclarado): d is ModuloDoMenu => d.menu !== undefined && d.area !== 'sistema';

/** Where a module sits in the menu: its area in the order of AREAS, then its key in the order of the area's keys. */
const posicao = (d: ModuloDoMenu): [number, number] => [AREAS_EM_ORDEM.indexOf(d.area), (AREAS[d.area].children as readonly string[]).indexOf(d.menu.chave)];

/** The declarations with a menu entry, in menu order (two with the same key keep the order of their paths). */
export function declaracoesDoMenu(encontradas: Readonly<Record<string, ModuloDeclarado>>): ModuloDoMenu[] {
  return Object.keys(encontradas)
    .sort()
    .map((caminho) => encontradas[caminho])
    .filter(temMenu)
    .map((d, i) => ({ d, i, p: posicao(d) }))
    .sort((a, b) => a.p[0] - b.p[0] || a.p[1] - b.p[1] || a.i - b.i)
    .map(({ d }) => d);
}

export const DECLARACOES: readonly ModuloDoMenu[] = declaracoesDoMenu(DECLARACOES_ENCONTRADAS);

/** The menu's label of a module key ('Gestão de pedidos'), or undefined for a key no module declares. */
export const rotuloDaChave = (chave: string): string | undefined => DECLARACOES.find((d) => d.menu.chave === chave)?.menu.rotulo;

/** The react-admin resource name of a module: its route without the leading slash. */
export const resourceName = (m: { route: string }): string => m.route.replace(/^\//, '');

/** The react-admin resource of the first module mounting a register, if any. */
export function resourceDoRecurso(recurso: string): string | undefined {
  const declaracao = DECLARACOES.find((d) => d.recurso === recurso);
  return declaracao ? resourceName({ route: declaracao.menu.rota }) : undefined;
}
