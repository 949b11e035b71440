/** Employees of a seller group, each working at one of its stores. */
import { defineRecurso } from './recurso';

export const funcionarios = defineRecurso({
  nome: 'funcionarios',
  rotulo: { singular: 'Funcionário', plural: 'Funcionários', genero: 'o' },
  caminho: '/v2/funcionarios',
  tabela: 'funcionarios',
  permissoes: { ler: ['cadastros_funcionarios'], escrever: ['cadastros_funcionarios'] },
  escopo: 'grupo',
  titulo: 'nome',
  detalhe: ['cpf'],
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Identificação', 'Contrato', 'Contato'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 2, coluna: true, busca: true, ordenavel: true },
    cpf: { tipo: 'cpf', rotulo: 'CPF', obrigatorio: true, unico: true, coluna: true, busca: true, filtro: true },
    nascimento: { tipo: 'data', rotulo: 'Data de nascimento', coluna: 'opcional' },
    cargo: { tipo: 'texto', rotulo: 'Cargo', obrigatorio: true, max: 60, secao: 'Contrato', coluna: true, filtro: true, ordenavel: true },
    loja: { tipo: 'referencia', recurso: 'lojas', rotulo: 'Loja', obrigatorio: true, secao: 'Contrato', coluna: true, filtro: true },
    admissao: { tipo: 'data', rotulo: 'Data de admissão', obrigatorio: true, secao: 'Contrato', coluna: 'opcional', filtro: true, ordenavel: true },
    email: { tipo: 'email', rotulo: 'E-mail', secao: 'Contato', coluna: true, busca: true },
    telefone: { tipo: 'telefone', rotulo: 'Telefone', secao: 'Contato', coluna: 'opcional', busca: true },
    endereco: { tipo: 'endereco', rotulo: 'Endereço', secao: 'Contato' },
  },
});
