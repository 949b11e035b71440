import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';
import { gruposVisiveis, type GrupoMenu } from '../registro/acesso';
import { useModulos } from '../registro/useModulos';
import { useSessao } from '../session/store';
import { Dica } from './Dica';


const estaEm = (pathname: string, rota: string) => pathname === rota || pathname.startsWith(`${rota}/`);

/*
 * Long labels ('Integrações e-commerce e marketplaces') wrap between words inside the menu's
 * width instead of being cut or widening the menu past its panel; the icons and the expand
 * arrows never shrink, so they stay in sight.
 */
const rotuloQuebra = { whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.3 } as const;
const botaoItem = { minWidth: 0, alignItems: 'center' } as const;
const icone = { minWidth: 40, flexShrink: 0 } as const;

function ItemMenu({ to, label, icon: Icone, aninhado }: { to: string; label: string; icon: SvgIconComponent; aninhado?: boolean }) {
  const { pathname } = useLocation();
  const [aberto] = useSidebarState();
  const ativo = to === '/' ? pathname === '/' : estaEm(pathname, to);
  const item = (
    <ListItemButton component={NavLink} to={to} end={to === '/'} selected={ativo} sx={{ ...botaoItem, pl: aninhado && aberto ? 4 : 2 }}>
      <ListItemIcon sx={icone}>
        <Icone fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} sx={{ minWidth: 0 }} slotProps={{ primary: aberto ? { sx: rotuloQuebra } : { noWrap: true } }} />
    </ListItemButton>
  );
  // With the sidebar collapsed only icons show; the tooltip keeps the label reachable by pointer.
  return aberto ? item : <Dica titulo={label} posicao="right">{item}</Dica>;
}

function GrupoDoMenu({ grupo }: { grupo: GrupoMenu }) {
  const { pathname } = useLocation();
  const contemAtual = grupo.modulos.some((m) => estaEm(pathname, m.route));
  const [expandido, setExpandido] = useState(contemAtual);
  const idLista = `menu-grupo-${grupo.area}`;
  const Icone = grupo.icon;
  const [aberto] = useSidebarState();
  const seta = { flexShrink: 0, ml: 0.5 } as const;
  return (
    <>
      <ListItemButton onClick={() => setExpandido((v) => !v)} aria-expanded={expandido} aria-controls={idLista} sx={botaoItem}>
        <ListItemIcon sx={icone}>
          <Icone fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={grupo.label}
          sx={{ minWidth: 0 }}
          slotProps={{ primary: { ...(aberto ? { sx: rotuloQuebra } : { noWrap: true }), fontWeight: contemAtual ? 600 : undefined } }}
        />
        {expandido ? <ExpandLess fontSize="small" sx={seta} /> : <ExpandMore fontSize="small" sx={seta} />}
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
  const grupos = gruposVisiveis(usuario?.permissoes.permissions ?? [], useModulos());
  const [aberto] = useSidebarState();
  const { sidebar } = useTheme();
  const largura = aberto ? (sidebar?.width ?? 240) : (sidebar?.closedWidth ?? 55);
  return (
    // react-admin's fixed sidebar box takes the width of its content: the menu is held to the
    // drawer's own width, or an open group's long label would push it past the panel's edge
    <nav aria-label="Menu principal" style={{ width: largura }}>
      <List dense sx={{ pt: 1, width: '100%', overflowX: 'hidden' }}>
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
