/** Phone and CEP inputs; both store digits only. */
import { cep, phone } from '../raValidators';
import { MASCARA_CEP, MASCARA_TELEFONE, MASCARA_TELEFONE_SEM_DDD, telefoneColado } from '../masks';
import type { BrInputProps } from './BrInputProps';
import { conversorLimpo } from './conversores';
import { MaskedInput } from './MaskedInput';
import { useValidacao } from './useValidacao';

const FORMATO_TELEFONE = phone();
const FORMATO_CEP = cep();

export interface PhoneInputProps extends BrInputProps {
  /** The number includes the 2-digit area code, (00) 00000-0000. Default true. */
  ddd?: boolean;
}

/** (00) 0000-0000 or (00) 00000-0000 by length, stored as 10 or 11 digits (8 or 9 with ddd={false}). */
export function PhoneInput({ ddd = true, ...props }: PhoneInputProps) {
  const validate = useValidacao(props.validate, FORMATO_TELEFONE);
  return (
    <MaskedInput
      {...props}
      validate={validate}
      mascara={ddd ? MASCARA_TELEFONE : MASCARA_TELEFONE_SEM_DDD}
      conversor={conversorLimpo}
      aoColar={telefoneColado}
    />
  );
}

/** 00000-000, stored as 8 digits. */
export function CepInput(props: BrInputProps) {
  const validate = useValidacao(props.validate, FORMATO_CEP);
  return <MaskedInput {...props} validate={validate} mascara={MASCARA_CEP} conversor={conversorLimpo} />;
}
