import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Logo } from '../layout/Logo';
import { useTituloDaAba } from '../layout/tituloDaAba';

/** The split-screen of the sign-in pages: the hero image on the left (wide screens only), the form on the right. */
export function AuthLayout({ titulo, subtitulo, children }: { titulo: string; subtitulo?: string; children: ReactNode }) {
  // The sign-in pages live outside react-admin's layout (the sign-in page even outside react-admin):
  // the browser tab and screen readers get the page's name from here.
  useTituloDaAba(titulo);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        aria-hidden
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'block' },
          backgroundImage: 'url(/hero.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box sx={{ flex: { xs: 1, md: '0 0 520px' }, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}>
          <Box sx={{ mb: 3 }}>
            <Logo altura={36} />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: subtitulo ? 0.5 : 3 }}>
            {titulo}
          </Typography>
          {subtitulo && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitulo}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
