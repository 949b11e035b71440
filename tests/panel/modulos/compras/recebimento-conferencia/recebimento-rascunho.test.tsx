import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { digitoVerificador, validarChaveNfe } from '@retaguarda/contrato/br/chaveAcesso';
import { gerarCnpj } from '../../../../../server/db/seed/documentos';
import { segurarChamada } from '../../../chamadaSegurada';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { caminhoRecebimento, ean13, pedidoEnviado } from './pedidoEnviado';

const real = servidorRealDoArquivo();
const ROTA = '/compras/recebimento-conferencia';
/** A supplier's NF-e (model 55) of November 2026, number 4321, with a valid issuer CNPJ and check digit. */
const BASE_CHAVE = `352611${gerarCnpj('33444555', 1)}55001000004321187654321`;
const CHAVE_NFE = BASE_CHAVE + String(digitoVerificador(BASE_CHAVE));
const RETOMADA = /^Contagem retomada/;

/** The receive screen of the order, as after a reload: a new App on the same browser storage. */
async function abrir(id: number) {
  cleanup();
  const { usuario } = await renderComServidor(real(), `${ROTA}/${id}`, { email: ADMIN });
  await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
  return { guardado: () => localStorage.getItem(`retaguarda.rascunho.recebimento.${usuario.id}.${id}`) };
}

const recebida = (produto: string) => screen.getByRole('spinbutton', { name: `Recebida agora de ${produto}` });
const avariadas = (produto: string) => screen.getByRole('spinbutton', { name: `Avariadas de ${produto}` });

describe('/compras/recebimento-conferencia/:id keeps the count in this browser', () => {
  it('brings back the scans, damage, NF-e key and note after a reload, and drops them once the receipt is confirmed', async () => {
    expect(validarChaveNfe(CHAVE_NFE)).toMatchObject({ ok: true });
    const ean = ean13('789100000500');
    const { pedido, produtos } = await pedidoEnviado(real(), [{ nome: 'Edredom Casal Azul', sku: 'RAS-EDR-01', ean, quantidade: 5 }]);
    const { guardado } = await abrir(pedido.id);
    expect(screen.queryByText(RETOMADA)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}${ean}{Enter}${ean}{Enter}`);
    await user.type(avariadas('Edredom Casal Azul'), '1');
    await user.type(screen.getByRole('textbox', { name: 'Chave de acesso da NF-e' }), CHAVE_NFE);
    await user.type(screen.getByRole('textbox', { name: 'Observação' }), 'Caixa amassada');
    await user.click(screen.getByRole('checkbox', { name: 'Encerrar o pedido com a falta' }));
    await waitFor(() => expect(guardado()).not.toBeNull());

    await abrir(pedido.id);
    const aviso = await screen.findByText(RETOMADA);
    expect(aviso.closest('[role="alert"]')).toBeInTheDocument();
    expect(recebida('Edredom Casal Azul')).toHaveValue(3);
    expect(avariadas('Edredom Casal Azul')).toHaveValue(1);
    expect(screen.getByRole('textbox', { name: 'Chave de acesso da NF-e' })).toHaveValue(CHAVE_NFE);
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveValue('Caixa amassada');
    expect(screen.getByRole('checkbox', { name: 'Encerrar o pedido com a falta' })).toBeChecked();
    // the reader goes on from the restored count
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}`);
    expect(recebida('Edredom Casal Azul')).toHaveValue(4);

    // the rest will still come: the order stays open, so the page can be opened again below
    await user.click(screen.getByRole('checkbox', { name: 'Encerrar o pedido com a falta' }));

    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recebimento e conferência' })).toBeInTheDocument();
    expect(real().corposPara('POST', caminhoRecebimento(pedido.id))).toEqual([
      { version: pedido.version, chave_nfe: CHAVE_NFE, observacao: 'Caixa amassada', encerrar: false, itens: [{ id_produto: produtos[0], recebido: 4, avariado: 1 }] },
    ]);
    expect(guardado()).toBeNull();
    await abrir(pedido.id);
    expect(screen.getByRole('row', { name: /Edredom Casal Azul/ })).toHaveTextContent('Faltam 1');
    expect(screen.queryByText(RETOMADA)).not.toBeInTheDocument();
    expect(recebida('Edredom Casal Azul')).toHaveValue(null);
    expect(guardado()).toBeNull();
  });

  it('discards the kept count when asked, from the notice or from the form', async () => {
    const ean = ean13('789100000600');
    const { pedido } = await pedidoEnviado(real(), [{ nome: 'Travesseiro Pluma', sku: 'RAS-TRA-01', ean, quantidade: 4 }]);
    const { guardado } = await abrir(pedido.id);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}${ean}{Enter}`);
    await waitFor(() => expect(guardado()).not.toBeNull());

    await abrir(pedido.id);
    const aviso = (await screen.findByText(RETOMADA)).closest('[role="alert"]') as HTMLElement;
    await user.click(within(aviso).getByRole('button', { name: 'Descartar' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Descartar a contagem?' });
    // changing one's mind keeps everything
    await user.click(within(confirmacao).getByRole('button', { name: 'Continuar a contagem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recebida('Travesseiro Pluma')).toHaveValue(2);
    await user.click(within(aviso).getByRole('button', { name: 'Descartar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar a contagem?' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByText(RETOMADA)).not.toBeInTheDocument());
    expect(recebida('Travesseiro Pluma')).toHaveValue(null);
    expect(guardado()).toBeNull();

    // counted again in this visit: the form's own button discards it as well
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}`);
    await waitFor(() => expect(guardado()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Descartar contagem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar a contagem?' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(recebida('Travesseiro Pluma')).toHaveValue(null));
    expect(guardado()).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeInTheDocument();

    await abrir(pedido.id);
    expect(screen.queryByText(RETOMADA)).not.toBeInTheDocument();
    expect(real().corposPara('POST', caminhoRecebimento(pedido.id))).toEqual([]);
  });

  it('starts from the order as it is now when another receipt changed it meanwhile, and says so', async () => {
    const ean = ean13('789100000700');
    const { pedido, produtos } = await pedidoEnviado(real(), [{ nome: 'Colcha Matelassê', sku: 'RAS-COL-01', ean, quantidade: 6 }]);
    const { guardado } = await abrir(pedido.id);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}${ean}{Enter}${ean}{Enter}`);
    await waitFor(() => expect(guardado()).not.toBeNull());
    const outra = await real().outraSessao(ADMIN);
    const antes = await outra('POST', caminhoRecebimento(pedido.id), { version: pedido.version, itens: [{ id_produto: produtos[0], recebido: 2 }] });
    expect(antes.statusCode, antes.body).toBe(200);

    await abrir(pedido.id);
    expect(await screen.findByText(/^Este pedido mudou desde a sua contagem/)).toBeInTheDocument();
    expect(screen.queryByText(RETOMADA)).not.toBeInTheDocument();
    expect(recebida('Colcha Matelassê')).toHaveValue(null);
    const linha = screen.getByRole('row', { name: /Colcha Matelassê/ });
    expect(within(linha).getAllByRole('cell')[2]).toHaveTextContent('2');
    expect(linha).toHaveTextContent('Faltam 4');
    await waitFor(() => expect(guardado()).toBeNull());
  });

  it('drops a kept count of an order that no longer takes goods, and says so', async () => {
    const ean = ean13('789100000800');
    const { pedido, produtos } = await pedidoEnviado(real(), [{ nome: 'Manta Fleece Bege', sku: 'RAS-MAN-01', ean, quantidade: 2 }]);
    const { guardado } = await abrir(pedido.id);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}`);
    await waitFor(() => expect(guardado()).not.toBeNull());
    const outra = await real().outraSessao(ADMIN);
    expect((await outra('POST', caminhoRecebimento(pedido.id), { version: pedido.version, itens: [{ id_produto: produtos[0], recebido: 2 }] })).statusCode).toBe(200);

    cleanup();
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    expect(await screen.findByText('A contagem guardada neste navegador para este pedido foi descartada: ele mudou desde então.')).toBeInTheDocument();
    expect(screen.getByText(/não há mercadoria a receber/)).toBeInTheDocument();
    await waitFor(() => expect(guardado()).toBeNull());
  });

  it('is erased from this browser when the user signs out', async () => {
    const ean = ean13('789100000900');
    const { pedido } = await pedidoEnviado(real(), [{ nome: 'Lençol Solteiro Cinza', sku: 'RAS-LEN-01', ean, quantidade: 3 }]);
    const { guardado } = await abrir(pedido.id);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}`);
    await waitFor(() => expect(guardado()).not.toBeNull());
    // the server's answer to the sign-out held until the end: the draft must not wait for it
    const saida = segurarChamada('post', ROTAS_SESSAO.sair.caminho);
    try {
      await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
      await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
      expect(guardado()).toBeNull();
      // and the screen, leaving with no user, did not write it again
      await screen.findByRole('button', { name: 'Entrar' });
      expect(guardado()).toBeNull();
      expect(Object.keys(localStorage).filter((k) => k.startsWith('retaguarda.rascunho.'))).toEqual([]);
      expect(saida.foiRespondida()).toBe(false);
    } finally {
      saida.liberar();
    }
  });
});
