import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { resolveErrorMessage } from '../../http';

/**
 * A section's query in its three states: a centred spinner while it loads, the error with
 * 'Tentar novamente' when it failed, and `children` with the data once it is there. `oQue` names
 * what loads, with its article ('o histórico', 'as compras'): the spinner's accessible name and
 * the error sentence are built from it, so every section says the same thing the same way.
 */
export function EstadoDaConsulta<T>({
  consulta,
  oQue,
  espaco = 2,
  children,
}: {
  consulta: UseQueryResult<T>;
  oQue: string;
  /** Vertical room around the spinner, in theme spacing units. */
  espaco?: number;
  children: (dados: T) => ReactNode;
}) {
  if (consulta.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: espaco }}>
        <CircularProgress size={28} aria-label={`Carregando ${oQue}`} />
      </Box>
    );
  }
  if (consulta.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void consulta.refetch()}>
            Tentar novamente
          </Button>
        }
      >
        Não foi possível carregar {oQue}. {resolveErrorMessage(consulta.error)}
      </Alert>
    );
  }
  return children(consulta.data);
}
