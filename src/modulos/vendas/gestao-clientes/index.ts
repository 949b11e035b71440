import ContactPageIcon from '@mui/icons-material/ContactPage';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

export default defineModule({
  area: 'vendas',
  route: '/vendas/gestao-clientes',
  label: 'Gestão de clientes',
  permission: 'vendas_gestao_de_clientes',
  recurso: clientes,
  // the generated screens, with each client's purchases in the list and on the record page
  list: telaSobDemanda(() => import('./ListaClientesVendas')),
  show: telaSobDemanda(() => import('./FichaClienteVendas')),
  icon: ContactPageIcon,
});
