import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** The product logo, in its light or dark version according to the current theme. */
export function Logo({ altura = 28 }: { altura?: number }) {
  const escuro = useTheme().palette.mode === 'dark';
  const translate = useTranslate();
  return <img src={escuro ? '/logo-dark.svg' : '/logo-light.svg'} alt={translate('app.nome')} height={altura} style={{ display: 'block' }} />;
}
