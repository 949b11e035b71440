import { Box, CircularProgress, Skeleton, Typography } from '@mui/material';

/** Full-screen spinner over a skeleton of the panel, while the session and start data load. */
export function Splash() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Skeleton variant="rectangular" height={48} animation="wave" aria-hidden />
      <Box sx={{ display: 'flex', flex: 1, gap: 2, p: 2 }} aria-hidden>
        <Box sx={{ width: 240, display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', gap: 1 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={32} animation="wave" />
          ))}
        </Box>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Skeleton variant="text" width="40%" height={48} animation="wave" />
          <Skeleton variant="rounded" height={160} animation="wave" />
          <Skeleton variant="rounded" height={240} animation="wave" />
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <CircularProgress aria-label="Carregando o painel" />
        <Typography color="text.secondary">Carregando o Retaguarda…</Typography>
      </Box>
    </Box>
  );
}
