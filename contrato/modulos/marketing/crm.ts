import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'marketing/crm',
  area: 'marketing',
  menu: { rota: '/marketing/crm', rotulo: 'CRM', icone: 'ConnectWithoutContact', chave: 'marketing_crm' },
});
