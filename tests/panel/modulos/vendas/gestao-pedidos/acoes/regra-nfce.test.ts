import { describe, expect, it } from 'vitest';
import { FORMAS_PAGTO, MENSAGENS_NFCE, STATUS, type Pedido } from '@retaguarda/contrato/api';
import { motivoSemNfce } from '../../../../../../server/modulos/pedidos/regras/regras';
import { podeEmitirNfce } from '../../../../../../src/modulos/vendas/gestao-pedidos/acoes/MenuAcoesPedido';

/** A list row without an NFC-e (the rule reads status, channel, store pick-up and NFC-e only). */
const linha = (dados: Partial<Pedido>): Pedido => ({
  id: 1,
  data_pedido: '2026-11-21T12:00:00-03:00',
  id_pessoa: 1,
  nome_seller: 'Loja Centro',
  cliente: null,
  canal: 'loja',
  status_pedido: { ...STATUS.aguardandoPagamento },
  forma_pagto: { ...FORMAS_PAGTO.pix },
  quantidade_itens: 1,
  valor_produtos: 40,
  valor_desconto: 0,
  valor_frete: 0,
  valor_total: 40,
  nfce: null,
  nfce_situacao: null,
  retirada_na_loja: false,
  tipo_entrega: 'entrega',
  ...dados,
});

describe('which orders the list menu offers an NFC-e for', () => {
  it('reads the same rule as the server: paid, none yet, and sold in person or collected at the store', () => {
    const pago = { ...STATUS.pago };
    expect(podeEmitirNfce(linha({ status_pedido: pago, canal: 'loja' }))).toBe(true);
    expect(podeEmitirNfce(linha({ status_pedido: pago, canal: 'loja_autonoma' }))).toBe(true);
    expect(podeEmitirNfce(linha({ status_pedido: pago, canal: 'marketplace', retirada_na_loja: true }))).toBe(true);
    expect(podeEmitirNfce(linha({ status_pedido: pago, canal: 'marketplace' }))).toBe(false);
    expect(podeEmitirNfce(linha({ status_pedido: pago, canal: 'ecommerce' }))).toBe(false);
    expect(podeEmitirNfce(linha({ status_pedido: { ...STATUS.aguardandoPagamento }, canal: 'loja' }))).toBe(false);
  });

  it('gives the server the reason it answers with 409', () => {
    const base = { id_status: STATUS.pago.id, nfce_numero: null, tipo_entrega: 'entrega' } as const;
    expect(motivoSemNfce({ ...base, canal: 'marketplace' })).toBe(MENSAGENS_NFCE.comEntrega);
    expect(MENSAGENS_NFCE.comEntrega).toBe('Venda com entrega exige NF-e modelo 55');
    expect(motivoSemNfce({ ...base, canal: 'loja' })).toBeNull();
  });
});
