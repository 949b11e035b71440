import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * One section of a form, a record page or the order's detail: a card that is a region named by
 * its h2. `preencher`: as tall as its cell (the detail's grid lines its cards up).
 */
export function SecaoCartao({ titulo, preencher = false, children }: { titulo: string; preencher?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0, ...(preencher ? { height: '100%' } : {}) }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
