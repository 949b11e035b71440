import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { Linha } from '../api';
import { mudanca, Variacao } from '../Variacao';
import { Sparkline } from './graficos';

const numero = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * A figure: the column's total, its change against the comparison period (arrow, sign and words;
 * green or red after `melhor`, never the colour alone) and a small line of it by day.
 */
export function Kpi({ coluna, totais, anteriores, melhor, linhas }: {
  coluna: ColunaDaTela;
  totais: Linha;
  anteriores?: Linha;
  melhor: 'maior' | 'menor';
  /** The rows of the sparkline's grouping, when the widget has one. */
  linhas?: readonly Linha[];
}) {
  const valor = numero(totais[coluna.chave]);
  const antes = anteriores ? numero(anteriores[coluna.chave]) : null;
  const m = anteriores ? mudanca(valor, antes ?? 0, coluna.formatar(antes ?? 0)) : null;
  const pontos = (linhas ?? []).map((l) => numero(l[coluna.chave]) ?? 0);
  return (
    // the figure's size follows the card's width: a quarter of a row holds a month's revenue at 1366 px
    <Box sx={{ containerType: 'inline-size' }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: 'clamp(1.25rem, 10cqi, 2.125rem)' }}>
        {coluna.formatar(valor)}
      </Typography>
      {m && (
        // the change's words wrap in a narrow card instead of running into the next one
        <Typography variant="body2" component="p" sx={{ '& .MuiBox-root': { whiteSpace: 'normal' } }}>
          <Variacao m={m} melhor={melhor} />
        </Typography>
      )}
      {pontos.length > 1 && (
        <Box aria-hidden sx={{ mt: 1 }}>
          <Sparkline valores={pontos} altura={48} />
        </Box>
      )}
    </Box>
  );
}
