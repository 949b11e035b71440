/**
 * React-admin inputs for Brazilian data. Browser-only (MUI, imask): the server imports the pure
 * modules in src/br, never this folder.
 */
export type { BrInputProps } from './BrInputProps';
export { CardNumberInput } from './CardNumberInput';
export { CepInput, PhoneInput, type PhoneInputProps } from './contactInputs';
export { DataBRTextInput } from './DataBRTextInput';
export { DecimalInput, type DecimalInputProps } from './DecimalInput';
export { CnpjInput, CpfCnpjInput, CpfInput, type CnpjInputProps } from './documentInputs';
export { MaskedInput, type Conversor, type MaskedInputProps } from './MaskedInput';
export { MoneyInput } from './MoneyInput';
