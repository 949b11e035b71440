/**
 * A product family (produto base): the model a customer recognises, e.g. 'Camiseta básica gola
 * careca', whose variants (colour, size) are the products sold. Fiscal data set here is the
 * default of its variants. Served at /produto-base, the seed API's family endpoint.
 */
import { defineRecurso } from './recurso';

export const UNIDADES = [
  { valor: 'UN', rotulo: 'Unidade (UN)' },
  { valor: 'PC', rotulo: 'Peça (PC)' },
  { valor: 'CX', rotulo: 'Caixa (CX)' },
  { valor: 'PAR', rotulo: 'Par (PAR)' },
  { valor: 'KG', rotulo: 'Quilograma (KG)' },
  { valor: 'G', rotulo: 'Grama (G)' },
  { valor: 'L', rotulo: 'Litro (L)' },
  { valor: 'M', rotulo: 'Metro (M)' },
] as const;

export const produtosBase = defineRecurso({
  nome: 'produtosBase',
  rotulo: { singular: 'Produto base', plural: 'Produtos base', genero: 'o' },
  caminho: '/produto-base',
  tabela: 'produtos_base',
  permissoes: {
    ler: ['cadastros_produtos', 'vendas_catalogo_de_produtos', 'estoque_gestao_de_estoque', 'estoque_controle_de_inventario', 'compras_pedidos_de_compra'],
    escrever: ['cadastros_produtos'],
  },
  escopo: 'grupo',
  titulo: 'nome',
  // the same model from several brands: 'Cropped de malha' is one per brand
  detalhe: ['marca'],
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Identificação', 'Fiscal'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 2, coluna: true, busca: true, ordenavel: true },
    marca: { tipo: 'texto', rotulo: 'Marca', max: 60, coluna: true, filtro: true, ordenavel: true },
    categoria: { tipo: 'texto', rotulo: 'Categoria', max: 60, coluna: true, filtro: true, ordenavel: true },
    descricao: { tipo: 'texto_longo', rotulo: 'Descrição' },
    ncm: { tipo: 'ncm', rotulo: 'NCM', obrigatorio: true, secao: 'Fiscal', coluna: 'opcional', filtro: true },
    cest: { tipo: 'texto', rotulo: 'CEST', max: 7, ajuda: 'Código Especificador da Substituição Tributária (7 dígitos), quando houver', secao: 'Fiscal' },
    unidade: { tipo: 'escolha', rotulo: 'Unidade', obrigatorio: true, padrao: 'UN', opcoes: UNIDADES, secao: 'Fiscal', coluna: 'opcional', filtro: true },
  },
});
