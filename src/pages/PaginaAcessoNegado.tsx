import { Link } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { PaginaDeAviso } from '../layout/PaginaDeAviso';
import { useModuloAtual } from '../layout/ModuloAtual';

/** Shown in place of a module's screen when the user lacks its permission keys. */
export default function PaginaAcessoNegado() {
  const modulo = useModuloAtual();
  return (
    <PaginaDeAviso titulo="Acesso negado" Icone={LockIcon} corIcone="error">
      <Typography sx={{ maxWidth: 520 }}>
        {modulo ? `Seu usuário não tem permissão para abrir ${modulo.label}.` : 'Seu usuário não tem permissão para abrir esta página.'}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Se precisar deste acesso, peça ao administrador da sua empresa.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Voltar ao início
      </Button>
    </PaginaDeAviso>
  );
}
