import { useState } from 'react';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useListContext, type SortPayload } from 'react-admin';

export interface OpcaoOrdenacao {
  rotulo: string;
  sort: SortPayload;
}

/** 'Ordenar' on a phone, where a list's cards have no column headers to click; the first option names the default. */
export function MenuOrdenacao({ opcoes }: { opcoes: readonly OpcaoOrdenacao[] }) {
  const { sort, setSort } = useListContext();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  if (opcoes.length === 0) return null;
  const atual = opcoes.find((o) => o.sort.field === sort?.field && o.sort.order === sort?.order);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-expanded={ancora !== null}
        aria-label={`Ordenar: ${atual?.rotulo ?? opcoes[0].rotulo}`}
        onClick={(e) => setAncora(e.currentTarget)}
      >
        Ordenar
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        {opcoes.map((o) => (
          <MenuItem
            key={o.rotulo}
            selected={o === atual}
            onClick={() => {
              setSort(o.sort);
              setAncora(null);
            }}
          >
            {o.rotulo}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
