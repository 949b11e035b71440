import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { criarStore } from '../../../src/session/preferencias';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { telaPequena } from '../telaPequena';

const real = servidorRealDoArquivo();

afterEach(() => vi.unstubAllGlobals());


describe('layout', () => {
  it('starts light, switches to dark with the toggle, keeps it in the store and swaps the logo', async () => {
    const store = criarStore(memoryStore());
    await renderComServidor(real(), '/', { email: VENDAS, store });
    const logo = await screen.findByRole('img', { name: 'Retaguarda' });
    expect(logo).toHaveAttribute('src', '/logo-light.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Alternar tema claro/escuro' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Retaguarda' })).toHaveAttribute('src', '/logo-dark.svg'));
    expect(store.getItem('theme')).toBe('dark');
  });

  it("shows a button's name in a balloon on hover and on keyboard focus, and hides it on leaving or Escape", async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), '/', { email: VENDAS, store: criarStore(memoryStore()) });
    const tema = await screen.findByRole('button', { name: 'Alternar tema claro/escuro' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(tema);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Alternar tema claro/escuro');
    await user.unhover(tema);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    const atualizar = screen.getByRole('button', { name: 'Atualizar' });
    atualizar.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(atualizar).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Atualizar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens the dark theme when it was stored before', async () => {
    // stored by an earlier visit: in the store before the panel opens (memoryStore applies a
    // setItem made before the panel starts only once it is set up)
    const store = criarStore(memoryStore({ theme: 'dark' }));
    await renderComServidor(real(), '/', { email: VENDAS, store });
    expect(await screen.findByRole('img', { name: 'Retaguarda' })).toHaveAttribute('src', '/logo-dark.svg');
  });

  it('shows nome and nome_seller in the user menu, and Meu Perfil opens /profile', async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), '/', { email: VENDAS });
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    const menu = within(await screen.findByRole('menu'));
    // The demo sales user of the demo group's first seller (server/db/seed/cadastros.ts).
    expect(menu.getByText('Vitor Vendas')).toBeInTheDocument();
    expect(menu.getByText('Loja Centro')).toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: 'Meu Perfil' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('collapses and expands the sidebar with the menu toggle, remembering the choice', async () => {
    const store = criarStore(memoryStore());
    await renderComServidor(real(), '/', { email: VENDAS, store });
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar menu' }));
    expect(store.getItem('sidebar.open')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(store.getItem('sidebar.open')).toBe(true);
  });

  it('on a small screen, closes the menu drawer on every navigation', async () => {
    telaPequena();
    const user = userEvent.setup();
    await renderComServidor(real(), '/', { email: VENDAS });
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Menu principal' }));
    await user.click(nav.getByRole('button', { name: 'Vendas' }));
    await user.click(nav.getByRole('link', { name: 'Catálogo de produtos' }));
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/catalogo-produtos'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  });
});
