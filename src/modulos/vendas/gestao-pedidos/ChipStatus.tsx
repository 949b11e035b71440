import Chip from '@mui/material/Chip';
import { COR_TEXTO_STATUS, corDoStatus } from './statusCores';

export function ChipStatus({ status }: { status: { id: number; descricao: string } }) {
  return (
    <Chip
      size="small"
      label={status.descricao}
      sx={{ bgcolor: corDoStatus(status.id), color: COR_TEXTO_STATUS, fontWeight: 500 }}
    />
  );
}
