import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EntradaApp from '../../../src/auth/EntradaApp';
import { getMetadata, getUsuario, reloadSessao, setMetadata, setUsuario } from '../../../src/session/store';
import { SENHA } from '../../server/helpers';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

/** The small sign-in entry main.tsx opens on a first visit to /auth/login (no react-admin in it). */
function abrirEntrada(url: string) {
  window.history.replaceState(null, '', url);
  const abrirPainel = vi.fn();
  render(<EntradaApp abrirPainel={abrirPainel} />);
  return abrirPainel;
}

const enderecoAtual = () => window.location.pathname + window.location.search;

describe('sign-in entry', () => {
  it('signs in, keeps the user and start data, writes the redirectTo address and hands over to the panel', async () => {
    const { usuario, metadata } = await real().entrar(VENDAS);
    real().cookies.limpar();
    const abrirPainel = abrirEntrada('/auth/login?redirectTo=%2Fvendas%2Fgestao-pedidos%3Fpage%3D2');
    const entradasAntes = window.history.length;
    const user = userEvent.setup();
    expect(document.title).toBe('Entrar no Retaguarda · Retaguarda');
    await user.type(screen.getByLabelText('E-mail'), VENDAS);
    await user.type(screen.getByLabelText('Senha'), SENHA);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(abrirPainel).toHaveBeenCalledTimes(1));
    expect(enderecoAtual()).toBe('/vendas/gestao-pedidos?page=2');
    // The sign-in page's entry is replaced: Back does not return to a form that is already done.
    expect(window.history.length).toBe(entradasAntes);
    expect(getUsuario()).toEqual(usuario);
    expect(getMetadata()).toEqual(metadata);
    // Signed in for real: the cookies the browser keeps open the next call.
    expect((await real().chamar('GET', '/v2/config/erp/dados-start')).statusCode).toBe(200);
  });

  it('answers wrong credentials on the page and does not open the panel', async () => {
    const abrirPainel = abrirEntrada('/auth/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), VENDAS);
    await user.type(screen.getByLabelText('Senha'), 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(VENDAS);
    expect(real().cookies.nomes()).toEqual([]);
    expect(abrirPainel).not.toHaveBeenCalled();
    expect(enderecoAtual()).toBe('/auth/login');
  });

  it('checks the fields before calling the server, with the messages of the shared schema', async () => {
    const abrirPainel = abrirEntrada('/auth/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail');
    expect(abrirPainel).not.toHaveBeenCalled();
    expect(real().chamadas).toEqual([]);
  });

  it('follows "Esqueci minha senha" as a new history entry, in the panel', async () => {
    const abrirPainel = abrirEntrada('/auth/login');
    const entradasAntes = window.history.length;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(enderecoAtual()).toBe('/auth/forgot-password');
    expect(window.history.length).toBe(entradasAntes + 1);
    expect(abrirPainel).toHaveBeenCalledTimes(1);
  });

  it('leaves a Ctrl+click to the browser (a new tab), staying on the sign-in page', () => {
    const abrirPainel = abrirEntrada('/auth/login');
    const link = screen.getByRole('link', { name: 'Solicitar acesso' });
    expect(link).toHaveAttribute('href', '/auth/register');
    // Runs after React's handler (document is above the root): records whether the page kept the
    // browser's default, then stops jsdom, which cannot open tabs, from trying.
    let padraoMantido: boolean | undefined;
    const registrar = (evento: MouseEvent) => {
      padraoMantido = !evento.defaultPrevented;
      evento.preventDefault();
    };
    document.addEventListener('click', registrar);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', registrar);
    expect(padraoMantido).toBe(true);
    expect(abrirPainel).not.toHaveBeenCalled();
    expect(enderecoAtual()).toBe('/auth/login');
  });

  it('goes straight on when a user is already signed in (e.g. in another tab)', async () => {
    const { usuario, metadata } = await real().entrar(VENDAS);
    setUsuario(usuario);
    setMetadata(metadata);
    reloadSessao();
    const abrirPainel = abrirEntrada('/auth/login?redirectTo=%2Fprofile');
    await waitFor(() => expect(abrirPainel).toHaveBeenCalledTimes(1));
    expect(enderecoAtual()).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});
