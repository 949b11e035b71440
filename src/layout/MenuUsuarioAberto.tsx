import { Link } from 'react-router-dom';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { CLIENT_VERSION } from '@retaguarda/contrato/api/versao';
import { useSessao } from '../session/store';

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

/** The user's dropdown (src/layout/MenuUsuario.tsx loads it on the first opening). */
export default function MenuUsuarioAberto({ id, ancora, aberto, fechar }: { id: string; ancora: HTMLElement | null; aberto: boolean; fechar: () => void }) {
  const { usuario } = useSessao();
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      disableScrollLock
      anchorEl={ancora}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      open={aberto}
      onClose={fechar}
    >
      <Identificacao nome={usuario?.nome} seller={usuario?.nome_seller} />
      <Divider />
      <MenuItem component={Link} to="/profile" onClick={fechar}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Meu Perfil</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          fechar();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Logout</ListItemText>
      </MenuItem>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 0.5 }}>
        {translate('app.versao', { versao: CLIENT_VERSION })}
      </Typography>
    </Menu>
  );
}
