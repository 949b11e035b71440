import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';
import { criarFamilia, criarProduto, lerProduto } from '../../../../produtosNoServidor';

const real = servidorRealDoArquivo();
const FAMILIAS = '/cadastros/produtos/familias';

describe("a family's record page (produto base)", () => {
  it('lists its variants, active and inactive, with colour, size, SKU, EAN, price and status, each linking to the product', async () => {
    await real().entrar(ADMIN);
    const familia = await criarFamilia(real(), { nome: 'Camiseta Gola V', ncm: '61091000', marca: 'Malha Boa' });
    const azul = await criarProduto(real(), { nome: 'Camiseta Gola V Azul P', sku: 'GV-AZU-P', ean: '7891234567895', preco: 59.9, cor: 'Azul', tamanho: 'P', produto_base: familia.id });
    const preta = await criarProduto(real(), { nome: 'Camiseta Gola V Preta M', sku: 'GV-PRE-M', preco: 62.5, cor: 'Preta', tamanho: 'M', produto_base: familia.id, situacao_venda: 'fora_de_linha' });
    expect((await real().chamar('POST', `/v2/produtos/${preta.id}/inativar`, { version: 1 })).statusCode).toBe(200);
    await criarProduto(real(), { nome: 'Outro produto', sku: 'OUTRO-1', preco: 10 });
    await renderComServidor(real(), `${FAMILIAS}/${familia.id}/show`, { email: ADMIN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta Gola V' })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Variantes' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas.map((l) => l.textContent?.replace(/\s/g, ' '))).toEqual(['AzulPGV-AZU-P7891234567895R$ 59,90À venda', 'PretaMGV-PRE-M—R$ 62,50Fora de linhaInativo']);
    expect(within(tabela).getByRole('link', { name: 'GV-AZU-P' })).toHaveAttribute('href', `/cadastros/produtos/${azul.id}/show`);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${FAMILIAS}/${familia.id}`);
  });

  it('says when the family has no variant yet', async () => {
    await real().entrar(ADMIN);
    const familia = await criarFamilia(real(), { nome: 'Bermuda Sarja', ncm: '62034200' });
    await renderComServidor(real(), `${FAMILIAS}/${familia.id}/show`, { email: ADMIN });
    const secao = await screen.findByRole('region', { name: 'Variantes' });
    expect(await within(secao).findByText(/Nenhuma variante deste produto base/)).toBeInTheDocument();
  });

  it('opens "Nova variante" with the family chosen and its NCM, CEST and unit filled; saved, the product links back to the family', async () => {
    const user = userEvent.setup();
    await real().entrar(ADMIN);
    const familia = await criarFamilia(real(), { nome: 'Meia Cano Alto', ncm: '61159500', cest: '2806300', unidade: 'PAR' });
    await renderComServidor(real(), `${FAMILIAS}/${familia.id}/show`, { email: ADMIN });

    await user.click(await screen.findByRole('link', { name: 'Nova variante' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova variante' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Produto base/ })).toHaveValue('Meia Cano Alto');
    expect(screen.getByRole('textbox', { name: /^NCM/ })).toHaveValue('6115.95.00');
    expect(screen.getByRole('textbox', { name: /^CEST/ })).toHaveValue('2806300');

    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Meia Cano Alto Branca');
    await user.type(screen.getByRole('textbox', { name: /^SKU/ }), 'MCA-BRA-U');
    await user.type(screen.getByRole('textbox', { name: /^Preço de venda/ }), '1990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Meia Cano Alto Branca' })).toBeInTheDocument();
    const [criado] = real().corposPara('POST', '/v2/produtos') as Record<string, unknown>[];
    expect(criado).toMatchObject({ produto_base: familia.id, ncm: '61159500', cest: '2806300', unidade: 'PAR', sku: 'MCA-BRA-U' });
    const voltar = screen.getByRole('link', { name: 'Produto base: Meia Cano Alto' });
    expect(voltar).toHaveAttribute('href', `${FAMILIAS}/${familia.id}/show`);
    const id = Number(/\/cadastros\/produtos\/(\d+)\/show/.exec(window.location.pathname)?.[1]);
    expect((await lerProduto(real(), id)).produto_base).toBe(familia.id);
  });

  it('reaches the families from the products list', async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), '/cadastros/produtos', { email: ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Produtos base' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos base' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(FAMILIAS));
  });

  it('creates a family from the families list and edits it, through the generated forms', async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), FAMILIAS, { email: ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Novo produto base' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo produto base' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Vestido Midi Linho');
    await user.type(screen.getByRole('textbox', { name: /^NCM/ }), '62044300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vestido Midi Linho' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Variantes' })).findByText(/Nenhuma variante/)).toBeInTheDocument();
    const [criada] = real().corposPara('POST', '/produto-base') as Record<string, unknown>[];
    expect(criada).toMatchObject({ nome: 'Vestido Midi Linho', ncm: '62044300', unidade: 'UN' });

    await user.click(screen.getByRole('link', { name: 'Editar' }));
    const nome = await screen.findByRole('textbox', { name: /^Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Vestido Midi de Linho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vestido Midi de Linho' })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/cadastros\/produtos\/familias\/\d+\/show$/);
    // the page settled (its variants read again) before the server closes
    expect(await within(await screen.findByRole('region', { name: 'Variantes' })).findByText(/Nenhuma variante/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
