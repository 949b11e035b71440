import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/monitoramento-tempo-real',
  label: 'Monitoramento em tempo real',
  permission: 'torre_de_controle_monitoramento_tempo_real',
  icon: MonitorHeartIcon,
});
