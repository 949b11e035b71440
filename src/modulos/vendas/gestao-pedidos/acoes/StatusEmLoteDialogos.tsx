import { useMemo, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useListContext } from 'react-admin';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { type AtualizarStatusEmLoteResposta, type StatusSeguinte } from '@retaguarda/contrato/api/pedidoDetalhe';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { useCanal } from '../../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../../http';
import { useSessao } from '../../../../session/store';
import { EscolhaStatus, validarMotivo } from './EscolhaStatus';
import { DialogoResultadoLote } from './DialogoResultadoLote';
import { useAtualizarPedidos } from './usePedidoAcoes';

/** Statuses the server asks a reason for (the same rule as the single change's exige_motivo). */
const EXIGEM_MOTIVO: readonly number[] = [STATUS.cancelado.id, STATUS.devolvido.id];

export interface StatusEmLoteDialogosProps {
  aberto: boolean;
  onFechar: () => void;
  /** The bulk button: the focus goes back to it when the dialogs close. */
  gatilho: RefObject<HTMLButtonElement | null>;
}

/**
 * The dialogs of the bulk status change (loaded on the first click of 'Alterar status'): one
 * status for the selected orders; the server applies it to the orders that may take it and
 * reports the others with the reason, shown in a result dialog.
 */
export default function StatusEmLoteDialogos({ aberto, onFechar, gatilho }: StatusEmLoteDialogosProps) {
  const { selectedIds, onSelect } = useListContext();
  const { metadata } = useSessao();
  const atualizar = useAtualizarPedidos();
  const canal = useCanal();
  const [idStatus, setIdStatus] = useState<number | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<AtualizarStatusEmLoteResposta | null>(null);

  const opcoes = useMemo<StatusSeguinte[]>(
    () => (metadata?.status_pedido_venda ?? Object.values(STATUS)).map((s) => ({ ...s, exige_motivo: EXIGEM_MOTIVO.includes(s.id) })),
    [metadata],
  );
  const ids = selectedIds.map(Number);

  const fechar = () => {
    onFechar();
    setIdStatus(null);
    setMotivo('');
    setErroMotivo(null);
    setErro(null);
  };

  const confirmar = async () => {
    const opcao = opcoes.find((o) => o.id === idStatus);
    if (!opcao) return;
    const validado = validarMotivo(opcao, motivo);
    setErroMotivo(validado.erro);
    if (validado.erro) return;
    setEnviando(true);
    setErro(null);
    try {
      const r = await canal.chamar(ROTAS_PEDIDOS.status.atualizarEmLote, { corpo: { ids, id_status: opcao.id, motivo: validado.motivo } });
      fechar();
      setResultado(r);
      await atualizar();
    } catch (e) {
      setErro(resolveErrorMessage(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <Dialog
        open={aberto}
        onClose={fechar}
        aria-labelledby="status-lote-titulo"
        fullWidth
        maxWidth="xs"
        disableRestoreFocus
        slotProps={{ transition: { onExited: () => (resultado ? undefined : gatilho.current?.focus()) } }}
      >
        <DialogTitle id="status-lote-titulo">Alterar status de {ids.length === 1 ? '1 pedido' : `${ids.length} pedidos`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Pedidos selecionados: {ids.join(', ')}. Os que não puderem ir para o status escolhido ficam como estão e aparecem no resultado.
          </DialogContentText>
          <EscolhaStatus
            opcoes={opcoes}
            idStatus={idStatus}
            motivo={motivo}
            erroMotivo={erroMotivo}
            onStatus={(id) => {
              setIdStatus(id);
              setErroMotivo(null);
            }}
            onMotivo={setMotivo}
          />
          {erro ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {erro}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={fechar}>Cancelar</MuiButton>
          <MuiButton variant="contained" onClick={() => void confirmar()} disabled={idStatus === null || enviando}>
            Confirmar
          </MuiButton>
        </DialogActions>
      </Dialog>
      <DialogoResultadoLote
        resultado={resultado}
        onFechar={() => {
          // the refused orders stay selected, ready for another try; the changed ones leave the selection
          if (resultado) onSelect(resultado.recusados.map((r) => r.id));
          setResultado(null);
        }}
        onFechado={() => gatilho.current?.focus()}
      />
    </>
  );
}
