import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';

/** What names a record: its title field as shown, or 'Cliente 12' when that is empty. */
export function tituloDoRegistro(recurso: Recurso, registro: { id: number } & Record<string, unknown>): string {
  const campo = recurso.campos[recurso.titulo];
  const valor = campo ? formatarValor(campo, registro[recurso.titulo] as ValorCampo | undefined) : '';
  return valor || `${recurso.rotulo.singular} ${registro.id}`;
}
