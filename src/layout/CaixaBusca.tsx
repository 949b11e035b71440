import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useMudarFiltros } from './useMudarFiltros';

/** How long typing may pause before the search goes to the server. */
export const ESPERA_BUSCA_MS = 400;

const textoDe = (valor: unknown): string => (typeof valor === 'string' ? valor : '');

/** Whether the box shows only part of its hint (a phone's narrow box), measured in the box's own font. */
function dicaCortada(input: HTMLInputElement): boolean {
  // no layout (a test's DOM): nothing is drawn, so nothing is cut
  if (!input.placeholder || input.clientWidth === 0) return false;
  const estilo = getComputedStyle(input);
  const contexto = document.createElement('canvas').getContext('2d');
  if (!contexto) return false;
  contexto.font = estilo.font;
  return contexto.measureText(input.placeholder).width > input.clientWidth - parseFloat(estilo.paddingLeft) - parseFloat(estilo.paddingRight);
}

interface Comum {
  /** What may be typed, e.g. 'Nº, cliente, CPF/CNPJ, e-mail, telefone, NFC-e ou chave'. */
  dica: string;
  /** The input's accessible name, e.g. 'Buscar pedidos'. */
  rotulo: string;
}

/** On a react-admin list: the search is one of the list's filters, kept in the URL. */
interface NaLista extends Comum {
  /** The list filter the box writes: `busca` on the orders, `q` on a declared resource's list. */
  filtro: string;
  larguraMaxima?: number;
}

/** On a screen that keeps its filters itself (the stock screens): `onAplicar` gets each new search, trimmed. */
interface NaTela extends Comum {
  valor: string;
  onAplicar: (busca: string) => void;
}

/**
 * A list's one search box, answered by the server: applied once typing pauses (or at Enter),
 * cleared by Esc or its button, and back to the first page like any filter change. It follows the
 * search when it changes elsewhere (Limpar filtros, a saved query, the URL). On a react-admin list
 * it writes the list's filter (`filtro`); on a screen that keeps its own filters, it hands each new
 * search to the screen (`valor`, `onAplicar`).
 */
export function CaixaBusca(props: NaLista | NaTela) {
  if ('filtro' in props) return <CaixaDaLista {...props} />;
  const { valor, onAplicar, dica, rotulo } = props;
  return <Caixa aplicada={valor} aplicar={(busca) => busca !== valor && onAplicar(busca)} dica={dica} rotulo={rotulo} />;
}

function CaixaDaLista({ filtro, dica, rotulo, larguraMaxima = 560 }: NaLista) {
  const { filtros, mudar } = useMudarFiltros();
  // judged against the filters last asked for, not the ones on screen: react-admin shows a change
  // only once its navigation has rendered, and a search applied meanwhile must not undo it
  const aplicar = (busca: string) =>
    mudar((atuais) => {
      if (busca === textoDe(atuais[filtro])) return atuais;
      const { [filtro]: _anterior, ...outros } = atuais;
      return busca ? { ...outros, [filtro]: busca } : outros;
    });
  return <Caixa aplicada={textoDe(filtros[filtro])} aplicar={aplicar} dica={dica} rotulo={rotulo} naLista larguraMaxima={larguraMaxima} />;
}

/**
 * The box itself. `aplicar` gets the trimmed text at every pause, Enter, Esc and clear, the
 * search already applied included: whoever keeps the search tells a new one from it. Its two
 * looks are the two boxes' it replaced: a list's toolbar, and a screen's filter bar.
 */
function Caixa({ aplicada, aplicar, dica, rotulo, naLista = false, larguraMaxima = 560 }: Comum & { aplicada: string; aplicar: (busca: string) => void; naLista?: boolean; larguraMaxima?: number }) {
  const [texto, setTexto] = useState(aplicada);
  const [ultimaAplicada, setUltimaAplicada] = useState(aplicada);
  // a phone cuts the hint short, and has no hover to show the title: a tap shows it whole below the box
  const [dicaInteira, setDicaInteira] = useState(false);
  if (aplicada !== ultimaAplicada) {
    setUltimaAplicada(aplicada);
    if (texto.trim() !== aplicada) setTexto(aplicada);
  }
  const aplicarAtual = useRef(aplicar);
  aplicarAtual.current = aplicar;

  useEffect(() => {
    const espera = setTimeout(() => aplicarAtual.current(texto.trim()), ESPERA_BUSCA_MS);
    return () => clearTimeout(espera);
  }, [texto]);

  const limpar = () => {
    setTexto('');
    aplicar('');
  };
  const aoTeclar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') aplicar(e.currentTarget.value.trim());
    else if (e.key === 'Escape' && texto) {
      e.preventDefault();
      limpar();
    }
  };

  return (
    <OutlinedInput
      type="search"
      size="small"
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      onKeyDown={aoTeclar}
      onFocus={(e: FocusEvent<HTMLInputElement>) => setDicaInteira(dicaCortada(e.currentTarget))}
      onBlur={() => setDicaInteira(false)}
      placeholder={dica}
      inputProps={{ 'aria-label': rotulo, 'data-atalho': 'busca', enterKeyHint: 'search', ...(naLista ? { title: `Buscar por ${dica}` } : {}) }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        texto ? (
          <InputAdornment position="end">
            <IconButton size="small" edge={naLista ? 'end' : false} aria-label="Limpar busca" onClick={limpar}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : dicaInteira ? (
          // the placeholder already gives screen readers the hint
          <Box
            aria-hidden
            sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, px: 1.5, py: 1, zIndex: 'tooltip', bgcolor: 'background.paper', color: 'text.secondary', typography: 'body2', boxShadow: 3, borderRadius: 1 }}
          >
            {dica}
          </Box>
        ) : null
      }
      sx={
        naLista
          ? { flex: '1 1 260px', maxWidth: { md: larguraMaxima }, minWidth: 0, fontSize: '0.875rem', bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { display: 'none' } }
          : { flex: '1 1 260px', maxWidth: 480 }
      }
    />
  );
}
