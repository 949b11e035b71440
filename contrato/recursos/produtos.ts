/**
 * Products as sold: each a variant (colour, size) of a produto base, with its SKU, EAN-13, fiscal
 * codes, price, cost, weight and dimensions. The table predates the engine (order items refer to
 * it), hence `products` and the price in `preco_centavos`. Served at /v2/produtos; the seed API's
 * product search is /v2/produtos/consulta (name prefix, SKU or EAN).
 */
import { defineRecurso } from './recurso';
import { UNIDADES } from './produtosBase';

export const produtos = defineRecurso({
  nome: 'produtos',
  rotulo: { singular: 'Produto', plural: 'Produtos', genero: 'o' },
  caminho: '/v2/produtos',
  tabela: 'products',
  permissoes: {
    ler: [
      'cadastros_produtos', 'vendas_catalogo_de_produtos', 'vendas_gestao_de_pedidos', 'estoque_gestao_de_estoque', 'estoque_ajustes_e_movimentacoes',
      'estoque_controle_de_inventario', 'compras_pedidos_de_compra', 'compras_recebimento_e_conferencia',
    ],
    escrever: ['cadastros_produtos'],
  },
  escopo: 'grupo',
  titulo: 'nome',
  detalhe: ['sku'],
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Identificação', 'Preço', 'Fiscal', 'Logística'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 2, coluna: true, busca: true, ordenavel: true },
    produto_base: { tipo: 'referencia', recurso: 'produtosBase', rotulo: 'Produto base', coluna: 'opcional', filtro: true },
    sku: { tipo: 'texto', rotulo: 'SKU', obrigatorio: true, unico: true, max: 40, coluna: true, busca: true, ordenavel: true },
    ean: { tipo: 'gtin', rotulo: 'EAN/GTIN', unico: true, coluna: true, busca: true },
    cor: { tipo: 'texto', rotulo: 'Cor', max: 30, coluna: 'opcional', filtro: true },
    tamanho: { tipo: 'texto', rotulo: 'Tamanho', max: 10, coluna: 'opcional', filtro: true },
    situacao_venda: {
      tipo: 'escolha',
      rotulo: 'Situação de venda',
      obrigatorio: true,
      padrao: 'a_venda',
      opcoes: [
        { valor: 'a_venda', rotulo: 'À venda' },
        { valor: 'lancamento', rotulo: 'Lançamento' },
        { valor: 'fora_de_linha', rotulo: 'Fora de linha' },
      ],
      coluna: true,
      filtro: true,
    },
    preco: { tipo: 'dinheiro', rotulo: 'Preço de venda', colunaSql: 'preco_centavos', obrigatorio: true, min: 0, secao: 'Preço', coluna: true, filtro: true, ordenavel: true },
    custo: { tipo: 'dinheiro', rotulo: 'Custo', min: 0, secao: 'Preço', coluna: 'opcional', filtro: true, ordenavel: true },
    // whom the stores usually buy it from: the stock position filters by it, purchasing suggests with it
    fornecedor: { tipo: 'referencia', recurso: 'fornecedores', rotulo: 'Fornecedor principal', secao: 'Preço', coluna: 'opcional', filtro: true },
    ncm: { tipo: 'ncm', rotulo: 'NCM', obrigatorio: true, secao: 'Fiscal', coluna: 'opcional', filtro: true },
    cest: { tipo: 'texto', rotulo: 'CEST', max: 7, secao: 'Fiscal' },
    unidade: { tipo: 'escolha', rotulo: 'Unidade', obrigatorio: true, padrao: 'UN', opcoes: UNIDADES, secao: 'Fiscal', coluna: 'opcional', filtro: true },
    // where the product sits in the stores (aisle, shelf): an inventory count may cover one shelf
    localizacao: { tipo: 'texto', rotulo: 'Localização (prateleira)', max: 30, secao: 'Logística', coluna: 'opcional', filtro: true },
    peso_kg: { tipo: 'decimal', casas: 3, rotulo: 'Peso (kg)', min: 0, secao: 'Logística' },
    altura_cm: { tipo: 'decimal', casas: 1, rotulo: 'Altura (cm)', min: 0, secao: 'Logística' },
    largura_cm: { tipo: 'decimal', casas: 1, rotulo: 'Largura (cm)', min: 0, secao: 'Logística' },
    profundidade_cm: { tipo: 'decimal', casas: 1, rotulo: 'Profundidade (cm)', min: 0, secao: 'Logística' },
  },
});
