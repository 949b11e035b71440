import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'dashboard/alertas-notificacoes-criticas',
  area: 'dashboard',
  menu: { rota: '/dashboard/alertas-notificacoes-criticas', rotulo: 'Alertas e notificações críticas', icone: 'NotificationImportant', chave: 'dashboard_alertas_e_notificacoes_criticas' },
});
