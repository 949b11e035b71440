/**
 * What each acquirer charges and when it pays (MDR, fixed fee, D+N) for a payment method, card
 * brand and number of installments, in one store or in every store of the group. Reached from
 * /dashboard/resumo-financeiro/taxas; contrato/financeiro/regrasRecebimento.ts reads these rules to
 * price a payment's fee and date its installments.
 */
import { FORMAS_PAGTO } from '../api/catalogos';
import { MAX_PARCELAS } from '../api/parcelamento';
import { defineRecurso } from './recurso';
import type { ValorCampo } from './valores';

export const ADQUIRENTES = [
  { valor: 'stone', rotulo: 'Stone' },
  { valor: 'cielo', rotulo: 'Cielo' },
  { valor: 'rede', rotulo: 'Rede' },
  { valor: 'getnet', rotulo: 'Getnet' },
  { valor: 'pagbank', rotulo: 'PagBank' },
  { valor: 'mercado_pago', rotulo: 'Mercado Pago' },
  { valor: 'banco', rotulo: 'Banco (Pix, boleto)' },
  { valor: 'outra', rotulo: 'Outra' },
] as const;

/** The methods that go through an acquirer or a bank (vale-compra brings no money in). */
export const FORMAS_RECEBIMENTO = [
  { valor: 'credito', rotulo: FORMAS_PAGTO.credito.descricao },
  { valor: 'debito', rotulo: FORMAS_PAGTO.debito.descricao },
  { valor: 'pix', rotulo: FORMAS_PAGTO.pix.descricao },
  { valor: 'boleto', rotulo: FORMAS_PAGTO.boleto.descricao },
  { valor: 'dinheiro', rotulo: FORMAS_PAGTO.dinheiro.descricao },
] as const;
export type FormaRecebimento = (typeof FORMAS_RECEBIMENTO)[number]['valor'];

/** The brands the card input recognises (contrato/br/cardBrand.ts), by the same names. */
export const BANDEIRAS = [
  { valor: 'Visa', rotulo: 'Visa' },
  { valor: 'Mastercard', rotulo: 'Mastercard' },
  { valor: 'Elo', rotulo: 'Elo' },
  { valor: 'Hipercard', rotulo: 'Hipercard' },
  { valor: 'American Express', rotulo: 'American Express' },
  { valor: 'Diners Club', rotulo: 'Diners Club' },
] as const;

/** Most MDR a rule may state: above it, a typo (30 for 3,0). */
export const MDR_MAXIMO = 20;

const numero = (v: ValorCampo | undefined): number | null => (typeof v === 'number' ? v : null);
const texto = (v: ValorCampo | undefined): string => (typeof v === 'string' ? v.trim() : '');

const CARTAO = new Set(['credito', 'debito']);

/** Installments only on credit, a brand only on a card, and a range that reads from low to high. */
function coerenciaTaxa(v: Readonly<Record<string, ValorCampo | undefined>>): { campo: string; mensagem: string } | null {
  const forma = texto(v.forma_pagamento);
  const de = numero(v.parcelas_de) ?? 1;
  const ate = numero(v.parcelas_ate) ?? 1;
  if (de > ate) return { campo: 'parcelas_ate', mensagem: 'A parcela final não pode ser menor que a inicial' };
  if (forma !== 'credito' && ate > 1) return { campo: 'parcelas_ate', mensagem: 'Só o cartão de crédito é parcelado: use de 1 até 1' };
  if (!CARTAO.has(forma) && texto(v.bandeira) !== '') return { campo: 'bandeira', mensagem: 'Bandeira só vale para cartão de crédito ou débito' };
  return null;
}

export const taxasRecebimento = defineRecurso({
  nome: 'taxasRecebimento',
  rotulo: { singular: 'Regra de recebimento', plural: 'Taxas e prazos de recebimento', genero: 'a' },
  caminho: '/v2/taxas-recebimento',
  tabela: 'taxas_recebimento',
  permissoes: { ler: ['dashboard_resumo_financeiro'], escrever: ['dashboard_resumo_financeiro'] },
  escopo: 'grupo',
  titulo: 'nome',
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Regra', 'Taxa e prazo'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Descrição', obrigatorio: true, min: 3, max: 80, coluna: true, busca: true, ordenavel: true, ajuda: 'Ex.: Stone — crédito parcelado 2 a 6x' },
    loja: { tipo: 'referencia', recurso: 'lojas', rotulo: 'Loja', coluna: true, filtro: true, ajuda: 'Vazio: todas as lojas do grupo (uma regra da loja vale antes da regra do grupo)' },
    adquirente: { tipo: 'escolha', rotulo: 'Adquirente', obrigatorio: true, opcoes: ADQUIRENTES, coluna: true, filtro: true },
    forma_pagamento: { tipo: 'escolha', rotulo: 'Forma de pagamento', obrigatorio: true, padrao: 'credito', opcoes: FORMAS_RECEBIMENTO, coluna: true, filtro: true },
    bandeira: { tipo: 'escolha', rotulo: 'Bandeira', opcoes: BANDEIRAS, coluna: 'opcional', filtro: true, ajuda: 'Vazio: todas as bandeiras (uma regra da bandeira vale antes)' },
    parcelas_de: { tipo: 'inteiro', rotulo: 'Parcelas de', obrigatorio: true, padrao: 1, min: 1, max: MAX_PARCELAS, coluna: true },
    parcelas_ate: { tipo: 'inteiro', rotulo: 'Parcelas até', obrigatorio: true, padrao: 1, min: 1, max: MAX_PARCELAS, coluna: true },
    mdr: { tipo: 'percentual', rotulo: 'MDR (%)', obrigatorio: true, padrao: 0, min: 0, max: MDR_MAXIMO, secao: 'Taxa e prazo', coluna: true, ordenavel: true },
    tarifa_fixa: { tipo: 'dinheiro', rotulo: 'Tarifa fixa por venda', padrao: 0, min: 0, max: 100, secao: 'Taxa e prazo', coluna: 'opcional' },
    prazo_dias: {
      tipo: 'inteiro',
      rotulo: 'Prazo (D+N dias)',
      obrigatorio: true,
      padrao: 30,
      min: 0,
      max: 365,
      secao: 'Taxa e prazo',
      coluna: true,
      ajuda: 'Dias corridos até o dinheiro cair. No crédito parcelado, a parcela n cai em D+N×n (30: D+30, D+60…)',
    },
    antecipado: { tipo: 'booleano', rotulo: 'Recebimento antecipado', padrao: false, secao: 'Taxa e prazo', filtro: true, ajuda: 'Todas as parcelas caem juntas em D+N' },
  },
  coerencia: coerenciaTaxa,
  exclusivos: [
    {
      iguais: ['loja', 'adquirente', 'forma_pagamento', 'bandeira'],
      faixa: ['parcelas_de', 'parcelas_ate'],
      campo: 'parcelas_de',
      mensagem: 'Já existe uma regra ativa para esta loja, adquirente, forma de pagamento e bandeira que cobre estas parcelas',
    },
  ],
});
