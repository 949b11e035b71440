import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { Secao } from './Secao';

interface Linha {
  chave: string;
  data: string;
  ordem: number;
  usuario: string;
  de: string;
  para: string;
  observacao: string;
}

/** Status changes and NFC-e and print events in one timeline, newest first. */
export function linhasDoHistorico(pedido: PedidoDetalhe): Linha[] {
  const status = pedido.historico.map((h) => ({
    chave: `s${h.id}`,
    data: h.data,
    ordem: h.id,
    usuario: h.usuario?.nome ?? 'Sistema',
    de: h.de?.descricao ?? '—',
    para: h.para.descricao,
    observacao: h.observacao ?? '',
  }));
  const eventos = pedido.eventos.map((e) => ({ chave: `e${e.id}`, data: e.data, ordem: e.id, usuario: e.usuario?.nome ?? 'Sistema', de: '—', para: '—', observacao: e.descricao }));
  return [...status, ...eventos].sort((a, b) => Date.parse(b.data) - Date.parse(a.data) || b.ordem - a.ordem);
}

/**
 * Every status change of the order and what happened to its NFC-e and prints: who, when, from, to
 * and the note. On a phone the table scrolls inside its card instead of widening the page.
 */
export function SecaoHistorico({ pedido }: { pedido: PedidoDetalhe }) {
  const linhas = linhasDoHistorico(pedido);
  return (
    <Secao titulo="Histórico de status">
      {linhas.length === 0 ? (
        <Typography color="text.secondary">Nenhuma mudança de status registrada para este pedido até agora.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
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
              {linhas.map((h) => (
                <TableRow key={h.chave}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.data)}</TableCell>
                  <TableCell>{h.usuario}</TableCell>
                  <TableCell>{h.de}</TableCell>
                  <TableCell>{h.para}</TableCell>
                  <TableCell sx={{ minWidth: '12rem', overflowWrap: 'anywhere' }}>{h.observacao}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Secao>
  );
}
