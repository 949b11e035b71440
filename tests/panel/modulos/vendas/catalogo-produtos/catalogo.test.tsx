import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { ADMIN, renderComServidor, VENDAS } from '../../../renderComServidor';
import { servidorRealDoArquivo, type ServidorReal } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';
import { bytesPng, fotosEmPastaTemporaria } from '../../../fotosDeTeste';
import { criarProduto } from '../../../produtosNoServidor';

fotosEmPastaTemporaria();
const real = servidorRealDoArquivo();
afterEach(() => vi.unstubAllGlobals());

async function enviarFoto(servidor: ServidorReal, produto: Registro): Promise<number> {
  const caminho = `/v2/produtos/${produto.id}/fotos`;
  const res = await servidor.app.inject({ method: 'POST', url: caminho, headers: { cookie: servidor.cookies.para(caminho) ?? '', 'x-client-version': '1.0.1', 'content-type': 'image/png' }, payload: await bytesPng() });
  if (res.statusCode !== 201) throw new Error(`enviar foto: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: { id: number } }>().RES.id;
}

/** The catalogue's products: one on sale with a photo, one discontinued, one inactive. */
let produtos: { comFoto: Registro; idFoto: number; foraDeLinha: Registro; inativo: Registro } | undefined;
async function prepararCatalogo() {
  if (produtos) return produtos;
  await real().entrar(ADMIN);
  const comFoto = await criarProduto(real(), { nome: 'Jaqueta Jeans Clássica', sku: 'JJC-AZU-M', preco: 249.9, cor: 'Azul', tamanho: 'M' });
  const foraDeLinha = await criarProduto(real(), { nome: 'Jaqueta Couro Sintético', sku: 'JCS-PRE-G', preco: 399, situacao_venda: 'fora_de_linha' });
  const inativo = await criarProduto(real(), { nome: 'Jaqueta Corta-vento', sku: 'JCV-VER-P', preco: 159.9 });
  expect((await real().chamar('POST', `/v2/produtos/${inativo.id}/inativar`, { version: 1 })).statusCode).toBe(200);
  produtos = { comFoto, idFoto: await enviarFoto(real(), comFoto), foraDeLinha, inativo };
  return produtos;
}

const cartoes = async () => within(await screen.findByRole('list', { name: 'Catálogo de produtos' })).getAllByRole('listitem');
const textoDe = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('/vendas/catalogo-produtos, the catalogue as sales sees it', () => {
  it('shows each product as a card with its main photo, name, variant, price and availability from its status', async () => {
    const { comFoto, idFoto, foraDeLinha } = await prepararCatalogo();
    await renderComServidor(real(), '/vendas/catalogo-produtos', { email: VENDAS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de produtos' })).toBeInTheDocument();
    await waitFor(async () => expect(await cartoes()).toHaveLength(2));
    const [couro, jeans] = await cartoes();
    // the main photos come in a call of their own, after the page: the card reads whole once it is there
    expect(await within(jeans).findByRole('img', { name: 'Foto de Jaqueta Jeans Clássica' })).toHaveAttribute('src', `/v2/produtos/${comFoto.id}/fotos/${idFoto}/miniatura`);
    expect(textoDe(jeans)).toBe('Jaqueta Jeans ClássicaAzul · MR$ 249,90Disponível');
    expect(textoDe(couro)).toBe('Sem fotoJaqueta Couro SintéticoR$ 399,00Indisponível');
    expect(within(couro).getByRole('img', { name: 'Sem foto' })).toBeInTheDocument();
    expect(within(couro).getByRole('link')).toHaveAttribute('href', `/vendas/catalogo-produtos/${foraDeLinha.id}/show`);
    // one call for the page's main photos, not one per card
    expect(real().corposPara('PUT', '/v2/produtos/fotos/principais')).toEqual([{ ids: [comFoto.id, foraDeLinha.id].sort((a, b) => Number(a) - Number(b)) }]);
  });

  it("searches and filters with the engine's bar; inactive products show as Indisponível", async () => {
    const user = userEvent.setup();
    await prepararCatalogo();
    await renderComServidor(real(), '/vendas/catalogo-produtos', { email: VENDAS });
    await waitFor(async () => expect(await cartoes()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(async () => expect(await cartoes()).toHaveLength(3));
    const corta = (await cartoes()).find((c) => c.textContent?.includes('Corta-vento'));
    expect(corta).toHaveTextContent('Indisponível');
    await user.type(screen.getByRole('searchbox'), 'JJC-AZU-M');
    await waitFor(async () => expect((await cartoes()).map(textoDe)).toEqual(['Jaqueta Jeans ClássicaAzul · MR$ 249,90Disponível']));
  });

  it('lays the cards out on a phone too, with the sort menu', async () => {
    telaPequena();
    await prepararCatalogo();
    await renderComServidor(real(), '/vendas/catalogo-produtos', { email: VENDAS });
    await waitFor(async () => expect(await cartoes()).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Ordenar/ })).toBeInTheDocument();
  });
});

describe('the products register list', () => {
  it("shows each product's main photo thumbnail in a column, and a placeholder without one", async () => {
    const { comFoto, idFoto } = await prepararCatalogo();
    await renderComServidor(real(), '/cadastros/produtos', { email: ADMIN });
    expect(await screen.findByRole('columnheader', { name: 'Foto' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Foto de Jaqueta Jeans Clássica' })).toHaveAttribute('src', `/v2/produtos/${comFoto.id}/fotos/${idFoto}/miniatura`);
    expect(screen.getAllByRole('img', { name: 'Sem foto' }).length).toBeGreaterThan(0);
    // one call for the page's main photos, shared by its rows, not one per row
    const ids = real().corposPara('PUT', '/v2/produtos/fotos/principais') as { ids: number[] }[];
    expect(ids).toHaveLength(1);
    expect(ids[0]?.ids).toContain(comFoto.id);
  });

  it('shows the thumbnail at the start of each phone card', async () => {
    telaPequena();
    const { comFoto, idFoto } = await prepararCatalogo();
    await renderComServidor(real(), '/cadastros/produtos', { email: ADMIN });
    const cartao = (await screen.findByRole('img', { name: 'Foto de Jaqueta Jeans Clássica' })).closest('a');
    expect(cartao).toHaveAttribute('href', `/cadastros/produtos/${comFoto.id}/show`);
    expect(within(cartao as HTMLElement).getByRole('img')).toHaveAttribute('src', `/v2/produtos/${comFoto.id}/fotos/${idFoto}/miniatura`);
  });
});
