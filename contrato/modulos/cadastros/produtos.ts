import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'cadastros/produtos',
  area: 'cadastros',
  menu: { rota: '/cadastros/produtos', rotulo: 'Produtos', icone: 'Inventory2', chave: 'cadastros_produtos' },
  recurso: 'produtos',
});
