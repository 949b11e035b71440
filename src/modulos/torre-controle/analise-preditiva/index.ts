import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/analise-preditiva',
  label: 'Análise preditiva',
  permission: 'torre_de_controle_analise_preditiva',
  icon: AutoGraphIcon,
});
