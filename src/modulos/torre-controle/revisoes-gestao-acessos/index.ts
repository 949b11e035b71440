import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

export default defineModule({
  area: 'torre_controle',
  route: '/torre-controle/revisoes-gestao-acessos',
  label: 'Revisões e gestão de acessos',
  permission: 'torre_de_controle_revisao_e_gestao_de_acessos',
  icon: AdminPanelSettingsIcon,
  list: telaSobDemanda(() => import('./TelaRevisaoAcessos')),
  routes: [{ path: 'revisoes/:id', element: telaSobDemanda(() => import('./TelaRevisao')) }],
});
