import ContactPageIcon from '@mui/icons-material/ContactPage';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'vendas',
  route: '/vendas/gestao-clientes',
  label: 'Gestão de clientes',
  permission: 'vendas_gestao_de_clientes',
  recurso: clientes,
  icon: ContactPageIcon,
});
