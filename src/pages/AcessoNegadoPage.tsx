import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';
import { useModuloAtual } from '../layout/ModuloAtual';

/** Shown in place of a module's screen when the user lacks its permission keys. */
export default function AcessoNegadoPage() {
  const modulo = useModuloAtual();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <CabecalhoPagina titulo="Acesso negado" />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
          <LockIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
          <Typography sx={{ maxWidth: 520 }}>
            {modulo
              ? `Seu usuário não tem permissão para abrir ${modulo.label}.`
              : 'Seu usuário não tem permissão para abrir esta página.'}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            Se precisar deste acesso, peça ao administrador da sua empresa.
          </Typography>
          <Button component={Link} to="/" variant="contained">
            Voltar ao início
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
