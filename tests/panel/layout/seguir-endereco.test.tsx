import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SeguirEndereco } from '../../../src/layout/SeguirEndereco';

/** Changes the address during the router's first render, before it listens: what a Back or a link does while the panel starts. */
function MudaOEnderecoAoMontar() {
  const feito = useRef(false);
  if (!feito.current) {
    feito.current = true;
    window.history.pushState({}, '', '/cadastros/clientes');
  }
  return null;
}

function Painel({ seguir }: { seguir: boolean }) {
  return (
    <BrowserRouter>
      {seguir && <SeguirEndereco />}
      <MudaOEnderecoAoMontar />
      <Routes>
        <Route path="/" element={<p>Início</p>} />
        <Route path="/cadastros/clientes" element={<p>Clientes</p>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('the panel follows an address changed while it starts', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('shows the screen of the address the bar shows', async () => {
    window.history.replaceState({}, '', '/');
    render(<Painel seguir />);
    expect(await screen.findByText('Clientes')).toBeTruthy();
    expect(screen.queryByText('Início')).toBeNull();
    expect(window.location.pathname).toBe('/cadastros/clientes');
  });

  it('without it the router stays on the address it read first (the race it answers)', () => {
    window.history.replaceState({}, '', '/');
    render(<Painel seguir={false} />);
    expect(screen.getByText('Início')).toBeTruthy();
  });
});
