/**
 * Money typed as cents: each digit enters on the right (1 → R$ 0,01, 12 → R$ 0,12, 123 → R$ 1,23),
 * the way card machines and bank apps work, so nobody types a comma. Stored as a number of reais
 * (docs/contrato.md: money is reais with at most 2 decimals). imask has no right-to-left
 * mode, so this input formats with Intl (br/money) and keeps the caret next to the digit being
 * edited itself.
 */
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent } from 'react';
import { sanitizeInputRestProps, useInput } from 'react-admin';
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import { posicaoComDigitosADireita } from '../masks';
import { formatMoney, parseMoneyBR, reaisDeDigitos } from '@retaguarda/contrato/br/money';
import type { BrInputProps } from './BrInputProps';
import { propsDoCampo } from './propsDoCampo';

/** R$ 9.999.999.999.999,99: more digits would not fit a safe integer of centavos. */
const MAX_DIGITOS = 15;

export function MoneyInput(props: BrInputProps) {
  const { className, defaultValue, label, helperText, onBlur, onChange, resource, source, validate, ...rest } = props;
  const { field, fieldState, id, isRequired } = useInput({
    defaultValue,
    onBlur,
    onChange,
    resource,
    source,
    validate,
    ...rest,
  });
  const texto = typeof field.value === 'number' ? formatMoney(field.value) : '';

  const input = useRef<HTMLInputElement | null>(null);
  const caretPendente = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (el && caretPendente.current !== null && document.activeElement === el) {
      const pos = posicaoComDigitosADireita(el.value, caretPendente.current);
      el.setSelectionRange(pos, pos);
    }
    caretPendente.current = null;
  });

  const mudar = (e: ChangeEvent<HTMLInputElement>) => {
    const digitado = e.target.value;
    const caret = e.target.selectionStart ?? digitado.length;
    const digitos = onlyDigits(digitado);
    if (digitos.replace(/^0+/, '').length > MAX_DIGITOS) return;
    caretPendente.current = onlyDigits(digitado.slice(caret)).length;
    field.onChange(reaisDeDigitos(digitos));
  };

  // A paste replaces the amount: "R$ 1.234,56", "1234,56" and "1234.56" all mean R$ 1.234,56,
  // which the typed-as-cents rule would misread ("1234,5" would become R$ 123,45).
  const colar = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const reais = parseMoneyBR(e.clipboardData.getData('text'));
    if (reais === null || reais < 0) return;
    caretPendente.current = 0;
    field.onChange(reais);
  };

  return (
    <TextField
      {...propsDoCampo({ field, fieldState, id, isRequired }, { source, resource, label, helperText, className })}
      value={texto}
      onChange={mudar}
      onPaste={colar}
      {...sanitizeInputRestProps(rest)}
      inputRef={(el: HTMLInputElement | null) => {
        input.current = el;
        field.ref(el);
      }}
      slotProps={{ ...rest.slotProps, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
