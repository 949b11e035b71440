import { useTheme, type Palette } from '@mui/material/styles';

/** A series' colour named by the theme's palette, so the dark theme and its contrast rules reach the charts. */
export type CorGrafico = keyof Pick<Palette, 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success'>;

/** The palette's main shade of each named colour; series without one take the charts' own palette. */
export function useCoresDoTema(): (cor: CorGrafico | undefined) => string | undefined {
  const { palette } = useTheme();
  return (cor) => (cor ? palette[cor].main : undefined);
}
