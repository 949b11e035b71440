import { Button, CircularProgress } from '@mui/material';

/** The submit button of the sign-in forms, with a visible busy state. */
export function BotaoEnviar({ enviando, rotulo, rotuloEnviando }: { enviando: boolean; rotulo: string; rotuloEnviando: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={enviando}
      aria-busy={enviando}
      startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {enviando ? rotuloEnviando : rotulo}
    </Button>
  );
}
