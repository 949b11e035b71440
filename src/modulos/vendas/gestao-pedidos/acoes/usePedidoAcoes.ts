import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { resolveErrorMessage } from '../../../../http';
import { baixarNfce, type FormatoNfce } from '../../../../dataProvider/pedidos';
import { salvarArquivo } from '../salvarArquivo';
import { abrirPdfEmNovaAba } from './abrirPdf';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { useCanal } from '../../../../dataProvider/useCanal';

/** The react-admin resource of the orders: its list, detail and next-status queries all start with it. */
export const RECURSO_PEDIDOS = 'vendas/gestao-pedidos';

/**
 * Refetches every query of the orders (list, detail, next statuses) that is on screen, so a
 * change shows everywhere without reloading the page.
 */
export function useAtualizarPedidos(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [RECURSO_PEDIDOS] }), [queryClient]);
}

export const ROTULO_FORMATO: Record<FormatoNfce, string> = { pdf: 'DANFE (PDF)', xml: 'XML' };

/**
 * Issue of an order's NFC-e (after the screen's confirmation), the DANFE opened in a new tab to
 * print and the downloads; the outcome in one toast, the only announcement of it.
 */
export function useNfcePedido(idPedido: number) {
  const notify = useNotify();
  const atualizar = useAtualizarPedidos();
  const [ocupado, setOcupado] = useState(false);
  const canal = useCanal();

  const emitir = useCallback(async () => {
    setOcupado(true);
    try {
      const r = await canal.chamar(ROTAS_PEDIDOS.nfce.emitir, { corpo: { id_pedido: idPedido } });
      notify(`NFC-e ${r.nfce.numero} (série ${r.nfce.serie}) emitida para o pedido ${idPedido}, em homologação e sem assinatura`, { type: 'success' });
      await atualizar();
    } catch (erro) {
      notify(`Não foi possível emitir a NFC-e: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      setOcupado(false);
    }
  }, [idPedido, notify, atualizar, canal]);

  const baixar = useCallback(
    async (formato: FormatoNfce) => {
      setOcupado(true);
      try {
        const arquivo = await baixarNfce(formato, idPedido);
        salvarArquivo(arquivo.blob, arquivo.nomeArquivo);
      } catch (erro) {
        notify(`Não foi possível baixar o ${ROTULO_FORMATO[formato]}: ${resolveErrorMessage(erro)}`, { type: 'error' });
      } finally {
        setOcupado(false);
      }
    },
    [idPedido, notify],
  );

  const imprimirDanfe = useCallback(async () => {
    setOcupado(true);
    try {
      const destino = await abrirPdfEmNovaAba((pdf) => canal.baixar(ROTAS_PEDIDOS.nfce.pdf, { parametros: { id: idPedido }, ...pdf }), `DANFE-pedido-${idPedido}.pdf`);
      if (destino === 'download') notify('O navegador bloqueou a nova aba: o DANFE foi baixado para você imprimir', { type: 'info' });
      // the print is in the order's history now
      await atualizar();
    } catch (erro) {
      notify(`Não foi possível abrir o DANFE: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      setOcupado(false);
    }
  }, [idPedido, notify, atualizar, canal]);

  return { emitir, baixar, imprimirDanfe, ocupado };
}
