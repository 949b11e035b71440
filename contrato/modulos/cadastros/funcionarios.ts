import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'cadastros/funcionarios',
  area: 'cadastros',
  menu: { rota: '/cadastros/funcionarios', rotulo: 'Funcionários', icone: 'Badge', chave: 'cadastros_funcionarios' },
  recurso: 'funcionarios',
});
