import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'cadastros/fornecedores',
  area: 'cadastros',
  menu: { rota: '/cadastros/fornecedores', rotulo: 'Fornecedores', icone: 'LocalShipping', chave: 'cadastros_fornecedores' },
  recurso: 'fornecedores',
});
