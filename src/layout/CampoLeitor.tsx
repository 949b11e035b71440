import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

/**
 * The field a barcode scanner types into: the scanner types the code and presses Enter, several
 * times a second. The field is left uncontrolled (no render per character) and emptied at each
 * Enter, the code handed over at once, so nothing read between two renders is lost. What a read
 * does is the screen's (`onLer`), and what the field says it does (`ajuda`).
 */
export function CampoLeitor({ ajuda, onLer }: { ajuda: string; onLer: (codigo: string) => void }) {
  const aoTeclar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const codigo = e.currentTarget.value.trim();
    e.currentTarget.value = '';
    if (codigo) onLer(codigo);
  };
  return (
    <TextField
      autoFocus
      label="Código de barras (EAN) ou SKU"
      placeholder="Leia com o leitor ou digite e tecle Enter"
      variant="outlined"
      margin="none"
      fullWidth
      autoComplete="off"
      helperText={ajuda}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { onKeyDown: aoTeclar, spellCheck: false, enterKeyHint: 'enter' } }}
      sx={{ maxWidth: 560 }}
    />
  );
}
