import Chip from '@mui/material/Chip';
import { SITUACOES_COMPRA, type SituacaoCompra } from '@retaguarda/contrato/api/compras';

const COR: Record<SituacaoCompra, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  rascunho: 'default',
  enviado: 'info',
  parcial: 'warning',
  recebido: 'success',
  cancelado: 'error',
};

export function ChipSituacaoCompra({ situacao, atrasado = false }: { situacao: SituacaoCompra; atrasado?: boolean }) {
  return (
    <>
      <Chip size="small" color={COR[situacao]} variant={situacao === 'rascunho' ? 'outlined' : 'filled'} label={SITUACOES_COMPRA[situacao]} />
      {atrasado && <Chip size="small" color="error" variant="outlined" label="Atrasado" sx={{ ml: 0.5 }} />}
    </>
  );
}
