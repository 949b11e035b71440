/**
 * A react-admin input whose text is kept in shape by an imask mask (react-imask's useIMask). imask
 * owns the DOM value and the caret, so the caret stays where the user types; the form holds only
 * the clean value that `conversor.ler` reads back from the mask.
 */
import TextField from '@mui/material/TextField';
import type { FactoryOpts, InputMask } from 'imask';
import { useCallback, useEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { sanitizeInputRestProps, useInput } from 'react-admin';
import { useIMask } from 'react-imask';
import type { BrInputProps } from './BrInputProps';
import { propsDoCampo } from './propsDoCampo';
import { valoresIguais } from './valoresIguais';

export type Mascara = InputMask<FactoryOpts>;

export interface Conversor {
  /** The value the form stores, read from the mask after every keystroke or paste. */
  ler: (mascara: Mascara) => unknown;
  /** Shows a stored value (record loaded, form reset, paste handled by `aoColar`). */
  escrever: (mascara: Mascara, valor: unknown) => void;
}

export interface MaskedInputProps extends BrInputProps {
  /** imask options; must keep its identity between renders (a constant or a useMemo). */
  mascara: FactoryOpts;
  conversor: Conversor;
  /**
   * Reads pasted text as a stored value, for pastes the mask alone would misread
   * ("+55 11 …", "1/2/2026", "1.234,5"); undefined lets imask handle the paste.
   */
  aoColar?: (texto: string) => unknown;
  /** Shown at the end of the field for the current stored value, e.g. the card brand. */
  fim?: (valor: unknown) => ReactNode;
  /** Which on-screen keyboard phones show; 'text' where letters are allowed (alphanumeric CNPJ). */
  teclado?: 'numeric' | 'decimal' | 'text';
}

export function MaskedInput(props: MaskedInputProps) {
  const {
    mascara,
    conversor,
    aoColar,
    fim,
    teclado = 'numeric',
    className,
    defaultValue,
    label,
    helperText,
    onBlur,
    onChange,
    resource,
    source,
    validate,
    slotProps,
    ...rest
  } = props;
  const { field, fieldState, id, isRequired } = useInput({
    defaultValue,
    onBlur,
    onChange,
    resource,
    source,
    validate,
    ...rest,
  });

  // The latest form value, for the accept handler: imask also fires "accept" when we write a
  // stored value into it, and that must not be echoed back as a user change (it would dirty the form).
  const valorAtual = useRef<unknown>(field.value);
  useEffect(() => {
    valorAtual.current = field.value;
  });

  const { onChange: mudarCampo } = field;
  const { ler, escrever } = conversor;
  const aoAceitar = useCallback(
    (_texto: string, m: Mascara) => {
      const novo = ler(m);
      if (!valoresIguais(novo, valorAtual.current)) {
        valorAtual.current = novo;
        mudarCampo(novo);
      }
    },
    [ler, mudarCampo],
  );
  const { ref: refMascara, maskRef } = useIMask<HTMLInputElement, FactoryOpts>(mascara, { onAccept: aoAceitar });

  // Declared after useIMask so that on mount the mask already exists when the record's value is written.
  useEffect(() => {
    const m = maskRef.current;
    if (m && !valoresIguais(ler(m), field.value)) escrever(m, field.value);
  }, [field.value, maskRef, ler, escrever]);

  const { ref: refDoForm } = field;
  const ligarInput = useCallback(
    (el: HTMLInputElement | null) => {
      refMascara.current = el;
      refDoForm(el);
    },
    [refMascara, refDoForm],
  );

  const colar = (e: ClipboardEvent<HTMLInputElement>) => {
    const m = maskRef.current;
    const valor = aoColar?.(e.clipboardData.getData('text'));
    if (!m || valor === undefined) return;
    e.preventDefault();
    escrever(m, valor);
  };

  const temValor = !valoresIguais(field.value, '');
  const adorno = fim?.(field.value);
  return (
    <TextField
      {...propsDoCampo({ field, fieldState, id, isRequired }, { source, resource, label, helperText, className })}
      onPaste={colar}
      {...sanitizeInputRestProps(rest)}
      inputRef={ligarInput}
      slotProps={{
        ...slotProps,
        // imask writes the DOM value without a React change event, so MUI cannot tell the field
        // is filled when a record loads; without this the label would sit on top of the text.
        inputLabel: { shrink: temValor || undefined },
        input: adorno ? { endAdornment: adorno } : undefined,
        htmlInput: { inputMode: teclado, autoComplete: 'off' },
      }}
    />
  );
}
