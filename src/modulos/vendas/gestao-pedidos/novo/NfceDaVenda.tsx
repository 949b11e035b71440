import { useRef, useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { resolveErrorMessage } from '../../../../http';
import { DialogoConfirmarEmissaoNfce } from '../acoes/DialogoConfirmarEmissaoNfce';
import { abrirPdfEmNovaAba } from '../acoes/abrirPdf';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { useCanal } from '../../../../dataProvider/useCanal';

/**
 * A counter sale is handed over as it is paid, and its NFC-e is the receipt the customer takes
 * along: offered at once, with the same confirmation as on the order's page, then its DANFE to print.
 */
export function NfceDaVenda({ idPedido }: { idPedido: number }) {
  const botao = useRef<HTMLButtonElement>(null);
  const [confirmar, setConfirmar] = useState(false);
  const canal = useCanal();
  const emitir = useMutation({ mutationFn: () => canal.chamar(ROTAS_PEDIDOS.nfce.emitir, { corpo: { id_pedido: idPedido } }), onSettled: () => setConfirmar(false) });
  const imprimir = useMutation({ mutationFn: () => abrirPdfEmNovaAba((pdf) => canal.baixar(ROTAS_PEDIDOS.nfce.pdf, { parametros: { id: idPedido }, ...pdf }), `DANFE-pedido-${idPedido}.pdf`) });

  if (emitir.data) {
    const { numero, serie } = emitir.data.nfce;
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" startIcon={<PrintIcon />} onClick={() => imprimir.mutate()} disabled={imprimir.isPending} autoFocus>
            Imprimir DANFE
          </Button>
        }
      >
        NFC-e {numero} (série {serie}) emitida, em homologação e sem assinatura.
        {imprimir.isError ? ` Não foi possível abrir o DANFE: ${resolveErrorMessage(imprimir.error)}` : ''}
        {imprimir.data === 'download' ? ' O navegador bloqueou a nova aba: o DANFE foi baixado para você imprimir.' : ''}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <Button ref={botao} color="inherit" startIcon={<ReceiptIcon />} onClick={() => setConfirmar(true)} disabled={emitir.isPending} autoFocus>
          Emitir NFC-e
        </Button>
      }
    >
      Venda no balcão: o cliente já levou os produtos. Emita a NFC-e, o comprovante dele.
      {emitir.isError ? ` Não foi possível emitir a NFC-e: ${resolveErrorMessage(emitir.error)}` : ''}
      <DialogoConfirmarEmissaoNfce idPedido={idPedido} aberto={confirmar} ocupado={emitir.isPending} onConfirmar={() => emitir.mutate()} onFechar={() => setConfirmar(false)} gatilho={botao} />
    </Alert>
  );
}
