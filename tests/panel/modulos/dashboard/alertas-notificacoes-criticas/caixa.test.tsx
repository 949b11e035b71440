import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_ALERTAS, ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { server } from '../../../../mocks/server';
import { padraoMsw } from '../../../../mocks/rotas';
import { AGORA_TESTES } from '../../../../server/helpers';
import { ADMIN, renderComServidor, VENDAS } from '../../../renderComServidor';
import { servidorRealDoArquivo, type ServidorReal } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const ROTA = '/dashboard/alertas-notificacoes-criticas';

beforeEach(() => {
  // the server's clock and the panel's agree: snooze presets are counted from the same now
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(AGORA_TESTES);
  real().db.sqlite.exec('DELETE FROM alertas_historico; DELETE FROM alertas; DELETE FROM alertas_regras;');
});
afterEach(() => {
  vi.useRealTimers();
});

interface NovoAlerta {
  titulo: string;
  severidade?: 'critica' | 'alta' | 'media';
  link?: object;
  idGrupo?: number;
}

async function alerta(s: ServidorReal, a: NovoAlerta): Promise<number> {
  const agora = s.relogio.agora.getTime();
  const { id } = await s.db.kysely
    .insertInto('alertas')
    .values({ id_grupo: a.idGrupo ?? 1, regra: 'pedido_parado', chave: a.titulo, severidade: a.severidade ?? 'alta', titulo: a.titulo, detalhe: `Detalhe de ${a.titulo}`, link: JSON.stringify(a.link ?? {}), estado: 'aberto', aberto_em: agora - 60_000, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await s.db.kysely.insertInto('alertas_historico').values({ id_alerta: id, em: agora - 60_000, acao: 'aberto', descricao: 'Aberto pela regra.', id_usuario: null }).execute();
  return id;
}

const cartao = (titulo: string) => screen.getByRole('listitem', { name: titulo });
const semDialogo = () => vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('alerts inbox', () => {
  it('says everything is in order when no alert is open', async () => {
    await renderComServidor(real(), ROTA, { email: ADMIN });
    expect(await screen.findByText('Nenhum alerta aberto — tudo em ordem')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it on "Tentar novamente"', async () => {
    const s = real();
    await alerta(s, { titulo: 'Depois da falha' });
    server.use(http.put(padraoMsw(ROTAS_ALERTAS.lista), () => HttpResponse.json({ RES: MENSAGEM_PADRAO_ERRO }, { status: 500 }), { once: true }));
    await renderComServidor(s, ROTA, { email: ADMIN });
    const user = userEvent.setup();
    expect(await screen.findByText(/Não foi possível carregar os alertas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('listitem', { name: 'Depois da falha' })).toBeInTheDocument();
  });

  it('shows an alert with its severity in words, its link, and walks it through acknowledge, snooze, history and resolve', async () => {
    const s = real();
    await alerta(s, { titulo: 'Pedido nº 42 parado em Pago', link: { id_pedido: 42 } });
    await alerta(s, { titulo: 'Pedido nº 43 pago sem NFC-e', severidade: 'critica' });
    await renderComServidor(s, ROTA, { email: ADMIN });
    const user = userEvent.setup();

    const parado = within(await screen.findByRole('listitem', { name: 'Pedido nº 42 parado em Pago' }));
    expect(parado.getByText('Alta')).toBeInTheDocument();
    expect(parado.getByText('Aberto')).toBeInTheDocument();
    expect(parado.getByRole('link', { name: 'Abrir pedido nº 42' })).toHaveAttribute('href', '/vendas/gestao-pedidos/42');
    // critical first
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pedido nº 43 pago sem NFC-e', 'Pedido nº 42 parado em Pago']);
    expect(await screen.findByRole('link', { name: 'Alertas: 2 não reconhecidos, 1 crítico' })).toBeInTheDocument();

    await user.click(parado.getByRole('button', { name: 'Reconhecer Pedido nº 42 parado em Pago' }));
    expect(await within(cartao('Pedido nº 42 parado em Pago')).findByText('Reconhecido')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Alertas: 1 não reconhecido, 1 crítico' })).toBeInTheDocument();

    await user.click(within(cartao('Pedido nº 42 parado em Pago')).getByRole('button', { name: 'Adiar Pedido nº 42 parado em Pago' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Amanhã às 08:00' }));
    expect(await within(cartao('Pedido nº 42 parado em Pago')).findByText(/Adiado até 22\/11\/2026 08:00/)).toBeInTheDocument();

    await user.click(within(cartao('Pedido nº 42 parado em Pago')).getByRole('button', { name: 'Histórico de Pedido nº 42 parado em Pago' }));
    const historico = within(await screen.findByRole('dialog', { name: 'Histórico: Pedido nº 42 parado em Pago' }));
    expect((await historico.findAllByRole('listitem')).map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^Adiado até 22\/11\/2026 08:00\..*Ana Administradora$/),
      expect.stringMatching(/^Reconhecido\..*Ana Administradora$/),
      expect.stringMatching(/^Aberto pela regra\..*Avaliação automática$/),
    ]);
    await user.click(historico.getByRole('button', { name: 'Fechar histórico' }));
    await semDialogo();

    await user.click(within(cartao('Pedido nº 42 parado em Pago')).getByRole('button', { name: 'Resolver Pedido nº 42 parado em Pago' }));
    const resolver = within(await screen.findByRole('dialog', { name: 'Resolver: Pedido nº 42 parado em Pago' }));
    await user.click(resolver.getByRole('button', { name: 'Resolver' }));
    expect(resolver.getByText('Nota: diga como foi resolvido')).toBeInTheDocument();
    await user.type(resolver.getByRole('textbox', { name: /Nota/ }), 'Pedido separado');
    await user.click(resolver.getByRole('button', { name: 'Resolver' }));
    await semDialogo();
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pedido nº 42 parado em Pago' })).toBeNull());
    expect(s.db.sqlite.prepare("SELECT estado FROM alertas WHERE titulo = 'Pedido nº 42 parado em Pago'").pluck().get()).toBe('resolvido');
  });

  it('assigns an owner and says so on the card', async () => {
    const s = real();
    await alerta(s, { titulo: 'Ruptura: Café em Loja Centro', link: { estoque: { id_produto: 3, id_seller: 1, produto: 'Café' } } });
    await renderComServidor(s, ROTA, { email: ADMIN });
    const user = userEvent.setup();
    const c = within(await screen.findByRole('listitem', { name: 'Ruptura: Café em Loja Centro' }));
    expect(c.getByRole('link', { name: 'Ver no estoque' })).toHaveAttribute('href', '/estoque/gestao-estoque?loja=1&busca=Caf%C3%A9');
    await user.click(c.getByRole('button', { name: 'Atribuir Ruptura: Café em Loja Centro' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Responsável por: Ruptura: Café em Loja Centro' }));
    await user.click(dialogo.getByRole('combobox', { name: 'Responsável' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Administradora' }));
    await user.click(dialogo.getByRole('button', { name: 'Salvar' }));
    await semDialogo();
    await vi.waitFor(() => expect(within(cartao('Ruptura: Café em Loja Centro')).getByText(/Responsável: Ana Administradora/)).toBeInTheDocument());
  });

  it('a change someone made first: the 409 is shown and the inbox shows the alert as it is now', async () => {
    const s = real();
    const id = await alerta(s, { titulo: 'Pedido nº 50 parado em Pago' });
    await renderComServidor(s, ROTA, { email: ADMIN });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Pedido nº 50 parado em Pago' });
    s.db.sqlite.prepare("UPDATE alertas SET estado = 'reconhecido', version = 2 WHERE id = ?").run(id);
    await user.click(within(cartao('Pedido nº 50 parado em Pago')).getByRole('button', { name: 'Adiar Pedido nº 50 parado em Pago' }));
    await user.click(await screen.findByRole('menuitem', { name: '1 hora' }));
    expect(await screen.findByText(MENSAGENS_ALERTAS.versao)).toBeInTheDocument();
    expect(await within(cartao('Pedido nº 50 parado em Pago')).findByText('Reconhecido')).toBeInTheDocument();
  });

  it('filters by severity in the address', async () => {
    const s = real();
    await alerta(s, { titulo: 'Crítico um', severidade: 'critica' });
    await alerta(s, { titulo: 'Médio um', severidade: 'media' });
    await renderComServidor(s, `${ROTA}?severidade=media`, { email: ADMIN });
    expect(await screen.findByRole('listitem', { name: 'Médio um' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Crítico um' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Severidade' })).toHaveTextContent('Média');
  });
});

describe('the bell', () => {
  it("counts only the user's group's unacknowledged alerts and opens the inbox", async () => {
    const s = real();
    await alerta(s, { titulo: 'Do grupo' });
    await alerta(s, { titulo: 'De outro grupo', idGrupo: 2 });
    await renderComServidor(s, '/', { email: ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Alertas: 1 não reconhecido' }));
    expect(await screen.findByRole('listitem', { name: 'Do grupo' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'De outro grupo' })).toBeNull();
  });

  it('is not there for a user without the alerts', async () => {
    const s = real();
    await alerta(s, { titulo: 'Do grupo' });
    await renderComServidor(s, '/', { email: VENDAS });
    expect(await screen.findByRole('button', { name: /Buscar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Alertas:/ })).toBeNull();
    expect(s.chamadas.filter((c) => c.caminho.startsWith('/v2/alertas'))).toEqual([]);
  });
});

describe('the rules tab', () => {
  it('an administrator changes a threshold within its bounds', async () => {
    const s = real();
    await renderComServidor(s, `${ROTA}?aba=regras`, { email: ADMIN });
    const user = userEvent.setup();
    const regra = within(await screen.findByRole('region', { name: 'Pedido pago sem NFC-e' }));
    const campo = regra.getByRole('spinbutton', { name: /Pago há mais de/ });
    await user.clear(campo);
    await user.type(campo, '2');
    expect(regra.getByText('De 5 a 1440 minutos')).toBeInTheDocument();
    expect(regra.getByRole('button', { name: 'Salvar regra Pedido pago sem NFC-e' })).toBeDisabled();
    await user.type(campo, '0');
    await user.click(regra.getByRole('button', { name: 'Salvar regra Pedido pago sem NFC-e' }));
    expect(await screen.findByText('Regra "Pedido pago sem NFC-e" salva')).toBeInTheDocument();
    expect(JSON.parse(String(s.db.sqlite.prepare("SELECT parametros FROM alertas_regras WHERE regra = 'pago_sem_nfce'").pluck().get()))).toEqual({ minutos: 20 });
  });
});
