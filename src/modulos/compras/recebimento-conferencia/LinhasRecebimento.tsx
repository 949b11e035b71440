import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITES_COMPRAS, MENSAGENS_COMPRAS, type ItemCompra } from '@retaguarda/contrato/api/compras';
import { formatUnidades } from '../../estoque/comum/formatos';

/** What was counted of one line in this receipt, as typed (blank is none). */
export interface Contagem {
  recebido: string;
  avariado: string;
}
export type Contagens = Readonly<Record<number, Contagem>>;

/** A line of the order with this receipt's counts; a count is null when it is not a valid whole number. */
export interface LinhaConferida {
  item: ItemCompra;
  contagem: Contagem;
  recebido: number | null;
  avariado: number | null;
}

type AoAlterar = (id: number, campo: keyof Contagem, valor: string) => void;

const INVALIDA = 'Número inteiro de 0 a 99.999';

/**
 * The line as it will stand once this receipt is in (what came before and now, as the server adds
 * them): what was received, damaged and is missing, and a verdict — 'Completo' only when every
 * unit ordered came and none is damaged.
 */
function Conferencia({ l }: { l: LinhaConferida }) {
  const recebidas = l.item.recebido + (l.recebido ?? 0);
  const avariadas = l.item.avariado + (l.avariado ?? 0);
  const faltam = Math.max(0, l.item.quantidade - recebidas);
  const sobram = Math.max(0, recebidas - l.item.quantidade);
  const problemas = [
    faltam > 0 ? `Faltam ${formatUnidades(faltam)}` : null,
    avariadas > 0 ? `${formatUnidades(avariadas)} ${avariadas === 1 ? 'avariada' : 'avariadas'}` : null,
    sobram > 0 ? `Sobram ${formatUnidades(sobram)}` : null,
  ].filter((p) => p !== null);
  const cor = avariadas > 0 ? 'error.main' : faltam > 0 ? 'warning.dark' : sobram > 0 ? 'info.main' : 'success.main';
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: cor, fontWeight: 600 }}>
        {problemas.length > 0 ? problemas.join(' · ') : 'Completo'}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        Recebidas {formatUnidades(recebidas)} · Avariadas {formatUnidades(avariadas)} · Faltam {formatUnidades(faltam)}
      </Typography>
    </Box>
  );
}

function erroAvaria(l: LinhaConferida): string | null {
  if (l.avariado === null) return INVALIDA;
  return l.avariado > (l.recebido ?? 0) ? MENSAGENS_COMPRAS.avariaMaiorQueRecebido : null;
}

function Quantidade({ l, campo, rotulo, onAlterar, erro, comRotulo }: { l: LinhaConferida; campo: keyof Contagem; rotulo: string; onAlterar: AoAlterar; erro: string | null; comRotulo: boolean }) {
  return (
    <TextField
      type="number"
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={comRotulo ? rotulo : undefined}
      placeholder="0"
      value={l.contagem[campo]}
      onChange={(e) => onAlterar(l.item.id_produto, campo, e.target.value)}
      error={erro !== null}
      helperText={erro}
      slotProps={{ htmlInput: { min: 0, max: LIMITES_COMPRAS.quantidade, step: 1, inputMode: 'numeric', 'aria-label': `${rotulo} de ${l.item.produto}` } }}
      sx={{ width: comRotulo ? '100%' : 110 }}
    />
  );
}

function Identificacao({ item }: { item: ItemCompra }) {
  return (
    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
      SKU {item.sku}
      {item.ean ? ` · EAN ${item.ean}` : ''}
    </Typography>
  );
}

/** The order's lines with what is being received now: a table on a desk, cards on a phone. */
export function LinhasRecebimento({ linhas, destaque, onAlterar }: { linhas: LinhaConferida[]; destaque: number | null; onAlterar: AoAlterar }) {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  if (celular)
    return (
      <Box component="ul" aria-label="Itens do pedido" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {linhas.map((l) => (
          <Card component="li" key={l.item.id_produto} variant="outlined" aria-label={l.item.produto} sx={destaque === l.item.id_produto ? { borderColor: 'primary.main' } : undefined}>
            <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.item.produto}</Typography>
                <Identificacao item={l.item} />
              </Box>
              <Typography variant="body2">
                Pedida {formatUnidades(l.item.quantidade)} · Já recebida {formatUnidades(l.item.recebido)}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Quantidade l={l} campo="recebido" rotulo="Recebida agora" onAlterar={onAlterar} erro={l.recebido === null ? INVALIDA : null} comRotulo />
                <Quantidade l={l} campo="avariado" rotulo="Avariadas" onAlterar={onAlterar} erro={erroAvaria(l)} comRotulo />
              </Box>
              <Conferencia l={l} />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Itens do pedido">
        <TableHead>
          <TableRow>
            <TableCell>Produto</TableCell>
            <TableCell align="right">Pedida</TableCell>
            <TableCell align="right">Já recebida</TableCell>
            <TableCell>Recebida agora</TableCell>
            <TableCell>Avariadas</TableCell>
            <TableCell>Conferência</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l) => (
            <TableRow key={l.item.id_produto} selected={destaque === l.item.id_produto}>
              <TableCell>
                {l.item.produto}
                <Identificacao item={l.item} />
              </TableCell>
              <TableCell align="right">{formatUnidades(l.item.quantidade)}</TableCell>
              <TableCell align="right">{formatUnidades(l.item.recebido)}</TableCell>
              <TableCell>
                <Quantidade l={l} campo="recebido" rotulo="Recebida agora" onAlterar={onAlterar} erro={l.recebido === null ? INVALIDA : null} comRotulo={false} />
              </TableCell>
              <TableCell>
                <Quantidade l={l} campo="avariado" rotulo="Avariadas" onAlterar={onAlterar} erro={erroAvaria(l)} comRotulo={false} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Conferencia l={l} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
