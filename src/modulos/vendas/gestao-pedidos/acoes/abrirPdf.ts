import type { ArquivoBaixado } from '../../../../http/canal';
import { salvarArquivo } from '../salvarArquivo';

const PDF = 'application/pdf';

/**
 * Opens a PDF the server makes in a new tab, where the browser's viewer prints it. The tab is
 * opened at the click (a tab opened after the request returns would be taken for a popup and
 * blocked) and shown the file once it arrives; when the browser refuses the tab, the file is
 * saved instead. `baixar` is the channel's download of the endpoint, given the type and name to ask
 * for, so an expired session is renewed on the way.
 */
export async function abrirPdfEmNovaAba(baixar: (pdf: { tipo: string; nomePadrao: string }) => Promise<ArquivoBaixado>, nomeArquivo: string): Promise<'aba' | 'download'> {
  const aba = window.open('', '_blank');
  try {
    const { blob } = await baixar({ tipo: PDF, nomePadrao: nomeArquivo });
    const pdf = blob.type === PDF ? blob : new Blob([blob], { type: PDF });
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
