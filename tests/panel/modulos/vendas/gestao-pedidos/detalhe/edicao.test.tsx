import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_PEDIDO, type ErroValidacao } from '@retaguarda/contrato/api';
import { server } from '../../../../../mocks/server';
import { URL_DETALHE } from '../../../../../mocks/pedido-detalhe';
import { ENTREGA, entregaNoBanco, gravarPedido, noBanco } from '../../../../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const real = servidorRealDoArquivo();

async function abrir(dados: Parameters<typeof gravarPedido>[1] = {}) {
  const id = await gravarPedido(real(), dados);
  await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` });
  return id;
}

const editar = () => screen.getByRole('region', { name: 'Editar pedido' });

describe('order edit', () => {
  it('saves the note and the delivery address with the version it was read at', async () => {
    const user = userEvent.setup();
    const id = await abrir();
    const form = within(editar());
    await user.type(form.getByRole('textbox', { name: 'Observação interna' }), 'Entregar após 18h');
    const numero = form.getByRole('textbox', { name: /^Número/ });
    await user.clear(numero);
    await user.type(numero, '1200');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Pedido ${id} salvo`)).toBeInTheDocument();
    expect(real().corposPara('PUT', `/v2/vendas/lista-pedidos/${id}`)).toEqual([{ version: 1, observacao_interna: 'Entregar após 18h', ...ENTREGA, numero: '1200' }]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Avenida Paulista, 1200'));
    // what the server now holds
    expect(noBanco(real(), id)).toMatchObject({ observacao_interna: 'Entregar após 18h', version: 2 });
    expect(entregaNoBanco(real(), id)).toEqual({ ...ENTREGA, numero: '1200' });
  });

  it('clears the note on the server when the field is emptied', async () => {
    const user = userEvent.setup();
    const id = await abrir({ observacao_interna: 'Cliente pediu embrulho' });
    const form = within(editar());
    const nota = form.getByRole('textbox', { name: 'Observação interna' });
    expect(nota).toHaveValue('Cliente pediu embrulho');
    await user.clear(nota);
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Pedido ${id} salvo`)).toBeInTheDocument();
    expect(real().corposPara('PUT', `/v2/vendas/lista-pedidos/${id}`)).toMatchObject([{ version: 1, observacao_interna: null }]);
    expect(noBanco(real(), id).observacao_interna).toBeNull();
    expect(within(editar()).getByRole('textbox', { name: 'Observação interna' })).toHaveValue('');
    // a reload shows what the server keeps: no note
    const reaberto = await real().chamar('GET', `/v2/vendas/lista-pedidos/${id}`);
    expect(reaberto.json<{ RES: { observacao_interna: string | null } }>().RES.observacao_interna).toBeNull();
  });

  it('puts the server message on each field named in validation.body.keys', async () => {
    const user = userEvent.setup();
    await abrir();
    // a refusal the demo server has no rule for: injected to check how the form maps it
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
    const id = await abrir();
    // someone else saves the order after the page read it
    const outra = await real().outraSessao(ADMIN);
    expect((await outra('PUT', `/v2/vendas/lista-pedidos/${id}`, { version: 1, observacao_interna: 'Nota de outra pessoa' })).statusCode).toBe(200);
    const form = within(editar());
    const nota = form.getByRole('textbox', { name: 'Observação interna' });
    await user.type(nota, 'Minha nota');
    await user.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText(MENSAGENS_PEDIDO.versaoConflitante)).toBeInTheDocument();
    expect(nota).toHaveValue('Minha nota');
    expect(noBanco(real(), id)).toMatchObject({ observacao_interna: 'Nota de outra pessoa', version: 2 });
    await user.click(form.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(editar()).getByRole('textbox', { name: 'Observação interna' })).toHaveValue('Nota de outra pessoa'));
    expect(within(editar()).queryByText(MENSAGENS_PEDIDO.versaoConflitante)).not.toBeInTheDocument();
  });
});
