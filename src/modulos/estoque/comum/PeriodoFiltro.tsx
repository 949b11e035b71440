import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, startTransition, Suspense, useState } from 'react';
import { CAMPO_PERIODO, type PropsPeriodo } from './periodo';

/**
 * Epoch ms of the start (or the end) of that calendar day in São Paulo, the business's time zone
 * (UTC−3 all year since 2019): the day typed is the day meant, wherever the browser is.
 */
export function instanteSP(d: Date, fim: boolean): number {
  const utc = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), fim ? 23 : 0, fim ? 59 : 0, fim ? 59 : 0, fim ? 999 : 0);
  return utc + 3 * 3_600_000;
}

const PeriodoCalendario = lazy(() => import('./PeriodoCalendario'));

/**
 * An empty date field of the picker's size and look (its label, the calendar button), drawn
 * without the pickers' code. Reaching it (pointer, touch or keyboard focus) asks for that code.
 */
function CampoAntesDoCalendario({ rotulo, onChegar }: { rotulo: string; onChegar: (foco: boolean) => void }) {
  return (
    <TextField
      {...CAMPO_PERIODO}
      label={rotulo}
      value=""
      onPointerEnter={() => onChegar(false)}
      onFocus={() => onChegar(true)}
      slotProps={{
        htmlInput: { readOnly: true, placeholder: 'DD/MM/AAAA' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Escolha uma data" tabIndex={-1}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * 'De' and 'Até' in DD/MM/YYYY with a calendar, for a filter bar. MUI X's pickers are heavy and
 * most visits never filter by date: until the user reaches a field (or a date is set) two fields of
 * the same size stand in their place, and the pickers load then, focusing the field being entered.
 */
export function PeriodoFiltro(props: PropsPeriodo) {
  const [chegou, setChegou] = useState(Boolean(props.de || props.ate));
  const [focar, setFocar] = useState<'de' | 'ate' | undefined>(undefined);
  const antes = (
    <>
      {(['de', 'ate'] as const).map((campo) => (
        <CampoAntesDoCalendario
          key={campo}
          rotulo={campo === 'de' ? 'De' : 'Até'}
          onChegar={(foco) => {
            if (foco) setFocar(campo);
            // a transition: the fields on screen (the one focused, too) stay until the pickers are ready
            startTransition(() => setChegou(true));
          }}
        />
      ))}
    </>
  );
  return <Suspense fallback={antes}>{chegou ? <PeriodoCalendario {...props} focar={focar} /> : antes}</Suspense>;
}
