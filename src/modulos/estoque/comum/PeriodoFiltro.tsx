import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as ptBRPickers } from '@mui/x-date-pickers/locales';
import { isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

const textosPickers = ptBRPickers.components.MuiLocalizationProvider.defaultProps.localeText;

/** A whole day as the picker holds it (local midnight), or null while incomplete. */
export const diaValido = (d: Date | null): Date | null => (d && isValid(d) && d.getFullYear() > 1900 ? d : null);

/**
 * Epoch ms of the start (or the end) of that calendar day in São Paulo, the business's time zone
 * (UTC−3 all year since 2019): the day typed is the day meant, wherever the browser is.
 */
export function instanteSP(d: Date, fim: boolean): number {
  const utc = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), fim ? 23 : 0, fim ? 59 : 0, fim ? 59 : 0, fim ? 999 : 0);
  return utc + 3 * 3_600_000;
}

/** 'De' and 'Até' in DD/MM/YYYY with a calendar, for a filter bar. */
export function PeriodoFiltro({ de, ate, onDe, onAte, invertido }: { de: Date | null; ate: Date | null; onDe: (d: Date | null) => void; onAte: (d: Date | null) => void; invertido: boolean }) {
  const campo = { size: 'small' as const, variant: 'outlined' as const, margin: 'none' as const, sx: { width: 170 } };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={textosPickers}>
      <DatePicker label="De" format="dd/MM/yyyy" value={de} onChange={(v) => onDe(diaValido(v))} slotProps={{ textField: campo, field: { clearable: true } }} />
      <DatePicker
        label="Até"
        format="dd/MM/yyyy"
        value={ate}
        onChange={(v) => onAte(diaValido(v))}
        slotProps={{ textField: { ...campo, error: invertido, helperText: invertido ? 'A data final é anterior à inicial' : undefined }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
