import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'cadastros',
  route: '/cadastros/fornecedores',
  label: 'Fornecedores',
  permission: 'cadastros_fornecedores',
  icon: LocalShippingIcon,
});
