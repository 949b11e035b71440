import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PaginaDeAviso } from '../layout/PaginaDeAviso';
import { useModuloAtual } from '../layout/ModuloAtual';
import { trilhaDoModulo } from '../pages/trilha';

/**
 * The page of a module whose own screen is not built yet but whose registers are (the fee rules
 * of Resumo financeiro): 'Em construção', and a way to each register.
 */
export default function PaginaComCadastros() {
  const modulo = useModuloAtual();
  const anexos = modulo?.cadastrosAnexos ?? [];
  return (
    <PaginaDeAviso titulo={modulo?.label ?? 'Em construção'} trilha={modulo ? trilhaDoModulo(modulo) : [{ label: 'Início', to: '/' }]} Icone={ConstructionIcon} corIcone="warning">
      <Typography variant="h5" component="h2">
        Em construção
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Esta tela ainda está sendo desenvolvida. Os cadastros que ela usa já podem ser preenchidos:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {anexos.map((a) => (
          <Button key={a.route} component={Link} to={a.route} variant="contained">
            {a.label}
          </Button>
        ))}
        <Button component={Link} to="/" variant="outlined">
          Voltar ao início
        </Button>
      </Stack>
    </PaginaDeAviso>
  );
}
