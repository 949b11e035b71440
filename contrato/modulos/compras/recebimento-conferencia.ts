import { defineModulo } from '../declaracao';

/** Receiving the goods of a purchase order sent to a supplier: scanned or counted, against the supplier's NF-e. */
export default defineModulo({
  nome: 'compras/recebimento-conferencia',
  area: 'compras',
  menu: { rota: '/compras/recebimento-conferencia', rotulo: 'Recebimento e conferência', icone: 'FactCheck', chave: 'compras_recebimento_e_conferencia' },
});
