import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useSessao } from '../session/store';
import { abrirDialogo } from './dialogoAtalhos';
import { opcoesPaleta, type OpcaoPaleta } from './opcoesPaleta';

/**
 * The command palette (Ctrl+K): a combobox whose listbox offers the modules the user may open and,
 * for a number, the order of that number. Arrows move, Enter opens, Escape closes; the focus stays
 * in the field and the active option is announced through aria-activedescendant.
 */
export default function PaletaComandos({ onFechar }: { onFechar: () => void }) {
  const navegar = useNavigate();
  const { usuario } = useSessao();
  const permissoes = usuario?.permissoes.permissions;
  const [texto, setTexto] = useState('');
  const [ativa, setAtiva] = useState(0);
  const opcoes = useMemo(() => opcoesPaleta(texto, permissoes ?? []), [texto, permissoes]);
  const base = useId();
  const idLista = `${base}-opcoes`;
  const idOpcao = (o: OpcaoPaleta) => `${base}-${o.id}`;
  const atual = opcoes[Math.min(ativa, opcoes.length - 1)];

  const idAtual = atual ? idOpcao(atual) : undefined;

  useEffect(() => {
    if (idAtual) document.getElementById(idAtual)?.scrollIntoView?.({ block: 'nearest' });
  }, [idAtual]);

  const escolher = (o: OpcaoPaleta | undefined) => {
    if (!o) return;
    if (o.acao.tipo === 'ajuda') {
      abrirDialogo('ajuda');
      return;
    }
    onFechar();
    navegar(o.acao.destino);
  };

  const aoTeclar = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (opcoes.length === 0) return;
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtiva((i) => (Math.min(i, opcoes.length - 1) + passo + opcoes.length) % opcoes.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      escolher(atual);
    }
  };

  return (
    <Dialog
      open
      onClose={onFechar}
      fullWidth
      maxWidth="sm"
      aria-label="Buscar módulos e pedidos"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: 10 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setAtiva(0);
          }}
          onKeyDown={aoTeclar}
          placeholder="Módulo ou número do pedido"
          inputProps={{
            role: 'combobox',
            'aria-label': 'Buscar módulo ou pedido',
            'aria-expanded': true,
            'aria-controls': idLista,
            'aria-autocomplete': 'list',
            'aria-activedescendant': idAtual,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Box component="ul" role="listbox" id={idLista} aria-label="Resultados" sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto' }}>
        {opcoes.map((o) => {
          const selecionada = o === atual;
          return (
            <Box
              component="li"
              key={o.id}
              id={idOpcao(o)}
              role="option"
              aria-selected={selecionada}
              onMouseMove={() => setAtiva(opcoes.indexOf(o))}
              // mousedown would take the focus from the field before the click lands
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => escolher(o)}
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 1,
                bgcolor: selecionada ? 'action.selected' : undefined,
              }}
            >
              <Typography component="span" sx={{ fontWeight: selecionada ? 600 : 400, overflowWrap: 'anywhere' }}>
                {o.rotulo}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {o.detalhe}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {opcoes.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ px: 3, pb: 3 }}>
          Nada encontrado para “{texto.trim()}”. Digite o nome de um módulo ou o número de um pedido.
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        ↑ ↓ para escolher · Enter para abrir · Esc para fechar
      </Typography>
    </Dialog>
  );
}
