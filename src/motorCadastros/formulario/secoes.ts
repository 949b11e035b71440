import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';

export interface SecaoDeCampos {
  titulo: string;
  campos: [string, Campo][];
}

/**
 * The declaration's sections in order, each with its fields; a field without `secao` (or naming
 * one the list lacks) goes to the first. A resource without sections has one, 'Dados'. Sections
 * left without fields are dropped.
 */
export function secoesDoRecurso(recurso: Recurso, filtro: (campo: Campo) => boolean = () => true): SecaoDeCampos[] {
  const titulos = recurso.secoes?.length ? [...recurso.secoes] : ['Dados'];
  const secoes = titulos.map((titulo) => ({ titulo, campos: [] as [string, Campo][] }));
  for (const [nome, campo] of Object.entries(recurso.campos)) {
    if (!filtro(campo)) continue;
    const alvo = secoes.find((s) => s.titulo === campo.secao) ?? secoes[0];
    alvo.campos.push([nome, campo]);
  }
  return secoes.filter((s) => s.campos.length > 0);
}
