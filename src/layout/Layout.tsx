import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout as RaLayout, useSidebarState } from 'react-admin';
import { AppBar } from './AppBar';
import { Carregando } from './Carregando';
import { GuardaSessao } from './GuardaSessao';
import { Menu } from './Menu';

/** On small screens the menu is a drawer that closes on every navigation (SPEC section 2). */
function FecharGavetaAoNavegar() {
  const { pathname } = useLocation();
  const pequena = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [, setAberto] = useSidebarState();
  useEffect(() => {
    if (pequena) setAberto(false);
  }, [pathname, pequena, setAberto]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <GuardaSessao>
      <RaLayout appBar={AppBar} menu={Menu}>
        <FecharGavetaAoNavegar />
        <Suspense fallback={<Carregando />}>{children}</Suspense>
      </RaLayout>
    </GuardaSessao>
  );
}
