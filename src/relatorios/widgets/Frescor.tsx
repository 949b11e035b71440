import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** 'atualizado há 12 s', 'há 3 min': how old the figure on screen is. */
export function haQuanto(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `atualizado há ${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `atualizado há ${min} min`;
  return `atualizado há ${Math.floor(min / 60)} h`;
}

/** The age of a widget's answer, counted on while it is on screen (every 5 s: a second's precision is noise). */
export function Frescor({ desde }: { desde: number }) {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    setAgora(Date.now());
    const t = setInterval(() => setAgora(Date.now()), 5_000);
    return () => clearInterval(t);
  }, [desde]);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {haQuanto(agora - desde)}
    </Typography>
  );
}
