import InputAdornment from '@mui/material/InputAdornment';
import { cardBrand } from '@retaguarda/contrato/br/cardBrand';
import { MASCARA_CARTAO } from '../masks';
import { cardNumber } from '../raValidators';
import type { BrInputProps } from './BrInputProps';
import { conversorLimpo } from './conversores';
import { MaskedInput } from './MaskedInput';
import { useValidacao } from './useValidacao';

const FORMATO_CARTAO = cardNumber();

function marca(valor: unknown) {
  const m = typeof valor === 'string' ? cardBrand(valor) : 'Unknown';
  return m === 'Unknown' ? null : <InputAdornment position="end">{m}</InputAdornment>;
}

/** Card number grouped by brand (4-4-4-4, Amex 4-6-5, Diners 4-6-4) with the brand shown; stored as digits. */
export function CardNumberInput(props: BrInputProps) {
  const validate = useValidacao(props.validate, FORMATO_CARTAO);
  return (
    <MaskedInput {...props} validate={validate} mascara={MASCARA_CARTAO} conversor={conversorLimpo} fim={marca} />
  );
}
