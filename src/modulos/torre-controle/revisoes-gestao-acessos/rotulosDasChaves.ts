import { AREAS, ROTULOS_AREAS, type Area } from '@retaguarda/contrato/api/permissions';
import { rotuloDaChave } from '../../../registro/declaracoes';

/**
 * Permission keys as the menu names what they open, in the menu's order: each screen by its
 * module's label. An area's own key opens nothing by itself, so it is named ('Menu Vendas') only
 * when none of that area's screens is in the list.
 */
export function rotulosDasChaves(chaves: readonly string[]): string[] {
  return (Object.keys(AREAS) as Area[]).flatMap((area) => {
    const telas = AREAS[area].children.filter((c) => chaves.includes(c)).map((c) => rotuloDaChave(c) ?? c);
    if (telas.length > 0) return telas;
    return chaves.includes(AREAS[area].parent) ? [`Menu ${ROTULOS_AREAS[area]}`] : [];
  });
}
