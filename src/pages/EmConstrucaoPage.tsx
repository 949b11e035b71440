import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';
import { useModuloAtual } from '../layout/ModuloAtual';
import { trilhaDoModulo } from './trilha';

/** The page of a module whose screens are not built yet: its title, breadcrumb and a clear message. */
export default function EmConstrucaoPage() {
  const modulo = useModuloAtual();
  const titulo = modulo?.label ?? 'Em construção';
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <CabecalhoPagina titulo={titulo} trilha={modulo ? trilhaDoModulo(modulo) : [{ label: 'Início', to: '/' }]} />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
          <ConstructionIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h5" component="h2">
            Em construção
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            Esta tela ainda está sendo desenvolvida. Você já tem acesso a ela e será avisado quando estiver disponível.
          </Typography>
          <Button component={Link} to="/" variant="outlined">
            Voltar ao início
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
