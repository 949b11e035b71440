import type { TipoImpressao } from '@retaguarda/contrato/api/pedidoDetalhe';
import { ROTAS_PEDIDOS as ROTAS } from '@retaguarda/contrato/api/rotasPedidos';
import { requestRota } from '../../../../http';
import { salvarArquivo } from '../salvarArquivo';

/**
 * Opens a PDF the server makes in a new tab, where the browser's viewer prints it. The tab is
 * opened at the click (a tab opened after the request returns would be taken for a popup and
 * blocked) and shown the file once it arrives; when the browser refuses the tab, the file is
 * saved instead. The request goes through the panel's client, so an expired session is renewed.
 */
export async function abrirPdfEmNovaAba(buscar: () => Promise<Response>, nomeArquivo: string): Promise<'aba' | 'download'> {
  const aba = window.open('', '_blank');
  try {
    const resposta = await buscar();
    const blob = await resposta.blob();
    const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    if (!aba) {
      salvarArquivo(pdf, nomeArquivo);
      return 'download';
    }
    const url = URL.createObjectURL(pdf);
    aba.location.href = url;
    // the tab holds its own copy once loaded; a minute is plenty for it to load
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return 'aba';
  } catch (erro) {
    aba?.close();
    throw erro;
  }
}

/** The DANFE of one order, inline (the server records it as a print in the order's history). */
export const buscarDanfe = (idPedido: number) => () => requestRota(ROTAS.nfce.pdf, { parametros: { id: idPedido }, headers: { Accept: 'application/pdf, application/json' } });

/** The DANFEs or the picking list of many orders, as one PDF. */
export const buscarImpressao = (ids: readonly number[], tipo: TipoImpressao) => () =>
  requestRota(ROTAS.impressao.imprimir, { body: { ids, tipo }, headers: { Accept: 'application/pdf, application/json' } });
