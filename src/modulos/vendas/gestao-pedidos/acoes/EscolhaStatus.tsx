import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { MENSAGENS_PEDIDO, TAMANHO_MAX_MOTIVO, type StatusSeguinte } from '@retaguarda/contrato/api/pedidoDetalhe';

export interface EscolhaStatusProps {
  opcoes: StatusSeguinte[];
  idStatus: number | null;
  motivo: string;
  /** Shown under the reason when the chosen status needs one and none was typed. */
  erroMotivo: string | null;
  onStatus: (id: number) => void;
  onMotivo: (texto: string) => void;
}

/** The statuses to choose from and, for the ones that need it (cancel, return), the reason. */
export function EscolhaStatus({ opcoes, idStatus, motivo, erroMotivo, onStatus, onMotivo }: EscolhaStatusProps) {
  const escolhido = opcoes.find((o) => o.id === idStatus);
  return (
    <>
      <FormControl component="fieldset" sx={{ mt: 1 }}>
        <FormLabel component="legend">Novo status</FormLabel>
        <RadioGroup name="novo-status" value={idStatus === null ? '' : String(idStatus)} onChange={(e) => onStatus(Number(e.target.value))}>
          {opcoes.map((o) => (
            <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={o.descricao} />
          ))}
        </RadioGroup>
      </FormControl>
      {escolhido?.exige_motivo ? (
        <TextField
          label="Motivo"
          required
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          value={motivo}
          onChange={(e) => onMotivo(e.target.value)}
          error={erroMotivo !== null}
          helperText={erroMotivo ?? `Obrigatório para ${escolhido.descricao.toLowerCase()}; até ${TAMANHO_MAX_MOTIVO} caracteres`}
          slotProps={{ htmlInput: { maxLength: TAMANHO_MAX_MOTIVO } }}
        />
      ) : null}
    </>
  );
}

/** The reason to send: trimmed, null when empty; or an error when the status needs one. */
export function validarMotivo(opcao: StatusSeguinte | undefined, motivo: string): { motivo: string | null; erro: string | null } {
  const texto = motivo.trim();
  if (opcao?.exige_motivo && !texto) return { motivo: null, erro: MENSAGENS_PEDIDO.motivoObrigatorio };
  return { motivo: texto || null, erro: null };
}
