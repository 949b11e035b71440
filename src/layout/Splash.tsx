import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Logo } from './Logo';

/**
 * The start-up splash. index.html paints the same picture before any script arrives (same
 * places, same colours), so taking over from it does not make the screen jump.
 */
export function Splash() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      {/* decorative here: the status text already says what is happening */}
      <Box aria-hidden>
        <Logo altura={40} />
      </Box>
      <CircularProgress size={40} aria-label="Carregando o painel" />
      <Typography color="text.secondary">Carregando o Retaguarda…</Typography>
    </Box>
  );
}
