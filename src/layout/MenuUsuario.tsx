import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import { UserMenu, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { CLIENT_VERSION } from '@retaguarda/contrato/api/versao';
import { useSessao } from '../session/store';

// MUI's Menu hands focus and refs to its direct children, hence forwardRef on each item.
const ItemPerfil = forwardRef<HTMLAnchorElement>(function ItemPerfil(props, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to="/profile" onClick={() => menu?.onClose()} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Meu Perfil</ListItemText>
    </MenuItem>
  );
});

const ItemLogout = forwardRef<HTMLLIElement>(function ItemLogout(props, ref) {
  const menu = useUserMenu();
  const logout = useLogout();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        void logout();
      }}
      {...props}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
});

/** Who is signed in; not a menu item, so MUI's menu skips it when moving focus. */
function Identificacao({ nome, seller }: { nome?: string; seller?: string }) {
  return (
    <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
      <Typography variant="subtitle2">{nome}</Typography>
      <Typography variant="body2" color="text.secondary">
        {seller}
      </Typography>
    </Box>
  );
}
Identificacao.muiSkipListHighlight = true;

/** The user dropdown of the top bar: who is signed in, for which seller, profile, logout and version. */
export function MenuUsuario() {
  const { usuario } = useSessao();
  const translate = useTranslate();
  // Its accessible name comes from ra.auth.user_menu, translated as 'Menu do usuário'.
  return (
    <UserMenu>
      <Identificacao nome={usuario?.nome} seller={usuario?.nome_seller} />
      <Divider />
      <ItemPerfil />
      <ItemLogout />
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 0.5 }}>
        {translate('app.versao', { versao: CLIENT_VERSION })}
      </Typography>
    </UserMenu>
  );
}
