import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';
import { gruposVisiveis, type GrupoMenu } from '../resources/acesso';
import { useSessao } from '../session/store';

const estaEm = (pathname: string, rota: string) => pathname === rota || pathname.startsWith(`${rota}/`);

function ItemMenu({ to, label, icon: Icone, aninhado }: { to: string; label: string; icon: SvgIconComponent; aninhado?: boolean }) {
  const { pathname } = useLocation();
  const [aberto] = useSidebarState();
  const ativo = to === '/' ? pathname === '/' : estaEm(pathname, to);
  const item = (
    <ListItemButton component={NavLink} to={to} end={to === '/'} selected={ativo} sx={{ pl: aninhado && aberto ? 4 : 2 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icone fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
    </ListItemButton>
  );
  // With the sidebar collapsed only icons show; the tooltip keeps the label reachable by pointer.
  return aberto ? item : <Tooltip title={label} placement="right">{item}</Tooltip>;
}

function GrupoDoMenu({ grupo }: { grupo: GrupoMenu }) {
  const { pathname } = useLocation();
  const contemAtual = grupo.modulos.some((m) => estaEm(pathname, m.route));
  const [expandido, setExpandido] = useState(contemAtual);
  const idLista = `menu-grupo-${grupo.area}`;
  const Icone = grupo.icon;
  return (
    <>
      <ListItemButton onClick={() => setExpandido((v) => !v)} aria-expanded={expandido} aria-controls={idLista}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icone fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={grupo.label} slotProps={{ primary: { noWrap: true, fontWeight: contemAtual ? 600 : undefined } }} />
        {expandido ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expandido} timeout="auto" unmountOnExit>
        <List id={idLista} disablePadding dense>
          {grupo.modulos.map((m) => (
            <li key={m.route}>
              <ItemMenu to={m.route} label={m.label} icon={m.icon} aninhado />
            </li>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The left menu, from the module registry and the user's keys (SPEC sections 2 and 6). */
export function Menu() {
  const { usuario } = useSessao();
  const grupos = gruposVisiveis(usuario?.permissoes.permissions ?? []);
  return (
    <nav aria-label="Menu principal">
      <List dense sx={{ pt: 1 }}>
        <li>
          <ItemMenu to="/" label="Início" icon={HomeIcon} />
        </li>
        {grupos.map((g) => (
          <li key={g.area}>
            <GrupoDoMenu grupo={g} />
          </li>
        ))}
      </List>
    </nav>
  );
}
