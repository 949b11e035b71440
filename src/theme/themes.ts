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
  ...base.components,
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
});

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
