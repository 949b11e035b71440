import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_FOTO } from '@retaguarda/contrato/api/produtosFotos';
import { ADMIN, renderComServidor, VENDAS } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';
import { arquivoPng, bytesPng, fotosEmPastaTemporaria } from '../../../../fotosDeTeste';
import { criarProduto } from '../../../../produtosNoServidor';

fotosEmPastaTemporaria();
const real = servidorRealDoArquivo();

const secaoFotos = () => screen.findByRole('region', { name: 'Fotos' });
const entradaArquivo = () => screen.getByLabelText('Arquivo da foto');
const envios = (id: number) => real().chamadas.filter((c) => c.metodo === 'POST' && c.caminho === `/v2/produtos/${id}/fotos`);

describe("a product's photos on its record page", () => {
  it('sends a photo, shows its thumbnail as the main one, makes another main and deletes one after confirming', async () => {
    const user = userEvent.setup();
    await real().entrar(ADMIN);
    const produto = await criarProduto(real(), { nome: 'Tênis Corrida Leve', sku: 'TCL-1', preco: 299.9 });
    await renderComServidor(real(), `/cadastros/produtos/${produto.id}/show`, { email: ADMIN });
    const secao = await secaoFotos();
    expect(await within(secao).findByText('Nenhuma foto deste produto.')).toBeInTheDocument();

    await user.upload(entradaArquivo(), await arquivoPng('frente.png'));
    const primeira = await within(secao).findByRole('img', { name: 'Tênis Corrida Leve: foto principal' });
    expect(primeira.getAttribute('src')).toMatch(new RegExp(`^/v2/produtos/${produto.id}/fotos/\\d+/miniatura$`));
    expect(primeira.closest('a')?.getAttribute('href')).toMatch(/\/grande$/);
    expect(within(secao).getByText('Principal')).toBeInTheDocument();

    await user.upload(entradaArquivo(), await arquivoPng('lado.png', 30, 90));
    await waitFor(() => expect(within(secao).getAllByRole('listitem')).toHaveLength(2));
    const idSegunda = Number(/foto (\d+)/.exec(within(secao).getAllByRole('img')[1].getAttribute('alt') ?? '')?.[1]);

    await user.click(within(secao).getByRole('button', { name: `Definir foto ${idSegunda} como principal` }));
    // the first image was already the main one before the click: wait for it to be the second photo
    await waitFor(() => expect(within(secao).getAllByRole('img')[0].getAttribute('src')).toContain(`/fotos/${idSegunda}/`));
    expect(within(secao).getAllByRole('img')[0]).toHaveAttribute('alt', 'Tênis Corrida Leve: foto principal');

    await user.click(within(secao).getByRole('button', { name: `Excluir foto ${idSegunda}` }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir esta foto?' });
    expect(dialogo).toHaveTextContent('A foto mais antiga que restar passa a ser a principal.');
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(secao).getAllByRole('listitem')).toHaveLength(1));
    expect(within(secao).getByRole('img')).toHaveAttribute('alt', 'Tênis Corrida Leve: foto principal');
    expect(real().corposPara('POST', `/v2/produtos/${produto.id}/fotos/${idSegunda}/excluir`)).toHaveLength(1);
  });

  it('tells a file over 8 MB or of another type without sending it, and the server refusal of a file that is no photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await real().entrar(ADMIN);
    const produto = await criarProduto(real(), { nome: 'Boné Aba Reta', sku: 'BAR-1', preco: 79.9 });
    await renderComServidor(real(), `/cadastros/produtos/${produto.id}/show`, { email: ADMIN });
    const secao = await secaoFotos();
    await within(secao).findByText('Nenhuma foto deste produto.');

    await user.upload(entradaArquivo(), new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' }));
    expect(await within(secao).findByRole('alert')).toHaveTextContent(MENSAGENS_FOTO.grandeDemais);
    await user.upload(entradaArquivo(), new File(['não é foto'], 'nota.txt', { type: 'text/plain' }));
    expect(await within(secao).findByRole('alert')).toHaveTextContent(MENSAGENS_FOTO.naoEImagem);
    expect(envios(Number(produto.id))).toEqual([]);

    await user.upload(entradaArquivo(), new File(['%PDF-1.7 disfarçado'], 'falsa.png', { type: 'image/png' }));
    await waitFor(() => expect(envios(Number(produto.id))).toHaveLength(1));
    expect(await within(secao).findByRole('alert')).toHaveTextContent(MENSAGENS_FOTO.naoEImagem);
    expect(within(secao).getByText('Nenhuma foto deste produto.')).toBeInTheDocument();
  });

  it('shows the photos to a user who only reads the products, with nothing to send, make main or delete', async () => {
    await real().entrar(ADMIN);
    const produto = await criarProduto(real(), { nome: 'Mochila Urbana', sku: 'MUR-1', preco: 189 });
    const caminho = `/v2/produtos/${produto.id}/fotos`;
    const res = await real().app.inject({
      method: 'POST',
      url: caminho,
      headers: { cookie: real().cookies.para(caminho), 'x-client-version': '1.0.1', 'content-type': 'image/png' },
      payload: await bytesPng(),
    });
    expect(res.statusCode).toBe(201);
    await renderComServidor(real(), `/vendas/catalogo-produtos/${produto.id}/show`, { email: VENDAS });
    const secao = await secaoFotos();
    expect(await within(secao).findByRole('img', { name: 'Mochila Urbana: foto principal' })).toBeInTheDocument();
    expect(within(secao).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Arquivo da foto')).not.toBeInTheDocument();
  });
});
