import Chip from '@mui/material/Chip';
import { SITUACOES_INVENTARIO, type SituacaoInventario } from '@retaguarda/contrato/api/inventario';

const COR: Record<SituacaoInventario, 'info' | 'warning' | 'success' | 'default'> = { contando: 'info', conferencia: 'warning', aprovado: 'success', cancelado: 'default' };

export function ChipSituacaoInventario({ situacao }: { situacao: SituacaoInventario }) {
  return <Chip size="small" variant="outlined" color={COR[situacao]} label={SITUACOES_INVENTARIO[situacao]} />;
}
