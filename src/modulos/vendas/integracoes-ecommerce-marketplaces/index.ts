import HubIcon from '@mui/icons-material/Hub';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'vendas',
  route: '/vendas/integracoes-ecommerce-marketplaces',
  label: 'Integrações e-commerce e marketplaces',
  permission: 'vendas_integracao_e_commerce_e_marketplaces',
  icon: HubIcon,
});
