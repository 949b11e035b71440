import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'cadastros/clientes',
  area: 'cadastros',
  menu: { rota: '/cadastros/clientes', rotulo: 'Clientes', icone: 'People', chave: 'cadastros_clientes' },
  recurso: 'clientes',
});
