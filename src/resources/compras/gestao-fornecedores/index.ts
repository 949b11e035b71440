import HandshakeIcon from '@mui/icons-material/Handshake';
import { fornecedores } from '@retaguarda/contrato/recursos/fornecedores';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'compras',
  route: '/compras/gestao-fornecedores',
  label: 'Gestão de fornecedores',
  permission: 'compras_gestao_fornecedores',
  recurso: fornecedores,
  icon: HandshakeIcon,
});
