import HandshakeIcon from '@mui/icons-material/Handshake';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'compras',
  route: '/compras/gestao-fornecedores',
  label: 'Gestão de fornecedores',
  permission: 'compras_gestao_fornecedores',
  icon: HandshakeIcon,
});
