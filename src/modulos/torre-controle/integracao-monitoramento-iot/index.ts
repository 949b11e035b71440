import SensorsIcon from '@mui/icons-material/Sensors';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/integracao-monitoramento-iot',
  label: 'Integração e monitoramento IoT',
  permission: 'torre_de_controle_integ_monitora_iot',
  icon: SensorsIcon,
});
