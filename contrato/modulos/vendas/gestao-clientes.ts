import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'vendas/gestao-clientes',
  area: 'vendas',
  menu: { rota: '/vendas/gestao-clientes', rotulo: 'Gestão de clientes', icone: 'ContactPage', chave: 'vendas_gestao_de_clientes' },
  recurso: 'clientes',
});
