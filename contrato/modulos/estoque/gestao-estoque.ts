import { defineModulo } from '../declaracao';

/** The stock position: per store and product, with its ledger one click away. */
export default defineModulo({
  nome: 'estoque/gestao-estoque',
  area: 'estoque',
  menu: { rota: '/estoque/gestao-estoque', rotulo: 'Gestão de estoque', icone: 'Warehouse', chave: 'estoque_gestao_de_estoque' },
});
