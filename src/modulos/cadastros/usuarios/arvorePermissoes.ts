/**
 * The permission picker's tree: the menu's areas (SPEC section 6), each with its children labelled
 * as the menu labels them. Ticking a child grants the area's parent too; a parent alone grants
 * nothing visible, so the picker never offers it on its own (normalizarChaves drops it).
 */
import { AREAS, ROTULOS_AREAS, type Area, type ChildKey } from '@retaguarda/contrato/api/permissions';
import { normalizarChaves } from '@retaguarda/contrato/api/usuarios';
import type { ModuloDoMenu } from '../../../registro/declaracoes';

export interface NoArea {
  area: Area;
  rotulo: string;
  parent: string;
  filhos: { chave: ChildKey; rotulo: string }[];
}

export function arvoreDoMenu(modulos: readonly Pick<ModuloDoMenu, 'menu'>[]): NoArea[] {
  return (Object.keys(AREAS) as Area[]).map((area) => ({
    area,
    rotulo: ROTULOS_AREAS[area],
    parent: AREAS[area].parent,
    filhos: AREAS[area].children.map((chave) => ({ chave, rotulo: modulos.find((m) => m.menu.chave === chave)?.menu.rotulo ?? chave })),
  }));
}

/** The keys after ticking or unticking one child. */
export function alternarFilho(chaves: readonly string[], chave: ChildKey, marcado: boolean): string[] {
  const sem = chaves.filter((k) => k !== chave);
  return normalizarChaves(marcado ? [...sem, chave] : sem);
}

/** The keys after ticking or unticking a whole area (every child). */
export function alternarArea(chaves: readonly string[], no: NoArea, marcado: boolean): string[] {
  const filhos = no.filhos.map((f) => f.chave as string);
  const sem = chaves.filter((k) => !filhos.includes(k));
  return normalizarChaves(marcado ? [...sem, ...filhos] : sem);
}

/** How many children of the area are in the keys. */
export const marcadosDaArea = (chaves: readonly string[], no: NoArea): number => no.filhos.filter((f) => chaves.includes(f.chave)).length;
