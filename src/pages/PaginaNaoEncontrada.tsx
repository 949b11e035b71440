import { Link, useLocation } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PaginaDeAviso } from '../layout/PaginaDeAviso';

/** The catch-all page of any path the panel does not know. */
export default function PaginaNaoEncontrada() {
  const { pathname } = useLocation();
  return (
    <PaginaDeAviso titulo="Página não encontrada" Icone={SearchOffIcon} corIcone="action">
      <Typography sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        O endereço <strong>{pathname}</strong> não existe no Retaguarda. Confira o link ou use o menu.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Voltar ao início
      </Button>
    </PaginaDeAviso>
  );
}
