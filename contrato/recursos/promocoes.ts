/**
 * Promotions and coupons of a seller group (/marketing/promocoes-descontos). One register
 * for both: a promotion with a code is a coupon the customer names; one without a code is applied
 * by the server to every cart it fits when the order is priced. The panel never decides a price.
 */
import { dataBRparaChave, parseDataBR } from '../br/dates';
import { defineRecurso } from './recurso';
import type { ValorCampo } from './valores';

export const TIPOS_PROMOCAO = [
  { valor: 'percentual', rotulo: 'Percentual de desconto' },
  { valor: 'valor', rotulo: 'Valor fixo de desconto' },
  { valor: 'leve_pague', rotulo: 'Leve N, pague M' },
] as const;

export const ALVOS_PROMOCAO = [
  { valor: 'pedido', rotulo: 'O pedido inteiro' },
  { valor: 'categoria', rotulo: 'Uma categoria' },
  { valor: 'produto_base', rotulo: 'Uma família de produtos' },
] as const;

const numero = (v: ValorCampo | undefined): number | null => (typeof v === 'number' ? v : null);
const texto = (v: ValorCampo | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** What makes a promotion priceable: each kind needs its own numbers and a target it can apply to. */
function coerenciaPromocao(v: Readonly<Record<string, ValorCampo | undefined>>): { campo: string; mensagem: string } | null {
  const tipo = texto(v.tipo);
  const alvo = texto(v.aplica_a) || 'pedido';
  if (tipo === 'percentual' && !(Number(numero(v.percentual)) > 0)) return { campo: 'percentual', mensagem: 'Informe o percentual de desconto' };
  if (tipo === 'valor' && !(Number(numero(v.valor)) > 0)) return { campo: 'valor', mensagem: 'Informe o valor do desconto' };
  if (tipo === 'leve_pague') {
    const leve = numero(v.leve);
    const pague = numero(v.pague);
    if (leve === null || leve < 2) return { campo: 'leve', mensagem: 'Informe quantas unidades o cliente leva (2 ou mais)' };
    if (pague === null || pague < 1 || pague >= leve) return { campo: 'pague', mensagem: 'O cliente paga menos unidades do que leva' };
    if (alvo === 'pedido') return { campo: 'aplica_a', mensagem: 'Leve N, pague M vale para uma categoria ou família de produtos' };
  }
  if (alvo === 'categoria' && texto(v.categoria) === '') return { campo: 'categoria', mensagem: 'Informe a categoria' };
  if (alvo === 'produto_base' && numero(v.produto_base) === null) return { campo: 'produto_base', mensagem: 'Escolha a família de produtos' };
  const chave = (d: string) => (parseDataBR(d) ? dataBRparaChave(d) : '');
  const inicio = chave(texto(v.inicio));
  const fim = chave(texto(v.fim));
  if (inicio && fim && fim < inicio) return { campo: 'fim', mensagem: 'O fim da validade é anterior ao início' };
  return null;
}

export const promocoes = defineRecurso({
  nome: 'promocoes',
  rotulo: { singular: 'Promoção', plural: 'Promoções e cupons', genero: 'a' },
  caminho: '/v2/promocoes',
  tabela: 'promocoes',
  permissoes: { ler: ['marketing_promocoes_e_descontos'], escrever: ['marketing_promocoes_e_descontos'] },
  escopo: 'grupo',
  titulo: 'nome',
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Promoção', 'Desconto', 'Condições', 'Onde vale'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 3, max: 80, coluna: true, busca: true, ordenavel: true, ajuda: 'Aparece no pedido, ex.: Leve 3, pague 2 — Camisetas' },
    codigo: {
      tipo: 'texto',
      rotulo: 'Código do cupom',
      max: 40,
      unico: true,
      coluna: true,
      busca: true,
      ajuda: 'Com código, é um cupom que o cliente informa; sem código, a promoção vale sozinha para todo pedido que se encaixe.',
    },
    tipo: { tipo: 'escolha', rotulo: 'Tipo', obrigatorio: true, padrao: 'percentual', opcoes: TIPOS_PROMOCAO, secao: 'Desconto', coluna: true, filtro: true },
    percentual: { tipo: 'percentual', rotulo: 'Percentual', min: 0, max: 100, secao: 'Desconto', coluna: 'opcional' },
    valor: { tipo: 'dinheiro', rotulo: 'Valor do desconto', min: 0, secao: 'Desconto', coluna: 'opcional' },
    leve: { tipo: 'inteiro', rotulo: 'Leve (unidades)', min: 2, max: 100, secao: 'Desconto' },
    pague: { tipo: 'inteiro', rotulo: 'Pague (unidades)', min: 1, max: 99, secao: 'Desconto' },
    aplica_a: { tipo: 'escolha', rotulo: 'Vale para', obrigatorio: true, padrao: 'pedido', opcoes: ALVOS_PROMOCAO, secao: 'Desconto', coluna: 'opcional', filtro: true },
    categoria: { tipo: 'texto', rotulo: 'Categoria', max: 60, secao: 'Desconto', ajuda: 'Como está no produto base, ex.: Camisetas' },
    produto_base: { tipo: 'referencia', recurso: 'produtosBase', rotulo: 'Família de produtos', secao: 'Desconto' },
    inicio: { tipo: 'data', rotulo: 'Válida de', secao: 'Condições', coluna: true, filtro: true, ordenavel: true },
    fim: { tipo: 'data', rotulo: 'Válida até', secao: 'Condições', coluna: true, filtro: true, ordenavel: true },
    pedido_minimo: { tipo: 'dinheiro', rotulo: 'Pedido mínimo', min: 0, secao: 'Condições', coluna: 'opcional' },
    limite_total: { tipo: 'inteiro', rotulo: 'Limite de usos no total', min: 1, max: 1_000_000, secao: 'Condições', coluna: 'opcional' },
    limite_por_cliente: { tipo: 'inteiro', rotulo: 'Limite de usos por cliente', min: 1, max: 1000, secao: 'Condições' },
    primeira_compra: { tipo: 'booleano', rotulo: 'Só na primeira compra', padrao: false, secao: 'Condições', filtro: true },
    lojas: { tipo: 'referencias', recurso: 'lojas', rotulo: 'Lojas', ajuda: 'Vazio: todas as lojas do grupo', secao: 'Onde vale' },
    canal_loja: { tipo: 'booleano', rotulo: 'Loja física', padrao: true, secao: 'Onde vale' },
    canal_manual: { tipo: 'booleano', rotulo: 'Pedido manual (telefone, WhatsApp, balcão)', padrao: true, secao: 'Onde vale' },
    canal_ecommerce: { tipo: 'booleano', rotulo: 'E-commerce', padrao: true, secao: 'Onde vale' },
    canal_marketplace: { tipo: 'booleano', rotulo: 'Marketplace', padrao: true, secao: 'Onde vale' },
    canal_loja_autonoma: { tipo: 'booleano', rotulo: 'Loja autônoma', padrao: true, secao: 'Onde vale' },
  },
  coerencia: coerenciaPromocao,
});
