import Chip from '@mui/material/Chip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { ROTULOS_SEVERIDADE, type Severidade } from '@retaguarda/contrato/alertas/regras';

const ICONES = { critica: ErrorOutlineIcon, alta: WarningAmberIcon, media: InfoOutlinedIcon } as const;
const CORES = { critica: 'error', alta: 'warning', media: 'info' } as const;

/** The severity as an icon and its word: the colour only repeats what both already say. */
export function ChipSeveridade({ severidade }: { severidade: Severidade }) {
  const Icone = ICONES[severidade];
  return <Chip size="small" variant="outlined" color={CORES[severidade]} icon={<Icone aria-hidden />} label={ROTULOS_SEVERIDADE[severidade]} />;
}
