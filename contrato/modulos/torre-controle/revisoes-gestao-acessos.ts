import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/revisoes-gestao-acessos',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/revisoes-gestao-acessos', rotulo: 'Revisões e gestão de acessos', icone: 'AdminPanelSettings', chave: 'torre_de_controle_revisao_e_gestao_de_acessos' },
});
