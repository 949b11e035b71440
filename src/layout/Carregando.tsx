import { Box, CircularProgress } from '@mui/material';

/** What a lazily loaded screen shows while its code arrives. */
export function Carregando() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}
