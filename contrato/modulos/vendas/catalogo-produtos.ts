import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'vendas/catalogo-produtos',
  area: 'vendas',
  menu: { rota: '/vendas/catalogo-produtos', rotulo: 'Catálogo de produtos', icone: 'MenuBook', chave: 'vendas_catalogo_de_produtos' },
  recurso: 'produtos',
});
