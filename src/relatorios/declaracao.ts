import type { Coluna } from '@retaguarda/contrato/relatorios/colunas';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

/**
 * A report declared with its literal columns, read as a report of any columns. DeclaracaoColunas
 * names its columns' keys in `alvos`, which makes it invariant in them: TypeScript will not widen
 * `DeclaracaoRelatorio<F, D, G>` to `DeclaracaoRelatorio` on its own, though every screen reads it
 * only through the wider type.
 */
export function comoRelatorio<F extends Readonly<Record<string, Campo>>, D extends Record<string, Coluna>, G extends string>(d: DeclaracaoRelatorio<F, D, G>): DeclaracaoRelatorio {
  const qualquer: object = d;
  return qualquer as DeclaracaoRelatorio;
}
