import { TextInput } from 'react-admin';
import { formatDate, formatHora, instanteSP, minutosDaHora, toIsoSP } from '@retaguarda/contrato/br/dates';
import type { PropsEntrada } from './tipos';

/** ISO with offset → the `datetime-local` input's 'YYYY-MM-DDTHH:mm', in São Paulo's wall clock. */
function paraInput(valor: unknown): string {
  if (typeof valor !== 'string' || valor === '') return '';
  const [dia, mes, ano] = formatDate(valor).split('/');
  return `${ano}-${mes}-${dia}T${formatHora(valor)}`;
}

function doInput(valor: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(valor);
  if (!m) return null;
  return toIsoSP(instanteSP(`${m[3]}/${m[2]}/${m[1]}`, minutosDaHora(m[4])));
}

/** A writable date-time: the browser's picker, read and written as São Paulo time (the API's ISO with offset). */
export function EntradaDataHora({ nome, campo, validate, ajuda }: PropsEntrada<'data_hora'>) {
  return (
    <TextInput
      source={nome}
      label={campo.rotulo}
      type="datetime-local"
      validate={validate}
      helperText={ajuda ?? false}
      format={paraInput}
      parse={doInput}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
