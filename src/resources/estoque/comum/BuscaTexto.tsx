import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef, useState } from 'react';
import { ESPERA_BUSCA_MS } from '../../../layout/CaixaBusca';

/**
 * A search box outside a react-admin list: applied once typing pauses (or at Enter), cleared by
 * Esc or its button, following `valor` when it changes elsewhere (Limpar filtros, the URL).
 */
export function BuscaTexto({ valor, onAplicar, dica, rotulo }: { valor: string; onAplicar: (v: string) => void; dica: string; rotulo: string }) {
  const [texto, setTexto] = useState(valor);
  const [ultimo, setUltimo] = useState(valor);
  if (valor !== ultimo) {
    setUltimo(valor);
    if (texto.trim() !== valor) setTexto(valor);
  }
  const aplicar = useRef((_: string) => {});
  aplicar.current = (v: string) => {
    if (v.trim() !== valor) onAplicar(v.trim());
  };
  useEffect(() => {
    const espera = setTimeout(() => aplicar.current(texto), ESPERA_BUSCA_MS);
    return () => clearTimeout(espera);
  }, [texto]);
  return (
    <OutlinedInput
      type="search"
      size="small"
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') aplicar.current(texto);
        else if (e.key === 'Escape' && texto) {
          e.preventDefault();
          setTexto('');
          aplicar.current('');
        }
      }}
      placeholder={dica}
      inputProps={{ 'aria-label': rotulo, 'data-atalho': 'busca', enterKeyHint: 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        texto ? (
          <InputAdornment position="end">
            <IconButton size="small" aria-label="Limpar busca" onClick={() => { setTexto(''); aplicar.current(''); }}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{ flex: '1 1 260px', maxWidth: 480 }}
    />
  );
}
