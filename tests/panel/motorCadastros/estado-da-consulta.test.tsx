import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { EstadoDaConsulta } from '../../../src/motorCadastros/mostrar/EstadoDaConsulta';

/** A section whose query fails the first time and answers the second: what a flaky network gives. */
function Secao({ respostas }: { respostas: (() => Promise<string[]>)[] }) {
  const consulta = useQuery({ queryKey: ['secao'], queryFn: () => (respostas.shift() ?? (() => Promise.resolve([])))(), retry: false });
  return (
    <EstadoDaConsulta consulta={consulta} oQue="as compras">
      {(itens) => <p>{itens.length === 0 ? 'Nenhuma compra.' : itens.join(', ')}</p>}
    </EstadoDaConsulta>
  );
}

describe('EstadoDaConsulta', () => {
  it('shows a named spinner, then the error in Portuguese with "Tentar novamente", then the data after the retry', async () => {
    let falhar: (e: Error) => void = () => undefined;
    const primeira = new Promise<string[]>((_, rejeitar) => {
      falhar = rejeitar;
    });
    const cliente = new QueryClient();
    render(
      <QueryClientProvider client={cliente}>
        <Secao respostas={[() => primeira, () => Promise.resolve(['Pedido 10', 'Pedido 11'])]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando as compras' })).toBeInTheDocument();
    falhar(new Error('O servidor não respondeu.'));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar as compras. O servidor não respondeu.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pedido 10, Pedido 11')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    cliente.clear();
  });
});
