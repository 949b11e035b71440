import { Link } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PaginaDeAviso } from '../layout/PaginaDeAviso';
import { useModuloAtual } from '../layout/ModuloAtual';
import { trilhaDoModulo } from './trilha';

/** The page of a module whose screens are not built yet: its title, breadcrumb and a clear message. */
export default function PaginaEmConstrucao() {
  const modulo = useModuloAtual();
  return (
    <PaginaDeAviso
      titulo={modulo?.label ?? 'Em construção'}
      trilha={modulo ? trilhaDoModulo(modulo) : [{ label: 'Início', to: '/' }]}
      Icone={ConstructionIcon}
      corIcone="warning"
    >
      <Typography variant="h5" component="h2">
        Em construção
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Esta tela ainda está sendo desenvolvida. Você já tem acesso a ela e será avisado quando estiver disponível.
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        Voltar ao início
      </Button>
    </PaginaDeAviso>
  );
}
