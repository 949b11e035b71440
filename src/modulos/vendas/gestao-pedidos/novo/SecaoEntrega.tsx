import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { lazy, Suspense } from 'react';
import type { Rascunho } from './rascunho';

const EnderecoEntrega = lazy(() => import('./EnderecoEntrega'));

type Entrega = Rascunho['entrega'];

const ROTULOS = { balcao: 'Levou no balcão', retirada: 'Retira na loja depois', entrega: 'Entregar no endereço' } as const;

/** Counter sale, later pickup, or shipping with the address and the freight. */
export function SecaoEntrega({ entrega, onChange, erros }: { entrega: Entrega; onChange: (e: Entrega) => void; erros: Record<string, string> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <RadioGroup row value={entrega.tipo} onChange={(ev) => onChange({ ...entrega, tipo: ev.target.value as Entrega['tipo'] })} aria-label="Entrega">
        {(Object.keys(ROTULOS) as Entrega['tipo'][]).map((t) => (
          <FormControlLabel key={t} value={t} control={<Radio />} label={ROTULOS[t]} />
        ))}
      </RadioGroup>
      {entrega.tipo === 'entrega' && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Carregando o endereço de entrega" />}>
          <EnderecoEntrega entrega={entrega} onChange={onChange} erros={erros} />
        </Suspense>
      )}
    </Box>
  );
}
