import { lazy, Suspense, useState } from 'react';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';

// the dialog loads with the first import: most visits never import
const DialogoImportacao = lazy(() => import('./DialogoImportacao'));

/** 'Importar': opens the import dialog. */
export function BotaoImportar({ recurso }: { recurso: Recurso }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setAberto(true)} sx={{ flexShrink: 0 }}>
        Importar
      </Button>
      {aberto ? (
        <Suspense fallback={null}>
          <DialogoImportacao recurso={recurso} onFechar={() => setAberto(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
