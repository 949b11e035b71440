import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'marketing/gestao-campanhas',
  area: 'marketing',
  menu: { rota: '/marketing/gestao-campanhas', rotulo: 'Gestão de campanhas', icone: 'Campaign', chave: 'marketing_gestao_de_campanhas' },
});
