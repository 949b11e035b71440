import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import { formatPercentual } from '@retaguarda/contrato/br/numeros';

export type Sentido = 'subiu' | 'caiu' | 'igual';

export interface Mudanca {
  sentido: Sentido;
  /** '+12,5%', '−3%'; null when the previous value is zero or missing (no ratio to give). */
  percentual: string | null;
  /** The whole sentence a screen reader says and a colour-blind reader reads: 'subiu 12,5% (antes R$ 100,00)'. */
  texto: string;
}

/** The change from `anterior` to `atual`, as a sign, a percentage and words. */
export function mudanca(atual: number | null, anterior: number | null, anteriorFormatado: string): Mudanca | null {
  if (atual === null || anterior === null) return null;
  const sentido: Sentido = atual === anterior ? 'igual' : atual > anterior ? 'subiu' : 'caiu';
  const percentual = anterior === 0 ? null : formatPercentual((atual - anterior) / Math.abs(anterior), { casas: 1, sinal: true, menosTipografico: true });
  const palavra = { subiu: 'subiu', caiu: 'caiu', igual: 'igual' }[sentido];
  const quanto = sentido === 'igual' || percentual === null ? '' : ` ${percentual.replace(/^[+\u2212]/, '')}`;
  return { sentido, percentual, texto: `${palavra}${quanto} (antes ${anteriorFormatado})` };
}

const ICONES = { subiu: ArrowUpwardIcon, caiu: ArrowDownwardIcon, igual: RemoveIcon } as const;

/**
 * A change with its arrow, its sign and its words: the colour (green for good news, red for bad,
 * after `melhor`) only repeats what the arrow and the text already say, so it reads the same to a
 * colour-blind user and in print.
 */
export function Variacao({ m, melhor = 'maior', compacta = false }: { m: Mudanca; melhor?: 'maior' | 'menor'; compacta?: boolean }) {
  const Icone = ICONES[m.sentido];
  const boa = m.sentido === 'igual' ? null : (m.sentido === 'subiu') === (melhor === 'maior');
  const cor = boa === null ? 'text.secondary' : boa ? 'success.main' : 'error.main';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: cor, fontWeight: 600, whiteSpace: 'nowrap' }}>
      <Icone fontSize="inherit" aria-hidden />
      {compacta ? (
        <>
          <span aria-hidden>{m.percentual ?? (m.sentido === 'igual' ? '0%' : '—')}</span>
          <Box component="span" sx={visualmenteOculto}>
            {m.texto}
          </Box>
        </>
      ) : (
        <span>{m.texto}</span>
      )}
    </Box>
  );
}

/** Read by screen readers, not drawn. */
export const visualmenteOculto = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
