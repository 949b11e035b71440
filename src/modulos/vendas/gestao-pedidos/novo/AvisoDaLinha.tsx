import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { AvisoEstoque } from './estoqueDaLinha';

/**
 * A line's stock warning, brought into view as it appears: on a phone the line being typed into
 * may sit under the sticky total bar (the page's scroll padding keeps it above the bar).
 */
export function AvisoDaLinha({ id, aviso }: { id: string; aviso: AvisoEstoque }) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [aviso.texto]);
  return (
    <Typography ref={ref} id={id} role="alert" variant="body2" color={aviso.impede ? 'error' : 'warning.dark'} sx={{ mt: 0.5, fontWeight: 500 }}>
      {aviso.texto}
    </Typography>
  );
}
