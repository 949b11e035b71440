import TextField from '@mui/material/TextField';
import { useRecordContext } from 'react-admin';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';

/** A field the server writes (a consent's date): shown in the form as it is, never sent. */
export function CampoSomenteLeitura({ nome, campo }: { nome: string; campo: Campo }) {
  const record = useRecordContext<Record<string, unknown> & { titulos?: Record<string, string | string[] | null> }>();
  const valor = formatarValor(campo, record?.[nome] as ValorCampo | undefined, { titulo: record?.titulos?.[nome] });
  return (
    <TextField
      label={campo.rotulo}
      value={valor || '—'}
      helperText={campo.ajuda ?? 'Preenchido pelo sistema'}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      variant="filled"
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
