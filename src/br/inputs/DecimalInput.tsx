import { useMemo } from 'react';
import { parseDecimalBR } from '@retaguarda/contrato/br/decimal';
import { mascaraDecimal } from '../masks';
import type { BrInputProps } from './BrInputProps';
import { conversorNumero } from './conversores';
import { MaskedInput } from './MaskedInput';

export interface DecimalInputProps extends BrInputProps {
  /** Digits after the comma. Default 2. */
  escala?: number;
  /** Allow a leading minus. Default false. */
  negativos?: boolean;
}

/** 1.234,56 with a configurable scale, stored as a number. */
export function DecimalInput({ escala = 2, negativos = false, ...props }: DecimalInputProps) {
  const mascara = useMemo(() => mascaraDecimal(escala, negativos), [escala, negativos]);
  // Pasted "1.234,5" or "1234.5" are read as the number they mean; imask alone would take the "." for thousands.
  const colar = useMemo(
    () => (texto: string) => {
      const n = parseDecimalBR(texto, escala);
      return n === null || (n < 0 && !negativos) ? undefined : n;
    },
    [escala, negativos],
  );
  return (
    <MaskedInput
      {...props}
      mascara={mascara}
      conversor={conversorNumero}
      aoColar={colar}
      teclado="decimal"
    />
  );
}
