import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'marketing/analise-impacto-campanhas',
  area: 'marketing',
  menu: { rota: '/marketing/analise-impacto-campanhas', rotulo: 'Impacto das campanhas', icone: 'Analytics', chave: 'marketing_analise_de_impacto_das_campanhas' },
});
