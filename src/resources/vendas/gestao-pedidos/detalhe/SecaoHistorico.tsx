import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PedidoDetalhe } from '../../../../api/pedido-detalhe';
import { formatDateTime } from '../../../../br/dates';
import { Secao } from './Secao';

/** Every status change of the order, newest first: who, when, from, to and the note. */
export function SecaoHistorico({ pedido }: { pedido: PedidoDetalhe }) {
  const entradas = [...pedido.historico].sort((a, b) => Date.parse(b.data) - Date.parse(a.data) || b.id - a.id);
  return (
    <Secao titulo="Histórico de status">
      <Table size="small" aria-label="Histórico de status">
        <TableHead>
          <TableRow>
            <TableCell>Data e hora</TableCell>
            <TableCell>Usuário</TableCell>
            <TableCell>De</TableCell>
            <TableCell>Para</TableCell>
            <TableCell>Observação</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entradas.map((h) => (
            <TableRow key={h.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.data)}</TableCell>
              <TableCell>{h.usuario?.nome ?? 'Sistema'}</TableCell>
              <TableCell>{h.de?.descricao ?? '—'}</TableCell>
              <TableCell>{h.para.descricao}</TableCell>
              <TableCell>{h.observacao ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Secao>
  );
}
