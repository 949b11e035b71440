import { useTheme } from '@mui/material/styles';
import { NOME_APP } from '../config';

/** The product logo, in its light or dark version according to the current theme. */
export function Logo({ altura = 28 }: { altura?: number }) {
  const escuro = useTheme().palette.mode === 'dark';
  return <img src={escuro ? '/logo-dark.svg' : '/logo-light.svg'} alt={NOME_APP} height={altura} style={{ display: 'block' }} />;
}
