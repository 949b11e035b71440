import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { Linha } from '../api';

export const DIAS_SEMANA = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'] as const;
const DIAS_CURTOS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
const HORAS = Array.from({ length: 24 }, (_, h) => h);
/** Five steps of one colour, from the lightest: a reader tells them by the legend, not by hue. */
const NIVEIS = [0.08, 0.28, 0.48, 0.7, 0.92] as const;

export interface PropsMapaCalor {
  titulo: string;
  /** Rows grouped 'dia_semana_hora': `chave` 'd-h', d 0 = domingo. */
  linhas: readonly Linha[];
  coluna: string;
  formatar: (v: number) => string;
  linkDaLinha?: (l: Linha) => string | null;
}

/** The cell's step, 0 for nothing, 1 to 5 by fifths of the largest value. */
const nivel = (v: number, maximo: number): number => (v <= 0 || maximo <= 0 ? 0 : Math.min(5, Math.ceil((5 * v) / maximo)));

/**
 * Weekday × hour as a grid of 7 rows and 24 columns, each cell named for screen readers ('Segunda-
 * feira, 14h: R$ 1.234,56') and with a legend of its five steps. Ours rather than a library's: MUI
 * X's free charts have no heatmap (it is in the paid Pro package), and a CSS grid of labelled cells
 * is smaller and more accessible than a canvas or SVG drawing of the same.
 */
export function MapaCalor({ titulo, linhas, coluna, formatar, linkDaLinha }: PropsMapaCalor) {
  const { palette } = useTheme();
  const porCelula = new Map<string, Linha>(linhas.map((l) => [String(l.chave), l]));
  const valor = (l: Linha | undefined): number => (l && typeof l[coluna] === 'number' ? (l[coluna] as number) : 0);
  const maximo = Math.max(0, ...linhas.map(valor));
  const cor = (n: number) => (n === 0 ? palette.action.hover : alpha(palette.primary.main, NIVEIS[n - 1]));
  const faixa = (n: number) => `${formatar(((n - 1) * maximo) / 5)} a ${formatar((n * maximo) / 5)}`;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box role="table" aria-label={titulo} sx={{ display: 'grid', gridTemplateColumns: '3.2em repeat(24, minmax(14px, 1fr))', gap: '2px', minWidth: 420, fontSize: '0.7rem' }}>
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" aria-label="Dia" />
          {HORAS.map((h) => (
            <Box key={h} role="columnheader" aria-label={`${h}h`} sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <span aria-hidden>{h % 3 === 0 ? h : ''}</span>
            </Box>
          ))}
        </Box>
        {DIAS_SEMANA.map((dia, d) => (
          <Box key={dia} role="row" sx={{ display: 'contents' }}>
            <Box role="rowheader" aria-label={dia} sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              <span aria-hidden>{DIAS_CURTOS[d]}</span>
            </Box>
            {HORAS.map((h) => {
              const linha = porCelula.get(`${d}-${h}`);
              const v = valor(linha);
              const n = nivel(v, maximo);
              const rotulo = `${dia}, ${h}h: ${formatar(v)}`;
              const link = linha ? (linkDaLinha?.(linha) ?? null) : null;
              const estilo = { display: 'block', height: 18, borderRadius: 0.5, bgcolor: cor(n), outlineOffset: 1 } as const;
              return (
                <Box key={h} role="cell" aria-label={rotulo} title={rotulo}>
                  {link ? <Box component={Link} to={link} aria-label={rotulo} sx={estilo} /> : <Box sx={estilo} />}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box component="ul" aria-label="Legenda" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: cor(0) }} />
          <Typography variant="caption">sem movimento</Typography>
        </Box>
        {maximo > 0 &&
          [1, 2, 3, 4, 5].map((n) => (
            <Box component="li" key={n} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: cor(n) }} />
              <Typography variant="caption">{faixa(n)}</Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
