import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { JUSTIFICATIVA_NFCE_MAX, JUSTIFICATIVA_NFCE_MIN, MENSAGENS_PEDIDO, type NfceACancelar } from '@retaguarda/contrato/api/pedidoDetalhe';
import { formatDateTime } from '@retaguarda/contrato/br/dates';

/** The text the cancellation event needs, trimmed; or the error to show under the field. */
export function validarJustificativa(texto: string): { justificativa: string | null; erro: string | null } {
  const limpo = texto.trim();
  if (limpo.length < JUSTIFICATIVA_NFCE_MIN) return { justificativa: null, erro: MENSAGENS_PEDIDO.justificativaNfce };
  return { justificativa: limpo, erro: null };
}

export interface JustificativaNfceProps {
  nfce: NfceACancelar;
  valor: string;
  erro: string | null;
  onChange: (texto: string) => void;
}

/**
 * Cancelling an order with an authorised NFC-e cancels the invoice too: within the state's window
 * the SEFAZ needs a justification; past it the order cannot be cancelled and the alert says why.
 */
export function JustificativaNfce({ nfce, valor, erro, onChange }: JustificativaNfceProps) {
  if (nfce.prazo_encerrado) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {nfce.mensagem}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        A NFC-e {nfce.numero} (série {nfce.serie}) será cancelada junto com o pedido. Prazo: até {formatDateTime(nfce.cancelavel_ate)}.
      </Alert>
      <TextField
        label="Justificativa do cancelamento da NFC-e"
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        value={valor}
        onChange={(e) => onChange(e.target.value)}
        error={erro !== null}
        helperText={erro ?? `Vai para a SEFAZ: de ${JUSTIFICATIVA_NFCE_MIN} a ${JUSTIFICATIVA_NFCE_MAX} caracteres (${valor.trim().length} digitados)`}
        slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_NFCE_MAX } }}
      />
    </>
  );
}
