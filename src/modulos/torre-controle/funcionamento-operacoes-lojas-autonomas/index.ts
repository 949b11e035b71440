import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/funcionamento-operacoes-lojas-autonomas',
  label: 'Operações das lojas autônomas',
  permission: 'torre_de_controle_func_oper_lojas_autonomas',
  icon: StorefrontIcon,
});
