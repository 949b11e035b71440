import { defineModulo } from '../declaracao';

/** The supplier register seen by purchasing: each supplier's open orders and how it delivers. */
export default defineModulo({
  nome: 'compras/gestao-fornecedores',
  area: 'compras',
  menu: { rota: '/compras/gestao-fornecedores', rotulo: 'Gestão de fornecedores', icone: 'Handshake', chave: 'compras_gestao_fornecedores' },
  recurso: 'fornecedores',
});
