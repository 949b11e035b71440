import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function CarregandoRegistro({ rotulo }: { rotulo: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={rotulo} />
    </Box>
  );
}
