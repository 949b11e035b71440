import { useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNotify } from 'react-admin';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { useCanal } from '../../../../dataProvider/useCanal';
import { HttpError, resolveErrorMessage } from '../../../../http';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { EscolhaStatus, validarMotivo } from './EscolhaStatus';
import { JustificativaNfce, validarJustificativa } from './JustificativaNfce';
import { RECURSO_PEDIDOS, useAtualizarPedidos } from './usePedidoAcoes';

export interface AlterarStatusDialogProps {
  idPedido: number;
  aberto: boolean;
  onFechar: () => void;
  /** The element that opened the dialog: focus goes back to it on close (a menu item is gone by then). */
  gatilho: RefObject<HTMLElement | null>;
  /**
   * The version the user is looking at (the detail page). Without it (the list) the version of the
   * next-statuses answer is used: the dialog shows the current status from that same answer.
   */
  versao?: number;
}

/** Asks the server which statuses the order may take now, offers only those and applies the chosen one. */
export function DialogoAlterarStatus({ idPedido, aberto, onFechar, gatilho, versao }: AlterarStatusDialogProps) {
  const notify = useNotify();
  const atualizar = useAtualizarPedidos();
  const [idStatus, setIdStatus] = useState<number | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [justificativa, setJustificativa] = useState('');
  const [erroJustificativa, setErroJustificativa] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [conflito, setConflito] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const canal = useCanal();
  const consulta = useQuery({
    queryKey: [RECURSO_PEDIDOS, 'seguintes', idPedido],
    queryFn: ({ signal }) => canal.chamar(ROTAS_PEDIDOS.status.seguintes, { corpo: { id_pedido: idPedido }, signal }),
    enabled: aberto,
    staleTime: 0,
  });

  const fechar = () => {
    setIdStatus(null);
    setMotivo('');
    setErroMotivo(null);
    setJustificativa('');
    setErroJustificativa(null);
    setErro(null);
    setConflito(false);
    onFechar();
  };

  const confirmar = async () => {
    const dados = consulta.data;
    const opcao = dados?.seguintes.find((o) => o.id === idStatus);
    if (!dados || !opcao) return;
    const validado = validarMotivo(opcao, motivo);
    setErroMotivo(validado.erro);
    const cancelaNfce = opcao.id === STATUS.cancelado.id && dados.nfce !== null;
    const j = cancelaNfce ? validarJustificativa(justificativa) : { justificativa: null, erro: null };
    setErroJustificativa(j.erro);
    if (validado.erro || j.erro) return;
    setEnviando(true);
    setErro(null);
    try {
      const r = await canal.chamar(ROTAS_PEDIDOS.status.atualizar, {
        corpo: {
          id_pedido: idPedido,
          id_status: opcao.id,
          motivo: validado.motivo,
          version: versao ?? dados.version,
          justificativa_nfce: j.justificativa,
        },
      });
      notify(`Pedido ${idPedido}: status alterado para ${r.status_pedido.descricao}`, { type: 'success' });
      fechar();
      await atualizar();
    } catch (e) {
      setErro(resolveErrorMessage(e));
      setConflito(e instanceof HttpError && e.status === 409);
    } finally {
      setEnviando(false);
    }
  };

  // someone else changed the order: fetch it again (detail, list and these options) and let the user choose anew
  const recarregar = async () => {
    setErro(null);
    setConflito(false);
    setIdStatus(null);
    await atualizar();
  };

  const titulo = `Alterar status do pedido ${idPedido}`;
  const nfce = consulta.data?.nfce ?? null;
  const cancelando = idStatus === STATUS.cancelado.id && nfce !== null;
  const prazoEncerrado = cancelando && nfce.prazo_encerrado;
  return (
    <Dialog
      open={aberto}
      onClose={fechar}
      aria-labelledby={`status-titulo-${idPedido}`}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => gatilho.current?.focus() } }}
    >
      <DialogTitle id={`status-titulo-${idPedido}`}>{titulo}</DialogTitle>
      <DialogContent>
        {consulta.isPending ? <CircularProgress aria-label="Carregando os próximos status" size={24} /> : null}
        {consulta.error ? <Alert severity="error">{resolveErrorMessage(consulta.error)}</Alert> : null}
        {consulta.data ? (
          <>
            <DialogContentText>Status atual: {consulta.data.status_atual.descricao}</DialogContentText>
            {consulta.data.seguintes.length === 0 ? (
              <DialogContentText sx={{ mt: 1 }}>Este status é final: o pedido não pode mudar de status.</DialogContentText>
            ) : (
              <EscolhaStatus
                opcoes={consulta.data.seguintes}
                idStatus={idStatus}
                motivo={motivo}
                erroMotivo={erroMotivo}
                onStatus={(id) => {
                  setIdStatus(id);
                  setErroMotivo(null);
                }}
                onMotivo={setMotivo}
              />
            )}
            {cancelando ? (
              <JustificativaNfce
                nfce={nfce}
                valor={justificativa}
                erro={erroJustificativa}
                onChange={(texto) => {
                  setJustificativa(texto);
                  setErroJustificativa(null);
                }}
              />
            ) : null}
          </>
        ) : null}
        {erro ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              conflito ? (
                <Button color="inherit" size="small" onClick={() => void recarregar()}>
                  Recarregar
                </Button>
              ) : undefined
            }
          >
            {erro}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Cancelar</Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={idStatus === null || enviando || prazoEncerrado}>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
