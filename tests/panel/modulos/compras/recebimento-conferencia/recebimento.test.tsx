import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_COMPRAS, ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { digitoVerificador } from '@retaguarda/contrato/br/chaveAcesso';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';
import { caminhoRecebimento, ean13, pedidoEnviado as pedidoEnviadoEm, type LinhaDoPedido } from './pedidoEnviado';

const real = servidorRealDoArquivo();
const ROTA = '/compras/recebimento-conferencia';
afterEach(() => vi.unstubAllGlobals());
const pedidoEnviado = (linhas: LinhaDoPedido[]) => pedidoEnviadoEm(real(), linhas);

const linhaDe = (nome: string) => screen.getByRole('row', { name: new RegExp(nome) });

describe('/compras/recebimento-conferencia', () => {
  it('lists the order sent to the supplier and Receber opens it', async () => {
    const { pedido, fornecedor: nomeFornecedor } = await pedidoEnviado([{ nome: 'Toalha Banho Algodão', sku: 'REC-TOA-01', ean: ean13('789100000100'), quantidade: 4 }]);
    await renderComServidor(real(), ROTA, { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recebimento e conferência' })).toBeInTheDocument();
    const receber = await screen.findByRole('link', { name: `Receber pedido nº ${pedido.id}` });
    const linha = receber.closest('tr');
    if (!linha) throw new Error('o pedido não está numa linha da tabela');
    const celulas = within(linha).getAllByRole('cell').map((c) => c.textContent);
    expect(celulas.slice(0, 6)).toEqual([String(pedido.id), nomeFornecedor, 'Loja Centro', '—', '1', formatMoney(80)]);
    expect(real().corposPara(ROTAS_COMPRAS.lista.metodo, ROTAS_COMPRAS.lista.caminho).at(-1)).toMatchObject({ situacoes: ['enviado', 'parcial'] });

    const user = userEvent.setup();
    await user.click(receber);
    expect(await screen.findByRole('heading', { level: 1, name: `Receber pedido nº ${pedido.id}` })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' })).toBeInTheDocument();
    expect(linhaDe('Toalha Banho Algodão')).toHaveTextContent('Faltam 4');
  });

  it('counts every scan, tells an unknown code, sends what was counted and the good units enter the stock', async () => {
    const eanLencol = '7891000000014';
    const { pedido, produtos } = await pedidoEnviado([
      { nome: 'Lençol Percal Branco', sku: 'REC-LEN-01', ean: eanLencol, quantidade: 8 },
      { nome: 'Fronha Percal Branca', sku: 'REC-FRO-01', ean: '7891000000021', quantidade: 2 },
    ]);
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    const user = userEvent.setup();
    const leitor = await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' });
    await user.type(leitor, `${eanLencol}{Enter}${eanLencol}{Enter}${eanLencol}{Enter}${eanLencol}{Enter}`);
    expect(screen.getByRole('spinbutton', { name: 'Recebida agora de Lençol Percal Branco' })).toHaveValue(4);
    expect(leitor).toHaveValue('');
    expect(leitor).toHaveFocus();
    // a reader faster than React renders: three reads land before any render, none is lost
    act(() => {
      for (let i = 0; i < 3; i++) {
        (leitor as HTMLInputElement).value = eanLencol;
        fireEvent.keyDown(leitor, { key: 'Enter' });
      }
    });
    expect(screen.getByRole('spinbutton', { name: 'Recebida agora de Lençol Percal Branco' })).toHaveValue(7);

    await user.type(leitor, '7890000000000{Enter}');
    expect(await screen.findByText('Código 7890000000000 não está neste pedido')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Recebida agora de Lençol Percal Branco' })).toHaveValue(7);
    // the SKU read in any case, by a hand-held reader or typed
    await user.type(leitor, 'rec-fro-01{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Recebida agora de Fronha Percal Branca' })).toHaveValue(1);
    expect(linhaDe('Lençol Percal Branco')).toHaveTextContent('Faltam 1');
    expect(linhaDe('Fronha Percal Branca')).toHaveTextContent('Faltam 1');

    await user.type(screen.getByRole('spinbutton', { name: 'Avariadas de Lençol Percal Branco' }), '1');
    expect(screen.getByRole('checkbox', { name: 'Encerrar o pedido com a falta' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByText('Recebimento do pedido nº ' + pedido.id + ' registrado: 7 unidade(s) entraram no estoque de Loja Centro')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recebimento e conferência' })).toBeInTheDocument();
    expect(real().corposPara('POST', caminhoRecebimento(pedido.id))).toEqual([
      // the lines in the order's own order, by product name
      { version: pedido.version, encerrar: false, itens: [{ id_produto: produtos[1], recebido: 1, avariado: 0 }, { id_produto: produtos[0], recebido: 7, avariado: 1 }] },
    ]);

    const posicao = await real().chamar('PUT', ROTAS_ESTOQUE.posicao.caminho, { busca: 'REC-LEN-01' });
    expect(posicao.json().RES.itens.map((i: { loja: string; em_maos: number }) => [i.loja, i.em_maos])).toEqual([['Loja Centro', 6]]);
    // partly received, the order still awaits the rest
    const receberDeNovo = await screen.findByRole('link', { name: `Receber pedido nº ${pedido.id}` });
    expect(receberDeNovo.closest('tr')).toHaveTextContent('Recebido em parte');
  });

  it('refuses an empty receipt and an NF-e key whose check digit is wrong, without sending anything', async () => {
    const { pedido } = await pedidoEnviado([{ nome: 'Manta Tricô Cinza', sku: 'REC-MAN-01', ean: ean13('789100000200'), quantidade: 3 }]);
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    const user = userEvent.setup();
    const confirmar = await screen.findByRole('button', { name: 'Confirmar recebimento' });
    await user.click(confirmar);
    expect(await screen.findByText(MENSAGENS_COMPRAS.recebimentoVazio)).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Recebida agora de Manta Tricô Cinza' }), '3');
    expect(linhaDe('Manta Tricô Cinza')).toHaveTextContent('Completo');
    const base = `3526113344455500019155001000004321112345678`;
    const errada = base + String((digitoVerificador(base) + 1) % 10);
    const campoChave = screen.getByRole('textbox', { name: 'Chave de acesso da NF-e' });
    await user.type(campoChave, errada.replace(/(\d{4})/g, '$1 '));
    expect(campoChave).toHaveValue(errada);
    expect(screen.getByText('O dígito verificador da chave de acesso não confere')).toBeInTheDocument();
    await user.click(confirmar);
    expect(await screen.findByText('Confira a chave de acesso da NF-e.')).toBeInTheDocument();
    expect(real().corposPara('POST', caminhoRecebimento(pedido.id))).toEqual([]);
  });

  it('tells a receipt made meanwhile by someone else and reloads the order', async () => {
    const { pedido, produtos } = await pedidoEnviado([{ nome: 'Tapete Sisal Natural', sku: 'REC-TAP-01', ean: ean13('789100000300'), quantidade: 6 }]);
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    const user = userEvent.setup();
    const recebida = await screen.findByRole('spinbutton', { name: 'Recebida agora de Tapete Sisal Natural' });
    const outra = await real().outraSessao(ADMIN);
    const antes = await outra('POST', caminhoRecebimento(pedido.id), { version: pedido.version, itens: [{ id_produto: produtos[0], recebido: 2 }] });
    expect(antes.statusCode, antes.body).toBe(200);

    await user.type(recebida, '2');
    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    const aviso = await screen.findByText(MENSAGENS_COMPRAS.versaoConflitante);
    await user.click(within(aviso.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(linhaDe('Tapete Sisal Natural')).getAllByRole('cell')[2]).toHaveTextContent('2'));
    // what was counted here stays, now measured against what had already come
    expect(linhaDe('Tapete Sisal Natural')).toHaveTextContent('Faltam 2');
    expect(screen.queryByText(MENSAGENS_COMPRAS.versaoConflitante)).not.toBeInTheDocument();
  });

  it('on a phone the lines are cards, counted by the reader the same way', async () => {
    const ean = ean13('789100000400');
    const { pedido } = await pedidoEnviado([{ nome: 'Cortina Voil Branca', sku: 'REC-COR-01', ean, quantidade: 2 }]);
    telaPequena();
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Código de barras (EAN) ou SKU' }), `${ean}{Enter}`);
    const cartao = within(screen.getByRole('list', { name: 'Itens do pedido' })).getByRole('listitem', { name: 'Cortina Voil Branca' });
    expect(within(cartao).getByRole('spinbutton', { name: 'Recebida agora de Cortina Voil Branca' })).toHaveValue(1);
    expect(cartao).toHaveTextContent('Faltam 1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows per line what was received, damaged and missing, and a line with damage is not complete', async () => {
    const { pedido, produtos } = await pedidoEnviado([{ nome: 'Jogo Americano Linho', sku: 'REC-JOG-01', ean: ean13('789100000500'), quantidade: 3 }]);
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'Recebida agora de Jogo Americano Linho' }), '3');
    expect(linhaDe('Jogo Americano Linho')).toHaveTextContent('Completo');
    await user.type(screen.getByRole('spinbutton', { name: 'Avariadas de Jogo Americano Linho' }), '1');
    const linha = linhaDe('Jogo Americano Linho');
    expect(linha).not.toHaveTextContent('Completo');
    expect(linha).toHaveTextContent('1 avariada');
    expect(linha).toHaveTextContent('Recebidas 3 · Avariadas 1 · Faltam 0');

    // what came before counts too: 2 received, 1 of them damaged, and 1 still to come
    const outra = await real().outraSessao(ADMIN);
    const antes = await outra('POST', caminhoRecebimento(pedido.id), { version: pedido.version, itens: [{ id_produto: produtos[0], recebido: 2, avariado: 1 }] });
    expect(antes.statusCode, antes.body).toBe(200);
    cleanup();
    localStorage.clear();
    await renderComServidor(real(), `${ROTA}/${pedido.id}`, { email: ADMIN });
    await screen.findByRole('spinbutton', { name: 'Recebida agora de Jogo Americano Linho' });
    const depois = linhaDe('Jogo Americano Linho');
    expect(depois).toHaveTextContent('Faltam 1 · 1 avariada');
    expect(depois).toHaveTextContent('Recebidas 2 · Avariadas 1 · Faltam 1');
  });
});
