import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { MENSAGENS_CONFIGURACAO_ESTOQUE } from '@retaguarda/contrato/api/estoqueLojas';
import { server } from '../../../../mocks/server';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';

const real = servidorRealDoArquivo();
const ROTA = '/estoque/gestao-estoque';
const LISTA = ROTAS_ESTOQUE.configuracoesLojas.caminho;
const urlLoja = (id: number) => ROTAS_ESTOQUE.configurarLoja.caminho.replace(':id', String(id));

const guardado = (id: number) => (real().db.sqlite.prepare('SELECT estoque_negativo AS v FROM sellers WHERE id = ?').get(id) as { v: number }).v;
afterEach(() => {
  // the stores are the demo's, shared by the file's tests: each test starts with none selling without stock
  real().db.sqlite.prepare('UPDATE sellers SET estoque_negativo = 0').run();
  vi.unstubAllGlobals();
});

async function abrirDialogo(email = ADMIN) {
  await renderComServidor(real(), ROTA, { email });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Configurações de estoque das lojas' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Configurações de estoque das lojas' });
  return { user, dialogo };
}

/** Answers the confirmation and waits for it to close (until then the list behind it is hidden from assistive technology). */
async function permitir(user: ReturnType<typeof userEvent.setup>, loja: string) {
  const confirmacao = await screen.findByRole('dialog', { name: `Permitir estoque negativo em ${loja}?` });
  await user.click(within(confirmacao).getByRole('button', { name: 'Permitir estoque negativo' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Permitir estoque negativo/ })).not.toBeInTheDocument());
}

const interruptor = (dialogo: HTMLElement, loja: string) => within(dialogo).getByRole('switch', { name: `Vender sem estoque em ${loja}` });

describe('/estoque/gestao-estoque: Configurações de estoque das lojas', () => {
  it("lists the group's stores; allowing negative stock asks first, and the change is saved", async () => {
    const { user, dialogo } = await abrirDialogo();
    const centro = await within(dialogo).findByRole('switch', { name: 'Vender sem estoque em Loja Centro' });
    expect(within(dialogo).getByText(/Vender sem estoque: a loja aceita vendas/)).toBeInTheDocument();
    const lojas = within(within(dialogo).getByRole('list', { name: 'Lojas' })).getAllByRole('listitem').map((l) => l.getAttribute('aria-label'));
    expect(lojas).toEqual((real().db.sqlite.prepare('SELECT nome FROM sellers WHERE id_grupo = 1 ORDER BY nome, id').all() as { nome: string }[]).map((l) => l.nome));
    expect(centro).not.toBeChecked();
    expect(centro).toHaveAccessibleDescription('Recusa vendas e saídas sem estoque');

    // cancelled: nothing sent, the switch stays off
    await user.click(centro);
    const confirmacao = await screen.findByRole('dialog', { name: 'Permitir estoque negativo em Loja Centro?' });
    await user.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Permitir estoque negativo/ })).not.toBeInTheDocument());
    expect(centro).not.toBeChecked();
    expect(real().corposPara('PUT', urlLoja(1))).toEqual([]);

    await user.click(centro);
    await permitir(user, 'Loja Centro');
    const linha = within(dialogo).getByRole('listitem', { name: 'Loja Centro' });
    expect(await within(linha).findByText('Alteração salva')).toBeInTheDocument();
    expect(interruptor(dialogo, 'Loja Centro')).toBeChecked();
    expect(interruptor(dialogo, 'Loja Centro')).toHaveAccessibleDescription('Vende sem estoque: o saldo pode ficar negativo');
    expect(real().corposPara('PUT', urlLoja(1))).toEqual([{ estoque_negativo: true, estoque_negativo_anterior: false }]);
    expect(guardado(1)).toBe(1);

    // turning it off makes the store stricter: no question asked
    await user.click(interruptor(dialogo, 'Loja Centro'));
    await waitFor(() => expect(guardado(1)).toBe(0));
    expect(screen.queryByRole('dialog', { name: /Permitir estoque negativo/ })).not.toBeInTheDocument();
    await waitFor(() => expect(interruptor(dialogo, 'Loja Centro')).not.toBeChecked());
    expect(real().corposPara('PUT', urlLoja(1)).at(-1)).toEqual({ estoque_negativo: false, estoque_negativo_anterior: true });
  });

  it('shows the stores loading, an error with a retry, and a save that failed', async () => {
    let liberar = () => undefined as void;
    const aguardando = new Promise<void>((r) => (liberar = r));
    // held until the test lets it go, then failed once; the retry reaches the real server
    server.use(
      http.get(`*${LISTA}`, async () => {
        await aguardando;
        return HttpResponse.json({ RES: 'Serviço de estoque indisponível' }, { status: 503 });
      }, { once: true }),
    );
    const { user, dialogo } = await abrirDialogo();
    expect(within(dialogo).getByRole('status', { name: 'Carregando as lojas' })).toBeInTheDocument();
    liberar();
    const erro = await within(dialogo).findByRole('alert');
    expect(erro).toHaveTextContent('Serviço de estoque indisponível');
    await user.click(within(erro).getByRole('button', { name: 'Tentar de novo' }));
    const shopping = await within(dialogo).findByRole('switch', { name: 'Vender sem estoque em Loja Shopping Eldorado' });

    server.use(http.put(`*${urlLoja(2)}`, () => HttpResponse.json({ RES: 'Serviço de estoque indisponível' }, { status: 503 }), { once: true }));
    await user.click(shopping);
    await permitir(user, 'Loja Shopping Eldorado');
    const linha = within(dialogo).getByRole('listitem', { name: 'Loja Shopping Eldorado' });
    expect(await within(linha).findByText('Serviço de estoque indisponível')).toBeInTheDocument();
    expect(interruptor(dialogo, 'Loja Shopping Eldorado')).not.toBeChecked();
    expect(guardado(2)).toBe(0);
  });

  it('tells a change made meanwhile by someone else and shows the current value', async () => {
    const { user, dialogo } = await abrirDialogo();
    const centro = await within(dialogo).findByRole('switch', { name: 'Vender sem estoque em Loja Centro' });
    const outra = await real().outraSessao(ADMIN);
    expect((await outra('PUT', urlLoja(1), { estoque_negativo: true, estoque_negativo_anterior: false })).statusCode).toBe(200);

    await user.click(centro);
    await permitir(user, 'Loja Centro');
    const linha = within(dialogo).getByRole('listitem', { name: 'Loja Centro' });
    expect(await within(linha).findByText(MENSAGENS_CONFIGURACAO_ESTOQUE.mudou)).toBeInTheDocument();
    await waitFor(() => expect(interruptor(dialogo, 'Loja Centro')).toBeChecked());
    expect(within(linha).queryByText('Alteração salva')).not.toBeInTheDocument();
  });

  it('shows the settings without switches to change them to a user without the adjustments key', async () => {
    await real().criarUsuario({ email: 'so-posicao@retaguarda.dev', permissoes: ['menu_principal_estoque', 'estoque_gestao_de_estoque'] });
    const { dialogo } = await abrirDialogo('so-posicao@retaguarda.dev');
    expect(await within(dialogo).findByRole('switch', { name: 'Vender sem estoque em Loja Centro' })).toBeDisabled();
    expect(within(dialogo).getByText('Só quem tem a permissão “Ajustes e movimentações” altera estas configurações.')).toBeInTheDocument();
  });

  it('fills a phone screen instead of floating over it', async () => {
    telaPequena();
    const { user, dialogo } = await abrirDialogo();
    expect(dialogo).toHaveClass('MuiDialog-paperFullScreen');
    await within(dialogo).findByRole('switch', { name: 'Vender sem estoque em Loja Centro' });
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
