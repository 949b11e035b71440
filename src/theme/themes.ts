import { ptBR as textosMui } from '@mui/material/locale';
import { ptBR as textosPickers } from '@mui/x-date-pickers/locales';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The system font stack: the panel downloads no web font. */
export const FONTE_SISTEMA =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

const comum: RaThemeOptions = {
  typography: { fontFamily: FONTE_SISTEMA },
  shape: { borderRadius: 8 },
  sidebar: { width: 260, closedWidth: 56 },
};

/**
 * The panel renders only in the browser: a media query can answer on the first render. With
 * MUI's default (noSsr false) every useMediaQuery answers false first and renders again after
 * mounting, so a phone rendered the whole permanent menu once before its closed drawer.
 */
const componentes = (base: RaThemeOptions): RaThemeOptions['components'] => ({
  ...emPortugues(base.components ?? {}),
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
});

type Componentes = NonNullable<RaThemeOptions['components']>;
type ComDefaults = Record<string, { defaultProps?: object } | undefined>;

/**
 * MUI names its own controls in English unless told: the pager's 'Go to next page', the
 * autocomplete's 'Open', 'Clear' and 'No options', the date pickers' labels. Its pt-BR locale
 * gives every component's defaults in one place, so no screen has to remember them; the theme's
 * own defaults (react-admin's fullWidth autocomplete) are kept beside them.
 */
function emPortugues(base: Componentes): Componentes {
  const textos: ComDefaults = { ...textosMui.components, ...textosPickers.components };
  const proprios = base as ComDefaults;
  const nomes = new Set([...Object.keys(textos), ...Object.keys(proprios)]);
  return Object.fromEntries(
    [...nomes].map((nome) => [nome, { ...textos[nome], ...proprios[nome], defaultProps: { ...textos[nome]?.defaultProps, ...proprios[nome]?.defaultProps } }]),
  ) as Componentes;
}

export const temaClaro: RaThemeOptions = {
  ...defaultLightTheme,
  ...comum,
  components: componentes(defaultLightTheme),
  palette: {
    mode: 'light',
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    // MUI's own warning and info are too light to read as text on white (3.2:1 and 3.9:1).
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
  },
};

export const temaEscuro: RaThemeOptions = {
  ...defaultDarkTheme,
  ...comum,
  components: componentes(defaultDarkTheme),
  palette: {
    mode: 'dark',
    primary: { main: '#93b4ff' },
    secondary: { main: '#5eead4' },
    // MUI's own dark error (#f44336) reads at 3.9:1 on this paper; a fall in sales is text.
    error: { main: '#f87171' },
    background: { default: '#0f172a', paper: '#172033' },
  },
};
