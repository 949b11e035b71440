import PeopleIcon from '@mui/icons-material/People';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/clientes',
  label: 'Clientes',
  permission: 'cadastros_clientes',
  recurso: clientes,
  // the generated record page, with a link to the client's orders
  show: telaSobDemanda(() => import('./FichaCliente')),
  icon: PeopleIcon,
});
