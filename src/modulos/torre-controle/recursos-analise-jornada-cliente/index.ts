import RouteIcon from '@mui/icons-material/Route';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/recursos-analise-jornada-cliente',
  label: 'Análise da jornada do cliente',
  permission: 'torre_de_controle_rec_analise_jornada_cliente',
  icon: RouteIcon,
});
