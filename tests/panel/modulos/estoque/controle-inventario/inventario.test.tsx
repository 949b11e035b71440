import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_INVENTARIO, ROTAS_INVENTARIO, type Inventario, type LeiturasBody } from '@retaguarda/contrato/api/inventario';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { server } from '../../../../mocks/server';
import { abastecerProduto, criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';

const real = servidorRealDoArquivo();
const ROTA = '/estoque/controle-inventario';
afterEach(() => vi.unstubAllGlobals());

let seq = 0;
/** An EAN-13 with its check digit, new in every call (the register refuses a repeated EAN). */
function ean13(): string {
  const base = `789300${String(++seq).padStart(6, '0')}`;
  const soma = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return base + String((10 - (soma % 10)) % 10);
}

/** Products on one shelf of Loja Centro, each with units on hand. */
async function prateleira(nome: string, produtos: { nome: string; emMaos: number }[]): Promise<{ id: number; nome: string; ean: string }[]> {
  await real().entrar(ADMIN);
  const criados = [];
  for (const p of produtos) {
    const ean = ean13();
    const { id } = await criarProduto(real(), { nome: p.nome, sku: `INVP-${seq}`, ean, preco: 40, custo: 10, localizacao: nome });
    if (p.emMaos > 0) await abastecerProduto(real(), id, 1, p.emMaos);
    criados.push({ id, nome: p.nome, ean });
  }
  return criados;
}

async function abrirPeloPainel(nomePrateleira: string, cega = false): Promise<number> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Novo inventário' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Novo inventário' });
  await user.click(within(dialogo).getByRole('combobox', { name: /Loja/ }));
  await user.click(await screen.findByRole('option', { name: 'Loja Centro' }));
  await user.click(within(dialogo).getByRole('radio', { name: 'Uma prateleira (localização)' }));
  await user.type(within(dialogo).getByRole('textbox', { name: /Prateleira/ }), nomePrateleira);
  if (cega) await user.click(within(dialogo).getByRole('checkbox', { name: 'Contagem cega' }));
  await user.click(within(dialogo).getByRole('button', { name: 'Abrir inventário' }));
  const titulo = await screen.findByRole('heading', { level: 1, name: /^Inventário nº \d+$/ });
  return Number(titulo.textContent?.replace(/\D/g, ''));
}

const leiturasEnviadas = (id: number) => (real().corposPara('POST', caminhoDe(ROTAS_INVENTARIO.leituras, { id })) as LeiturasBody[]).flatMap((c) => c.leituras);
const unidadesEnviadas = (id: number) => leiturasEnviadas(id).reduce((s, l) => s + l.quantidade, 0);

describe('/estoque/controle-inventario', () => {
  it('says there is no count yet, opens one for a shelf, and takes 50 scans that land before any render or answer, losing none', async () => {
    const [caneca, prato] = await prateleira('PNL-A1', [
      { nome: 'Caneca Inventário Azul', emMaos: 30 },
      { nome: 'Prato Inventário Raso', emMaos: 25 },
    ]);
    await renderComServidor(real(), ROTA, { email: ADMIN });
    expect(await screen.findByText('Nenhum inventário ainda: abra um para contar o estoque de uma loja.')).toBeInTheDocument();
    const id = await abrirPeloPainel('pnl-a1');
    expect(real().corposPara('POST', ROTAS_INVENTARIO.criar.caminho).at(-1)).toEqual({ id_seller: 1, escopo: 'prateleira', prateleira: 'pnl-a1', cega: false });

    const leitor = await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
    // a scanner at full speed: 50 Enters in one go, before React renders or the server answers
    act(() => {
      for (let i = 0; i < 50; i++) {
        (leitor as HTMLInputElement).value = i % 5 === 4 ? prato.ean : caneca.ean;
        fireEvent.keyDown(leitor, { key: 'Enter' });
      }
    });
    await waitFor(() => expect(unidadesEnviadas(id)).toBe(50));
    // batched: far fewer requests than reads
    expect(real().corposPara('POST', caminhoDe(ROTAS_INVENTARIO.leituras, { id })).length).toBeLessThan(10);
    const tabela = await screen.findByRole('table', { name: 'Produtos do inventário' });
    await waitFor(() => expect(within(tabela).getByRole('row', { name: /Caneca Inventário Azul/ })).toHaveTextContent(/40\s*30\s*\+10/));
    expect(within(tabela).getByRole('row', { name: /Prato Inventário Raso/ })).toHaveTextContent(/10\s*25\s*−15/);
    expect(leitor).toHaveValue('');

    const user = userEvent.setup();
    await user.type(leitor, '7890000000000{Enter}');
    expect(await screen.findByText(`Código 7890000000000: ${MENSAGENS_INVENTARIO.codigoDesconhecido}`)).toBeInTheDocument();
  });

  it('keeps the reads of a failed request and sends them again on Tentar de novo (or with the next read)', async () => {
    const [toalha] = await prateleira('PNL-B2', [{ nome: 'Toalha Inventário Rosto', emMaos: 4 }]);
    await renderComServidor(real(), ROTA, { email: ADMIN });
    const id = await abrirPeloPainel('PNL-B2');
    server.use(http.post(`*${caminhoDe(ROTAS_INVENTARIO.leituras, { id })}`, () => HttpResponse.json({ RES: 'Serviço indisponível' }, { status: 503 }), { once: true }));
    const user = userEvent.setup();
    const leitor = await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
    await user.type(leitor, `${toalha.ean}{Enter}`);
    expect(await screen.findByText('Serviço indisponível · 1 leitura(s) aguardando envio, guardadas nesta tela.')).toBeInTheDocument();
    expect(unidadesEnviadas(id)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(unidadesEnviadas(id)).toBe(1));
    await user.type(leitor, `${toalha.ean}{Enter}${toalha.ean}{Enter}`);
    await waitFor(() => expect(unidadesEnviadas(id)).toBe(3));
    const linha = await screen.findByRole('row', { name: /Toalha Inventário Rosto/ });
    await waitFor(() => expect(linha).toHaveTextContent(/3\s*4\s*−1/));
  });

  it('hides what is expected in a blind count, takes a typed count, closes, approves, and the stock follows', async () => {
    const [lencol, fronha] = await prateleira('PNL-C3', [
      { nome: 'Lençol Inventário Solteiro', emMaos: 6 },
      { nome: 'Fronha Inventário Lisa', emMaos: 2 },
    ]);
    await renderComServidor(real(), ROTA, { email: ADMIN });
    const id = await abrirPeloPainel('PNL-C3', true);
    const user = userEvent.setup();
    expect(await screen.findByText('Contagem cega: as quantidades esperadas e as diferenças aparecem quando a contagem for encerrada.')).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Produtos do inventário' });
    expect(within(tabela).queryByRole('columnheader', { name: 'Esperado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Com diferença' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${fronha.ean}{Enter}${fronha.ean}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Editar contagem de Lençol Inventário Solteiro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Quantidade contada' });
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Quantidade' }), '5');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Lençol Inventário Solteiro/ })).toHaveTextContent(/Lençol.*5/));
    expect(real().corposPara('PUT', caminhoDe(ROTAS_INVENTARIO.contagem, { id, id_produto: lencol.id }))).toEqual([{ quantidade: 5 }]);

    await user.click(screen.getByRole('button', { name: 'Encerrar contagem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Encerrar a contagem?' })).getByRole('button', { name: 'Encerrar contagem' }));
    expect(await screen.findByText('Contagem encerrada: confira as diferenças')).toBeInTheDocument();
    const numeros = await screen.findByRole('group', { name: 'Números do inventário' });
    await waitFor(() => expect(numeros).toHaveTextContent('Unidades a menos1'));
    expect(screen.getByRole('columnheader', { name: 'Esperado' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aprovar e lançar ajustes' }));
    const aprovar = await screen.findByRole('dialog', { name: 'Aprovar e lançar os ajustes?' });
    expect(aprovar).toHaveTextContent('0 unidade(s) a mais e 1 a menos');
    await user.click(within(aprovar).getByRole('button', { name: 'Aprovar e lançar ajustes' }));
    expect(await screen.findByText('Inventário aprovado: os ajustes foram lançados no estoque')).toBeInTheDocument();
    expect(await screen.findByText(/As diferenças foram lançadas como movimentos de inventário/)).toBeInTheDocument();
    const posicao = await real().chamar('PUT', '/v2/estoque/posicao/consulta', { busca: 'Lençol Inventário', id_seller: 1 });
    expect(posicao.json().RES.itens.map((i: { em_maos: number }) => i.em_maos)).toEqual([5]);
    const sessao = (await real().chamar('GET', caminhoDe(ROTAS_INVENTARIO.ler, { id }))).json<{ RES: Inventario }>().RES;
    expect(sessao.situacao).toBe('aprovado');
  });

  it('lists the sessions as cards on a phone', async () => {
    await prateleira('PNL-D4', [{ nome: 'Copo Inventário Vidro', emMaos: 1 }]);
    const aberto = await real().chamar('POST', ROTAS_INVENTARIO.criar.caminho, { id_seller: 1, escopo: 'prateleira', prateleira: 'PNL-D4', descricao: 'Contagem do celular' });
    const { id } = aberto.json<{ RES: Inventario }>().RES;
    telaPequena();
    await renderComServidor(real(), ROTA, { email: ADMIN });
    const cartao = (await screen.findByText(`Inventário nº ${id}`)).closest('li');
    if (!cartao) throw new Error('o inventário não está num cartão');
    expect(cartao).toHaveTextContent('Loja Centro · Prateleira PNL-D4');
    expect(within(cartao).getByRole('link', { name: `Abrir inventário nº ${id}` })).toHaveAttribute('href', `${ROTA}/${id}`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
