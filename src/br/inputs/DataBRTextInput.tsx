import { normalizeDataBR } from '@retaguarda/contrato/br/dates';
import { MASCARA_DATA } from '../masks';
import { dataBR } from '../raValidators';
import type { BrInputProps } from './BrInputProps';
import { conversorData } from './conversores';
import { MaskedInput } from './MaskedInput';
import { useValidacao } from './useValidacao';

const FORMATO_DATA = dataBR();
const dataColada = (texto: string) => normalizeDataBR(texto) ?? undefined;

/**
 * A date typed as DD/MM/YYYY and stored the same way, the API's date format (SPEC section 7,
 * contrato/api/pedidos.ts). Typed text with no picker: back-office users type dates faster than they click,
 * and forms that use it do not pay for @mui/x-date-pickers. The order filters use
 * DataBRPickerInput instead (same stored string, with a calendar); the two share only contrato/br/dates.
 */
export function DataBRTextInput(props: BrInputProps) {
  const validate = useValidacao(props.validate, FORMATO_DATA);
  return (
    <MaskedInput
      {...props}
      validate={validate}
      mascara={MASCARA_DATA}
      conversor={conversorData}
      aoColar={dataColada}
      placeholder={props.placeholder ?? 'DD/MM/AAAA'}
    />
  );
}
