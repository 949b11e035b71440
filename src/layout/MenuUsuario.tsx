import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslate } from 'react-admin';
import { useSessao } from '../session/store';
import { Dica } from './Dica';

// The dropdown (MUI's Menu and its items) loads when first wanted: the pointer or the focus
// reaching the button starts it, so it is usually there by the click.
const carregarMenu = () => import('./MenuUsuarioAberto');
const MenuAberto = lazy(carregarMenu);
const precarregar = () => void carregarMenu();

const ID_MENU = 'menu-usuario';

/**
 * The user button of the top bar (in place of react-admin's UserMenu: see
 * src/reactAdmin/BarraSuperior.tsx): the user's name on wider screens, an icon on a phone.
 */
export function MenuUsuario() {
  const { usuario } = useSessao();
  const translate = useTranslate();
  const largo = useMediaQuery<Theme>((t) => t.breakpoints.up('sm'));
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [usado, setUsado] = useState(false);
  // 'Menu do usuário' (ra.auth.user_menu): the button's accessible name on every screen size.
  const nome = translate('ra.auth.user_menu');
  const abrir = (e: MouseEvent<HTMLElement>) => {
    setAncora(e.currentTarget);
    setUsado(true);
  };
  const aria = { 'aria-label': nome, 'aria-haspopup': 'menu' as const, 'aria-controls': ancora ? ID_MENU : undefined, 'aria-expanded': ancora ? true : undefined };
  const botao =
    largo && usuario?.nome ? (
      <Button {...aria} color="inherit" variant="text" startIcon={<AccountCircle />} onClick={abrir} onMouseEnter={precarregar} onFocus={precarregar} sx={{ textTransform: 'none', ml: 0.5 }}>
        {usuario.nome}
      </Button>
    ) : (
      <Dica titulo={nome}>
        <IconButton {...aria} color="inherit" onClick={abrir} onMouseEnter={precarregar} onFocus={precarregar}>
          <AccountCircle />
        </IconButton>
      </Dica>
    );
  return (
    <div>
      {botao}
      {usado ? (
        <Suspense fallback={null}>
          <MenuAberto id={ID_MENU} ancora={ancora} aberto={ancora !== null} fechar={() => setAncora(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
