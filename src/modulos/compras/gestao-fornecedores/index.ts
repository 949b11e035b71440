import HandshakeIcon from '@mui/icons-material/Handshake';
import { fornecedores } from '@retaguarda/contrato/recursos/fornecedores';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** The supplier register seen by purchasing (issue 19): each supplier's open orders and how it delivers. */
export default defineModule({
  area: 'compras',
  route: '/compras/gestao-fornecedores',
  label: 'Gestão de fornecedores',
  permission: 'compras_gestao_fornecedores',
  recurso: fornecedores,
  list: telaSobDemanda(() => import('./ListaFornecedoresCompras')),
  icon: HandshakeIcon,
});
