import { Link, useLocation } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';

/** The catch-all page of any path the panel does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <CabecalhoPagina titulo="Página não encontrada" />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
          <SearchOffIcon color="action" sx={{ fontSize: 64 }} aria-hidden />
          <Typography sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
            O endereço <strong>{pathname}</strong> não existe no Retaguarda. Confira o link ou use o menu.
          </Typography>
          <Button component={Link} to="/" variant="contained">
            Voltar ao início
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
