import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { Carregando } from '../../../layout/Carregando';
import { usePodeChamar } from '../../../registro/usePodeChamar';
import { AbaCaixa } from './AbaCaixa';

// the rules' tab is an administrator's and seldom opened: its code loads when it is chosen
const AbaRegras = lazy(() => import('./AbaRegras').then((m) => ({ default: m.AbaRegras })));

/** /dashboard/alertas-notificacoes-criticas: the inbox, and for administrators the rules' thresholds (?aba=regras). */
export default function TelaAlertas() {
  const [params, setParams] = useSearchParams();
  const admin = usePodeChamar(ROTAS_ALERTAS.alterarRegra);
  const aba = admin && params.get('aba') === 'regras' ? 'regras' : 'caixa';
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Alertas e notificações críticas" trilha={[{ label: 'Dashboard' }]} />
      {admin && (
        <Paper sx={{ px: { xs: 1, sm: 2 }, mb: 2 }}>
          <Tabs value={aba} onChange={(_e, v: string) => setParams(v === 'caixa' ? {} : { aba: v }, { replace: true })} aria-label="Seções dos alertas">
            <Tab value="caixa" label="Caixa de alertas" id="aba-caixa" aria-controls={aba === 'caixa' ? 'painel-caixa' : undefined} />
            <Tab value="regras" label="Regras" id="aba-regras" aria-controls={aba === 'regras' ? 'painel-regras' : undefined} />
          </Tabs>
        </Paper>
      )}
      <Box role={admin ? 'tabpanel' : undefined} id={`painel-${aba}`} aria-labelledby={admin ? `aba-${aba}` : undefined}>
        {aba === 'caixa' ? (
          <AbaCaixa />
        ) : (
          <Suspense fallback={<Carregando />}>
            <AbaRegras />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
