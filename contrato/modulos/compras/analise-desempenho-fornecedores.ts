import { defineModulo } from '../declaracao';

/** Supplier performance: lead time, on-time and fill rates, price change, ranked with a chart. */
export default defineModulo({
  nome: 'compras/analise-desempenho-fornecedores',
  area: 'compras',
  menu: { rota: '/compras/analise-desempenho-fornecedores', rotulo: 'Desempenho de fornecedores', icone: 'QueryStats', chave: 'compras_analise_desempenho_de_fornecedores' },
});
