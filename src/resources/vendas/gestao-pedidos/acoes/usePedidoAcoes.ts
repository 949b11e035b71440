import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { resolveErrorMessage } from '../../../../http';
import { baixarNfce, emitirNfce, type FormatoNfce } from '../../../../dataProvider/pedidos';
import { salvarArquivo } from '../salvarArquivo';

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

/** Issue of an order's NFC-e and download of its DANFE and XML, with the outcome in a toast. */
export function useNfcePedido(idPedido: number) {
  const notify = useNotify();
  const atualizar = useAtualizarPedidos();
  const [ocupado, setOcupado] = useState(false);

  const emitir = useCallback(async () => {
    setOcupado(true);
    try {
      const r = await emitirNfce(idPedido);
      notify(`NFC-e ${r.nfce.numero} (série ${r.nfce.serie}) emitida para o pedido ${idPedido}, em homologação e sem assinatura`, { type: 'success' });
      await atualizar();
    } catch (erro) {
      notify(`Não foi possível emitir a NFC-e: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      setOcupado(false);
    }
  }, [idPedido, notify, atualizar]);

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

  return { emitir, baixar, ocupado };
}
