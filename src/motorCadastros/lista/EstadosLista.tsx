import type { ReactNode } from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { resolveErrorMessage } from '../../http';

const nenhum = (recurso: Recurso) => `Nenhum${recurso.rotulo.genero === 'a' ? 'a' : ''} ${recurso.rotulo.singular.toLowerCase()}`;

/** While the first page loads: grey rows where the records will be. */
export function CarregandoLista({ recurso }: { recurso: Recurso }) {
  return (
    <Box role="status" aria-busy="true" aria-label={`Carregando ${recurso.rotulo.plural.toLowerCase()}`} sx={{ px: 2, py: 1 }}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} variant="rounded" height={36} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

/**
 * Nothing to show. Without filters the register is empty: say so and offer to create the first
 * (when the user may); with filters, say they excluded everything and offer to clear them.
 */
export function ListaVazia({ recurso, filtrada, onLimpar, criar }: { recurso: Recurso; filtrada: boolean; onLimpar: () => void; criar: ReactNode }) {
  const g = recurso.rotulo.genero;
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {filtrada ? <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden /> : <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {filtrada ? `${nenhum(recurso)} encontrad${g} com estes filtros` : `${nenhum(recurso)} cadastrad${g}`}
      </Typography>
      {filtrada ? (
        <Button variant="outlined" onClick={onLimpar}>
          Limpar filtros
        </Button>
      ) : (
        criar
      )}
    </Box>
  );
}

/** The list could not be read: why, and a way to try again. With records still on screen it is a banner above them. */
export function ErroLista({ recurso, erro, onTentarNovamente, comDados }: { recurso: Recurso; erro: unknown; onTentarNovamente: () => void; comDados: boolean }) {
  return (
    <Alert
      severity="error"
      sx={{ m: comDados ? 0 : 2, mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onTentarNovamente}>
          Tentar novamente
        </Button>
      }
    >
      {comDados
        ? `Não foi possível atualizar a lista: ${resolveErrorMessage(erro)}`
        : `Não foi possível carregar ${recurso.rotulo.genero}s ${recurso.rotulo.plural.toLowerCase()}: ${resolveErrorMessage(erro)}`}
    </Alert>
  );
}
