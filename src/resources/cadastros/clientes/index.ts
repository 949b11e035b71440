import PeopleIcon from '@mui/icons-material/People';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/clientes',
  label: 'Clientes',
  permission: 'cadastros_clientes',
  recurso: clientes,
  icon: PeopleIcon,
});
