import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One section of a form or a record page: a card that is a region named by its h2. */
export function SecaoCartao({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
