import { defineModulo } from '../declaracao';

/** The stock ledger: every movement, the adjustments with their reasons and the transfers between stores. */
export default defineModulo({
  nome: 'estoque/ajustes-movimentacoes',
  area: 'estoque',
  menu: { rota: '/estoque/ajustes-movimentacoes', rotulo: 'Ajustes e movimentações', icone: 'SwapHoriz', chave: 'estoque_ajustes_e_movimentacoes' },
});
