import { lazy, Suspense, useRef, useState } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Button } from 'react-admin';

// The dialogs (status choice, result) and what they need load on the first click, not with the list.
const StatusEmLoteDialogos = lazy(() => import('./StatusEmLoteDialogos'));

/** Bulk action of the list: one status for the selected orders. */
export function BotaoStatusEmLote() {
  const gatilho = useRef<HTMLButtonElement>(null);
  const [aberto, setAberto] = useState(false);
  // mounted from the first opening on, so the closing transitions run and give the focus back
  const [montado, setMontado] = useState(false);
  return (
    <>
      <Button
        label="Alterar status"
        onClick={() => {
          setMontado(true);
          setAberto(true);
        }}
        ref={gatilho}
      >
        <SyncAltIcon />
      </Button>
      {montado ? (
        <Suspense fallback={null}>
          <StatusEmLoteDialogos aberto={aberto} onFechar={() => setAberto(false)} gatilho={gatilho} />
        </Suspense>
      ) : null}
    </>
  );
}
