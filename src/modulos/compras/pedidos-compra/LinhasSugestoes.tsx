import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
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
import { LIMITES_COMPRAS } from '@retaguarda/contrato/api/compras';
import { textoMotivoSugestao, type SugestaoCompra } from '@retaguarda/contrato/api/sugestoesCompra';
import { formatDecimalBR } from '@retaguarda/contrato/br/decimal';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formatUnidades } from '../../estoque/comum/formatos';

/** A suggested line as the buyer leaves it: ticked or not, and the quantity as typed. */
export interface Escolha {
  marcada: boolean;
  quantidade: string;
}

/** The typed quantity as a whole number the order accepts, or null. */
export function quantidadeValida(texto: string): number | null {
  const n = Number(texto);
  return texto.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= LIMITES_COMPRAS.quantidade ? n : null;
}

const INVALIDA = `De 1 a ${formatUnidades(LIMITES_COMPRAS.quantidade)}`;

type AoAlterar = (idProduto: number, parte: Partial<Escolha>) => void;

function Motivo({ s, diasCobertura }: { s: SugestaoCompra; diasCobertura: number }) {
  return <Chip size="small" variant="outlined" color={s.motivo === 'abaixo_do_minimo' ? 'warning' : 'info'} label={textoMotivoSugestao(s.motivo, diasCobertura)} />;
}

function Marcar({ s, e, onAlterar }: { s: SugestaoCompra; e: Escolha; onAlterar: AoAlterar }) {
  return <Checkbox checked={e.marcada} onChange={(ev) => onAlterar(s.id_produto, { marcada: ev.target.checked })} slotProps={{ input: { 'aria-label': `Incluir ${s.produto}` } }} />;
}

function Quantidade({ s, e, onAlterar, comRotulo }: { s: SugestaoCompra; e: Escolha; onAlterar: AoAlterar; comRotulo: boolean }) {
  const invalida = e.marcada && quantidadeValida(e.quantidade) === null;
  return (
    <TextField
      type="number"
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={comRotulo ? 'Quantidade' : undefined}
      value={e.quantidade}
      disabled={!e.marcada}
      onChange={(ev) => onAlterar(s.id_produto, { quantidade: ev.target.value })}
      error={invalida}
      helperText={invalida ? INVALIDA : null}
      slotProps={{ htmlInput: { min: 1, max: LIMITES_COMPRAS.quantidade, step: 1, inputMode: 'numeric', 'aria-label': `Quantidade de ${s.produto}` } }}
      sx={{ width: comRotulo ? '100%' : 110 }}
    />
  );
}

/** Why: what is available, the minimum, the pace of sales and what is already on order. */
const numeros = (s: SugestaoCompra) =>
  `Disponível ${formatUnidades(s.disponivel)} · Mínimo ${s.minimo === null ? '—' : formatUnidades(s.minimo)} · Venda/dia ${formatDecimalBR(s.venda_diaria, 2)} · Em pedido ${formatUnidades(s.em_pedido)}`;

/** One supplier's suggested lines: a table on a desk, cards on a phone. */
export function LinhasSugestoes({ rotulo, itens, escolhas, diasCobertura, onAlterar }: { rotulo: string; itens: SugestaoCompra[]; escolhas: Readonly<Record<number, Escolha>>; diasCobertura: number; onAlterar: AoAlterar }) {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const escolha = (s: SugestaoCompra): Escolha => escolhas[s.id_produto] ?? { marcada: false, quantidade: '' };
  if (celular)
    return (
      <Box component="ul" aria-label={rotulo} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {itens.map((s) => (
          <Card component="li" key={s.id_produto} variant="outlined" aria-label={s.produto}>
            <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Marcar s={s} e={escolha(s)} onAlterar={onAlterar} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.produto}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    SKU {s.sku}
                  </Typography>
                </Box>
              </Box>
              <Box>
                <Motivo s={s} diasCobertura={diasCobertura} />
              </Box>
              <Typography variant="body2">{numeros(s)}</Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, alignItems: 'center' }}>
                <Quantidade s={s} e={escolha(s)} onAlterar={onAlterar} comRotulo />
                <Typography variant="body2">a {formatMoney(s.custo_unitario)} cada</Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={rotulo}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Produto</TableCell>
            <TableCell>Motivo</TableCell>
            <TableCell align="right">Disponível</TableCell>
            <TableCell align="right">Mínimo</TableCell>
            <TableCell align="right">Venda/dia</TableCell>
            <TableCell align="right">Em pedido</TableCell>
            <TableCell>Quantidade</TableCell>
            <TableCell align="right">Custo un.</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((s) => {
            const e = escolha(s);
            const q = quantidadeValida(e.quantidade);
            return (
              <TableRow key={s.id_produto} selected={e.marcada}>
                <TableCell padding="checkbox">
                  <Marcar s={s} e={e} onAlterar={onAlterar} />
                </TableCell>
                <TableCell>
                  {s.produto}
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    SKU {s.sku}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Motivo s={s} diasCobertura={diasCobertura} />
                </TableCell>
                <TableCell align="right">{formatUnidades(s.disponivel)}</TableCell>
                <TableCell align="right">{s.minimo === null ? '—' : formatUnidades(s.minimo)}</TableCell>
                <TableCell align="right">{formatDecimalBR(s.venda_diaria, 2)}</TableCell>
                <TableCell align="right">{formatUnidades(s.em_pedido)}</TableCell>
                <TableCell>
                  <Quantidade s={s} e={e} onAlterar={onAlterar} comRotulo={false} />
                </TableCell>
                <TableCell align="right">{formatMoney(s.custo_unitario)}</TableCell>
                <TableCell align="right">{e.marcada && q !== null ? formatMoney(q * s.custo_unitario) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
