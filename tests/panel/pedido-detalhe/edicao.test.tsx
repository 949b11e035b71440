import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_PEDIDO, type ErroValidacao, type PedidoDetalhe } from '../../../src/api';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe, URL_DETALHE } from '../../mocks/pedido-detalhe';
import { renderPedidos } from '../pedidos/renderPedidos';

async function abrir() {
  const backend = mockPedidoDetalhe([criarDetalhe()]);
  server.use(...backend.handlers);
  renderPedidos('/vendas/gestao-pedidos/1001');
  await screen.findByRole('heading', { level: 1, name: 'Pedido 1001' });
  return backend;
}

const editar = () => screen.getByRole('region', { name: 'Editar pedido' });

describe('order edit', () => {
  it('saves the note and the delivery address with the version it was read at', async () => {
    const user = userEvent.setup();
    const backend = await abrir();
    const form = within(editar());
    await user.type(form.getByRole('textbox', { name: 'Observação interna' }), 'Entregar após 18h');
    const numero = form.getByRole('textbox', { name: /^Número/ });
    await user.clear(numero);
    await user.type(numero, '1200');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pedido 1001 salvo')).toBeInTheDocument();
    expect(backend.chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.corpo)).toEqual([
      {
        version: 3,
        observacao_interna: 'Entregar após 18h',
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1200',
        complemento: 'Apto 12',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Avenida Paulista, 1200'));
  });

  it('puts the server message on each field named in validation.body.keys', async () => {
    const user = userEvent.setup();
    await abrir();
    const recusa: ErroValidacao = { validation: { body: { source: 'body', keys: ['cep', 'numero'], message: 'CEP e número não conferem' } } };
    server.use(http.put(URL_DETALHE, () => HttpResponse.json(recusa, { status: 400 })));
    const form = within(editar());
    await user.type(form.getByRole('textbox', { name: /^Número/ }), 'A');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^CEP/ })).toHaveAccessibleDescription('CEP e número não conferem'));
    expect(form.getByRole('textbox', { name: /^Número/ })).toHaveAccessibleDescription('CEP e número não conferem');
    expect(form.getByRole('textbox', { name: /^Logradouro/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses to overwrite a newer version: 409 asks to reload and keeps what was typed until then', async () => {
    const user = userEvent.setup();
    const backend = await abrir();
    const atual = backend.pedidos.get(1001) as PedidoDetalhe;
    backend.pedidos.set(1001, { ...atual, observacao_interna: 'Nota de outra pessoa', version: 4 });
    const form = within(editar());
    const nota = form.getByRole('textbox', { name: 'Observação interna' });
    await user.type(nota, 'Minha nota');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText(MENSAGENS_PEDIDO.versaoConflitante)).toBeInTheDocument();
    expect(nota).toHaveValue('Minha nota');
    expect(backend.pedidos.get(1001)?.observacao_interna).toBe('Nota de outra pessoa');
    await user.click(form.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(editar()).getByRole('textbox', { name: 'Observação interna' })).toHaveValue('Nota de outra pessoa'));
    expect(within(editar()).queryByText(MENSAGENS_PEDIDO.versaoConflitante)).not.toBeInTheDocument();
  });
});
