import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Carregando } from '../../../layout/Carregando';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { AbaMatriz } from './AbaMatriz';

// the campaigns' tab is not the one that opens: its code loads when it is chosen
const AbaRevisoes = lazy(() => import('./AbaRevisoes').then((m) => ({ default: m.AbaRevisoes })));

const ABAS = ['matriz', 'revisoes'] as const;
type Aba = (typeof ABAS)[number];

/** /torre-controle/revisoes-gestao-acessos: the access matrix and the review campaigns, one tab each (kept in the address). */
export default function TelaRevisaoAcessos() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('aba');
  const aba: Aba = ABAS.find((a) => a === pedida) ?? 'matriz';
  return (
    // held to the content's width: a wide table scrolls inside its box, not the page
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina titulo="Revisões e gestão de acessos" trilha={[{ label: 'Torre de controle' }]} />
      <Paper sx={{ px: { xs: 1, sm: 2 }, mb: 2 }}>
        <Tabs value={aba} onChange={(_e, v: Aba) => setParams(v === 'matriz' ? {} : { aba: v }, { replace: true })} aria-label="Seções da revisão de acessos" variant="scrollable" allowScrollButtonsMobile>
          <Tab value="matriz" label="Matriz" id="aba-matriz" aria-controls={aba === 'matriz' ? 'painel-matriz' : undefined} />
          <Tab value="revisoes" label="Campanhas" id="aba-revisoes" aria-controls={aba === 'revisoes' ? 'painel-revisoes' : undefined} />
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`painel-${aba}`} aria-labelledby={`aba-${aba}`}>
        {aba === 'matriz' ? (
          <AbaMatriz />
        ) : (
          <Suspense fallback={<Carregando />}>
            <AbaRevisoes />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
