import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SnoozeIcon from '@mui/icons-material/Snooze';
import { useId, useState } from 'react';
import { PRESETS_ADIAR } from './instantes';

/** Snooze with one of the presets (1 h, 4 h, tomorrow at 08:00). */
export function MenuAdiar({ titulo, desabilitado, onAdiar }: { titulo: string; desabilitado: boolean; onAdiar: (ate: number) => void }) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<SnoozeIcon />}
        disabled={desabilitado}
        aria-haspopup="menu"
        aria-controls={ancora ? id : undefined}
        aria-expanded={ancora ? 'true' : undefined}
        aria-label={`Adiar ${titulo}`}
        onClick={(e) => setAncora(e.currentTarget)}
      >
        Adiar
      </Button>
      <Menu id={id} anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        {PRESETS_ADIAR.map((p) => (
          <MenuItem
            key={p.rotulo}
            onClick={() => {
              setAncora(null);
              onAdiar(p.ate(Date.now()));
            }}
          >
            {p.rotulo}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
