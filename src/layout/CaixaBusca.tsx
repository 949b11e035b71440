import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useMudarFiltros } from './useMudarFiltros';

/** How long typing may pause before the search goes to the server. */
export const ESPERA_BUSCA_MS = 400;

const textoDe = (valor: unknown): string => (typeof valor === 'string' ? valor : '');

interface CaixaBuscaProps {
  /** The list filter the box writes: `busca` on the orders, `q` on a declared resource's list. */
  filtro: string;
  /** What may be typed, e.g. 'Nº, cliente, CPF/CNPJ, e-mail, telefone, NFC-e ou chave'. */
  dica: string;
  /** The input's accessible name, e.g. 'Buscar pedidos'. */
  rotulo: string;
  larguraMaxima?: number;
}

/**
 * A list's one search box, answered by the server: applied once typing pauses (or at Enter),
 * cleared by Esc or its button, kept in the URL with the filters, and back to the first page like
 * any filter change. It follows the filters when they change elsewhere (Limpar filtros, a saved
 * query, the URL).
 */
export function CaixaBusca({ filtro, dica, rotulo, larguraMaxima = 560 }: CaixaBuscaProps) {
  const { filtros, mudar } = useMudarFiltros();
  const aplicada = textoDe(filtros[filtro]);
  const [texto, setTexto] = useState(aplicada);
  const [ultimaAplicada, setUltimaAplicada] = useState(aplicada);
  if (aplicada !== ultimaAplicada) {
    setUltimaAplicada(aplicada);
    if (texto.trim() !== aplicada) setTexto(aplicada);
  }
  const aplicar = (valor: string) => {
    const busca = valor.trim();
    mudar((atuais) => {
      if (busca === textoDe(atuais[filtro])) return atuais;
      const { [filtro]: _anterior, ...outros } = atuais;
      return busca ? { ...outros, [filtro]: busca } : outros;
    });
  };
  const aplicarAtual = useRef(aplicar);
  aplicarAtual.current = aplicar;

  useEffect(() => {
    const espera = setTimeout(() => aplicarAtual.current(texto), ESPERA_BUSCA_MS);
    return () => clearTimeout(espera);
  }, [texto]);

  const limpar = () => {
    setTexto('');
    aplicar('');
  };
  const aoTeclar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') aplicar(e.currentTarget.value);
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
      placeholder={dica}
      inputProps={{ 'aria-label': rotulo, 'data-atalho': 'busca', enterKeyHint: 'search', title: `Buscar por ${dica}` }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        texto ? (
          <InputAdornment position="end">
            <IconButton size="small" edge="end" aria-label="Limpar busca" onClick={limpar}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{ flex: '1 1 260px', maxWidth: { md: larguraMaxima }, minWidth: 0, fontSize: '0.875rem', bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
