import { AREA_INFO } from '../registro/areas';
import type { ModuleDefinition } from '../registro/telasDoModulo';
import type { PassoTrilha } from '../layout/CabecalhoPagina';

/**
 * Início › Área: the breadcrumb above a module's own title (an area has no page of its own, so it is
 * no link); a register mounted under a module (its fee rules, its goals) has that module between.
 */
export function trilhaDoModulo(modulo: Pick<ModuleDefinition, 'area' | 'pai'>): PassoTrilha[] {
  return [{ label: 'Início', to: '/' }, { label: AREA_INFO[modulo.area].label }, ...(modulo.pai ? [{ label: modulo.pai.label, to: modulo.pai.route }] : [])];
}

/** Início › Área › Cadastro: above a register's record and form pages, the register linking back to its list. */
export function trilhaDoCadastro(modulo: Pick<ModuleDefinition, 'area' | 'label' | 'pai'>, lista: string): PassoTrilha[] {
  return [...trilhaDoModulo(modulo), { label: modulo.label, to: lista }];
}
