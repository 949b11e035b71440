import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as ptBRPickers } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { CAMPO_PERIODO, diaValido, type PropsPeriodo } from './periodo';

const textosPickers = ptBRPickers.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * 'De' and 'Até' in DD/MM/YYYY with a calendar (MUI X's pickers). Loaded by PeriodoFiltro when the
 * user first reaches the fields; `focar` is the field the user was entering, focused on mount.
 */
export default function PeriodoCalendario({ de, ate, onDe, onAte, invertido, focar }: PropsPeriodo & { focar?: 'de' | 'ate' }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={textosPickers}>
      <DatePicker label="De" format="dd/MM/yyyy" value={de} onChange={(v) => onDe(diaValido(v))} autoFocus={focar === 'de'} slotProps={{ textField: CAMPO_PERIODO, field: { clearable: true } }} />
      <DatePicker
        label="Até"
        format="dd/MM/yyyy"
        value={ate}
        onChange={(v) => onAte(diaValido(v))}
        autoFocus={focar === 'ate'}
        slotProps={{ textField: { ...CAMPO_PERIODO, error: invertido, helperText: invertido ? 'A data final é anterior à inicial' : undefined }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
