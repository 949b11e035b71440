import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { criarFamilia } from '../produtosNoServidor';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

/** Two families of one model, told apart only by their brand (as the demo has 'Cropped de malha' seven times). */
async function duasFamilias(nome: string): Promise<void> {
  await real().entrar(ADMIN);
  await criarFamilia(real(), { nome, ncm: '61091000', marca: 'Aurora Têxtil' });
  await criarFamilia(real(), { nome, ncm: '61091000', marca: 'Brisa Sul' });
}

const nomesDasOpcoes = async () => (await screen.findAllByRole('option')).map((o) => o.textContent);

describe('a reference picker', () => {
  it("shows what tells apart the inventory's families of one name, finds one by its brand and keeps the brand once chosen", async () => {
    const user = userEvent.setup();
    await duasFamilias('Regata Seletor');
    await renderComServidor(real(), '/estoque/controle-inventario', { email: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Novo inventário' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo inventário' });
    await user.click(within(dialogo).getByRole('radio', { name: 'Uma família (produto base)' }));
    const familia = within(dialogo).getByRole('combobox', { name: /Família/ });

    await user.type(familia, 'regata seletor');
    await waitFor(async () => expect(await nomesDasOpcoes()).toEqual(['Regata SeletorAurora Têxtil', 'Regata SeletorBrisa Sul']));
    await user.clear(familia);
    await user.type(familia, 'seletor brisa');
    await waitFor(async () => expect(await nomesDasOpcoes()).toEqual(['Regata SeletorBrisa Sul']));
    await user.click(screen.getByRole('option', { name: /Brisa Sul/ }));
    expect(familia).toHaveValue('Regata Seletor · Brisa Sul');
    // a phone's narrow box cuts the value: the detail is also said whole under it
    expect(within(dialogo).getByText('Brisa Sul')).toBeInTheDocument();
  });

  it("shows the family's brand in the product form's reference input (the engine's), and finds it by the brand", async () => {
    const user = userEvent.setup();
    await duasFamilias('Bata Seletora');
    await renderComServidor(real(), '/cadastros/produtos/create', { email: ADMIN });
    const familia = await screen.findByRole('combobox', { name: /^Produto base/ });

    await user.type(familia, 'bata seletora');
    await waitFor(async () => expect(await nomesDasOpcoes()).toEqual(['Bata SeletoraAurora Têxtil', 'Bata SeletoraBrisa Sul']));
    await user.clear(familia);
    await user.type(familia, 'aurora seletora');
    await waitFor(async () => expect(await nomesDasOpcoes()).toEqual(['Bata SeletoraAurora Têxtil']));
  });
});
