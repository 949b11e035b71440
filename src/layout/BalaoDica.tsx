import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import { alpha, type Theme } from '@mui/material/styles';
import type { PosicaoDica } from './Dica';

const MARGEM = { bottom: { mt: 1 }, top: { mb: 1 }, right: { ml: 1 }, left: { mr: 1 } } as const;

const aparencia = (t: Theme) => ({
  backgroundColor: alpha(t.palette.grey[700], 0.92),
  color: t.palette.common.white,
  borderRadius: 1,
  px: 1,
  py: 0.5,
  fontSize: t.typography.pxToRem(11),
  fontWeight: 500,
  maxWidth: 300,
  overflowWrap: 'break-word',
});

/** The balloon of src/layout/Dica.tsx, in MUI's tooltip look; loaded on the first hover or focus. */
export default function BalaoDica({ ancora, titulo, posicao }: { ancora: HTMLElement; titulo: string; posicao: PosicaoDica }) {
  return (
    // MUI's Popper gives its root role="tooltip"
    <Popper open anchorEl={ancora} placement={posicao} sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
      <Box sx={[aparencia, MARGEM[posicao]]}>
        {titulo}
      </Box>
    </Popper>
  );
}
