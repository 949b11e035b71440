/** CPF, CNPJ and CPF-or-CNPJ inputs; each stores the clean value (11 digits / 14 characters). */
import { cnpj, cpf, cpfCnpj } from '../raValidators';
import { MASCARA_CNPJ, MASCARA_CPF, MASCARA_CPF_CNPJ } from '../masks';
import type { BrInputProps } from './BrInputProps';
import { conversorLimpo } from './conversores';
import { MaskedInput } from './MaskedInput';
import { useValidacao } from './useValidacao';

const FORMATO_CPF = cpf();
const FORMATO_CNPJ = cnpj();
const FORMATO_CPF_CNPJ = cpfCnpj();
const MASCARA_CNPJ_NUMERICO = { mask: '00.000.000/0000-00' };

/** 000.000.000-00, stored as 11 digits; check digits validated. */
export function CpfInput(props: BrInputProps) {
  const validate = useValidacao(props.validate, FORMATO_CPF);
  return <MaskedInput {...props} validate={validate} mascara={MASCARA_CPF} conversor={conversorLimpo} />;
}

export interface CnpjInputProps extends BrInputProps {
  /** Accept letters in the first 12 positions (Receita Federal, July 2026). Default true. */
  alfanumerico?: boolean;
}

/** 00.000.000/0000-00 (or AA.AAA.AAA/AAAA-00), stored as 14 upper-case characters. */
export function CnpjInput({ alfanumerico = true, ...props }: CnpjInputProps) {
  const validate = useValidacao(props.validate, FORMATO_CNPJ);
  return (
    <MaskedInput
      {...props}
      validate={validate}
      mascara={alfanumerico ? MASCARA_CNPJ : MASCARA_CNPJ_NUMERICO}
      conversor={conversorLimpo}
      teclado={alfanumerico ? 'text' : 'numeric'}
    />
  );
}

/** CPF mask up to 11 digits, CNPJ from the 12th character or the first letter; stores the clean value. */
export function CpfCnpjInput(props: BrInputProps) {
  const validate = useValidacao(props.validate, FORMATO_CPF_CNPJ);
  return (
    <MaskedInput {...props} validate={validate} mascara={MASCARA_CPF_CNPJ} conversor={conversorLimpo} teclado="text" />
  );
}
