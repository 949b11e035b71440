import { lazy, Suspense } from 'react';
import declaracao from '@retaguarda/contrato/modulos/dashboard/alertas-notificacoes-criticas';
import { usePodeAbrir } from '../registro/acesso';

// its code (and the alerts' contract) loads only for someone who may open the alerts
const Sino = lazy(() => import('../modulos/dashboard/alertas-notificacoes-criticas/SinoAlertas'));

/** The alerts' bell in the top bar, for users who may open the alerts' inbox. */
export function SinoAlertas() {
  if (!usePodeAbrir(declaracao)) return null;
  return (
    <Suspense fallback={null}>
      <Sino />
    </Suspense>
  );
}
