/**
 * The stores (sellers) of the user's group, declared so other registers can refer to them (an
 * employee's store). Read-only here: a store is set up with the group, not from a register screen.
 */
import { defineRecurso } from './recurso';

export const lojas = defineRecurso({
  nome: 'lojas',
  rotulo: { singular: 'Loja', plural: 'Lojas', genero: 'a' },
  caminho: '/v2/lojas',
  tabela: 'sellers',
  permissoes: { ler: ['cadastros_funcionarios', 'cadastros_usuarios_do_sistema'], escrever: [] },
  escopo: 'grupo',
  titulo: 'nome',
  detalhe: ['cnpj'],
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, coluna: true, busca: true, ordenavel: true },
    cnpj: { tipo: 'cnpj', rotulo: 'CNPJ', obrigatorio: true, coluna: true, busca: true },
    uf: { tipo: 'uf', rotulo: 'UF', obrigatorio: true, coluna: true, filtro: true },
  },
});
