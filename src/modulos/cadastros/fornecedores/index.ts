import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { fornecedores } from '@retaguarda/contrato/recursos/fornecedores';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/fornecedores',
  label: 'Fornecedores',
  permission: 'cadastros_fornecedores',
  recurso: fornecedores,
  icon: LocalShippingIcon,
});
