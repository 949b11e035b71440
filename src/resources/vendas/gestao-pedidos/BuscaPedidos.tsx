import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useListContext } from 'react-admin';

/** How long typing may pause before the search goes to the server. */
export const ESPERA_BUSCA_MS = 400;

export const DICA_BUSCA = 'Nº, cliente, CPF/CNPJ, e-mail, telefone, NFC-e ou chave';

const textoDe = (valor: unknown): string => (typeof valor === 'string' ? valor : '');

/**
 * The list's quick search, answered by the server (`busca`): what a clerk with a customer on the
 * phone has at hand. Applied once typing pauses (or at Enter), kept in the URL with the filters,
 * and it goes back to the first page like any filter change.
 */
export function BuscaPedidos() {
  const { filterValues, setFilters } = useListContext();
  const aplicada = textoDe(filterValues?.busca);
  const [texto, setTexto] = useState(aplicada);
  const [ultimaAplicada, setUltimaAplicada] = useState(aplicada);
  // the filters changed from elsewhere (Limpar filtros, a saved query, the URL): the box follows
  if (aplicada !== ultimaAplicada) {
    setUltimaAplicada(aplicada);
    if (texto.trim() !== aplicada) setTexto(aplicada);
  }
  const filtros = useRef(filterValues);
  filtros.current = filterValues;

  const aplicar = (valor: string) => {
    const busca = valor.trim();
    if (busca === textoDe(filtros.current?.busca)) return;
    const { busca: _anterior, ...outros } = filtros.current ?? {};
    setFilters(busca ? { ...outros, busca } : outros, undefined, false);
  };
  const aplicarAtual = useRef(aplicar);
  aplicarAtual.current = aplicar;

  useEffect(() => {
    const espera = setTimeout(() => aplicarAtual.current(texto), ESPERA_BUSCA_MS);
    return () => clearTimeout(espera);
  }, [texto]);

  const aoTeclar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') aplicar(texto);
    else if (e.key === 'Escape' && texto) {
      e.preventDefault();
      setTexto('');
      aplicar('');
    }
  };

  return (
    <OutlinedInput
      type="search"
      size="small"
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      onKeyDown={aoTeclar}
      placeholder={DICA_BUSCA}
      inputProps={{ 'aria-label': 'Buscar pedidos', 'data-atalho': 'busca', enterKeyHint: 'search', title: `Buscar por ${DICA_BUSCA}` }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        texto ? (
          <InputAdornment position="end">
            <IconButton
              size="small"
              edge="end"
              aria-label="Limpar busca"
              onClick={() => {
                setTexto('');
                aplicar('');
              }}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{ flex: '1 1 260px', maxWidth: { md: 560 }, minWidth: 0, fontSize: '0.875rem', bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
