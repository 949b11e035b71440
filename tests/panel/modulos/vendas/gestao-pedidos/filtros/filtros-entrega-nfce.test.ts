import { describe, expect, it } from 'vitest';
import { camposFiltroPedidos } from '../../../../../../src/dataProvider/pedidos';
import { descreverFiltros, resumirFiltros } from '../../../../../../src/modulos/vendas/gestao-pedidos/descreverFiltros';
import { metadataDoSeed as metadata } from '../../../../sessaoDoSeed';

/** The filter of the home's 'Pagos sem NFC-e' link, as the URL brings it. */
const pagosSemNfce = { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 5], tipo_entrega: ['balcao', 'retirada'], com_nfce: false };

describe('the kind of delivery and the NFC-e in the order filter', () => {
  it('sends both to the server, as the home card counted them', () => {
    expect(camposFiltroPedidos(pagosSemNfce)).toMatchObject({ tipo_entrega: ['balcao', 'retirada'], com_nfce: false });
    expect(camposFiltroPedidos({ tipo_entrega: ['retirada'], com_nfce: true })).toEqual({ tipo_entrega: ['retirada'], com_nfce: true });
  });

  it('shows them among the applied filters, and says nothing of a choice that restricts nothing', () => {
    const linhas = resumirFiltros(pagosSemNfce, metadata);
    expect(linhas).toContainEqual({ rotulo: 'Entrega', valor: 'Venda no balcão e Retirada na loja' });
    expect(linhas).toContainEqual({ rotulo: 'NFC-e', valor: 'Sem NFC-e' });
    expect(resumirFiltros({ com_nfce: true }, metadata)).toContainEqual({ rotulo: 'NFC-e', valor: 'Com NFC-e' });
    const semRestricao = resumirFiltros({ tipo_entrega: ['balcao', 'retirada', 'entrega'] }, metadata).map((l) => l.rotulo);
    expect(semRestricao).not.toContain('Entrega');
    expect(semRestricao).not.toContain('NFC-e');
  });

  it('names them in the empty state', () => {
    expect(descreverFiltros({ tipo_entrega: ['retirada'], com_nfce: false }, metadata)).toBe('Nenhum pedido para Retirada na loja sem NFC-e');
  });
});
