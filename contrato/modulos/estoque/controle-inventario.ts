import { defineModulo } from '../declaracao';

/** Count sessions: a store counted by scanner or by hand, checked and approved into the stock. */
export default defineModulo({
  nome: 'estoque/controle-inventario',
  area: 'estoque',
  menu: { rota: '/estoque/controle-inventario', rotulo: 'Controle de inventário', icone: 'Checklist', chave: 'estoque_controle_de_inventario' },
});
