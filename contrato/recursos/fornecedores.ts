/** Suppliers of a seller group: the companies the stores buy from, with their terms. */
import { defineRecurso } from './recurso';

export const fornecedores = defineRecurso({
  nome: 'fornecedores',
  rotulo: { singular: 'Fornecedor', plural: 'Fornecedores', genero: 'o' },
  caminho: '/v2/fornecedores',
  tabela: 'fornecedores',
  permissoes: {
    ler: ['cadastros_fornecedores', 'compras_gestao_fornecedores', 'compras_pedidos_de_compra', 'compras_recebimento_e_conferencia', 'estoque_gestao_de_estoque'],
    escrever: ['cadastros_fornecedores', 'compras_gestao_fornecedores'],
  },
  escopo: 'grupo',
  titulo: 'nome_fantasia',
  detalhe: ['cnpj'],
  ordenacaoPadrao: { campo: 'nome_fantasia', ordem: 'asc' },
  secoes: ['Identificação', 'Contato', 'Endereço', 'Condições comerciais'],
  campos: {
    nome_fantasia: { tipo: 'texto', rotulo: 'Nome fantasia', obrigatorio: true, min: 2, coluna: true, busca: true, ordenavel: true },
    razao_social: { tipo: 'texto', rotulo: 'Razão social', obrigatorio: true, min: 2, coluna: 'opcional', busca: true, ordenavel: true },
    cnpj: { tipo: 'cnpj', rotulo: 'CNPJ', obrigatorio: true, unico: true, coluna: true, busca: true, filtro: true },
    ie: { tipo: 'texto', rotulo: 'Inscrição estadual', max: 20, coluna: 'opcional' },
    contato: { tipo: 'texto', rotulo: 'Pessoa de contato', secao: 'Contato', coluna: 'opcional' },
    email: { tipo: 'email', rotulo: 'E-mail', secao: 'Contato', coluna: true, busca: true },
    telefone: { tipo: 'telefone', rotulo: 'Telefone', secao: 'Contato', coluna: true, busca: true },
    telefone2: { tipo: 'telefone', rotulo: 'Outro telefone', secao: 'Contato' },
    endereco: { tipo: 'endereco', rotulo: 'Endereço', secao: 'Endereço', coluna: 'opcional', filtro: true },
    prazo_pagamento: {
      tipo: 'inteiro',
      rotulo: 'Prazo de pagamento (dias)',
      min: 0,
      max: 365,
      secao: 'Condições comerciais',
      coluna: 'opcional',
      filtro: true,
      ordenavel: true,
    },
    condicoes_pagamento: { tipo: 'texto', rotulo: 'Condições de pagamento', ajuda: 'Ex.: 30/60/90 dias, boleto', secao: 'Condições comerciais' },
    pedido_minimo: { tipo: 'dinheiro', rotulo: 'Pedido mínimo', min: 0, secao: 'Condições comerciais', coluna: 'opcional', filtro: true },
    observacoes: { tipo: 'texto_longo', rotulo: 'Observações', secao: 'Condições comerciais' },
  },
});
