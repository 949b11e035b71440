import { useState } from 'react';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useListContext, type SortPayload } from 'react-admin';

interface Opcao {
  rotulo: string;
  sort: SortPayload;
}

/** The sorts a phone offers, the same the table's headers give (date, number, client, status, total). */
export const OPCOES_ORDENACAO: Opcao[] = [
  { rotulo: 'Mais recentes', sort: { field: 'data_pedido', order: 'DESC' } },
  { rotulo: 'Mais antigos', sort: { field: 'data_pedido', order: 'ASC' } },
  { rotulo: 'Nº do pedido, maior primeiro', sort: { field: 'id', order: 'DESC' } },
  { rotulo: 'Nº do pedido, menor primeiro', sort: { field: 'id', order: 'ASC' } },
  { rotulo: 'Cliente, A a Z', sort: { field: 'cliente', order: 'ASC' } },
  { rotulo: 'Cliente, Z a A', sort: { field: 'cliente', order: 'DESC' } },
  { rotulo: 'Status', sort: { field: 'status_pedido', order: 'ASC' } },
  { rotulo: 'Maior valor total', sort: { field: 'valor_total', order: 'DESC' } },
  { rotulo: 'Menor valor total', sort: { field: 'valor_total', order: 'ASC' } },
];

/** 'Ordenar' on a phone, where the cards have no column headers to click. */
export function OrdenarMenu() {
  const { sort, setSort } = useListContext();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const atual = OPCOES_ORDENACAO.find((o) => o.sort.field === sort?.field && o.sort.order === sort?.order);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-expanded={ancora !== null}
        aria-label={`Ordenar: ${atual?.rotulo ?? 'Mais recentes'}`}
        onClick={(e) => setAncora(e.currentTarget)}
      >
        Ordenar
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        {OPCOES_ORDENACAO.map((o) => (
          <MenuItem
            key={o.rotulo}
            selected={o === atual}
            onClick={() => {
              setSort(o.sort);
              setAncora(null);
            }}
          >
            <ListItemText primary={o.rotulo} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
