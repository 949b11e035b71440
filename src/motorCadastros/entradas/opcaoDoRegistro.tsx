import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';

/** A record as a picker shows it: its title and what tells it apart from others of the same title. */
export interface OpcaoExibida {
  id: number;
  titulo: string;
  detalhe?: string;
}

/** The chosen record's text in the box (and a chip's): the title, then the detail. */
export const rotuloDaOpcao = <T extends OpcaoExibida>(o: T): string => (o.detalhe ? `${o.titulo} · ${o.detalhe}` : o.titulo);

/** One record in a picker's list: the title, with the detail (a family's brand, a variant's SKU) under it. */
export function renderOpcao<T extends OpcaoExibida>({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key?: Key }, o: T) {
  return (
    <li key={key ?? o.id} {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {o.titulo}
        </Typography>
        {o.detalhe && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
            {o.detalhe}
          </Typography>
        )}
      </Box>
    </li>
  );
}
