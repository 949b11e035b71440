/**
 * Order-list fixtures and MSW handlers for the panel tests. Orders come from a tiny
 * deterministic generator and every payload is checked against the shared zod schemas, so a
 * fixture can never drift from the contract.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import {
  CANAL_CODES,
  DadosStart,
  FORMAS_PAGTO,
  FiltroPedidos,
  ListaPedidosResposta,
  Pedido,
  STATUS,
  type Usuario,
  type Agregado,
  type Resumo,
} from '../../src/api';
import { centavosParaReais } from '../../src/br/money';
import { dataBRparaChave, diaChaveSP, toIsoSP, instanteSP } from '../../src/br/dates';
import { criarUsuario } from './fixtures';
import { URL_DADOS_START } from './handlers';

export const URL_LISTA = '*/v2/vendas/lista-pedidos';
export const URL_EXPORT = '*/v2/vendas/lista-pedidos/xls';

export const metadataDemo: DadosStart = DadosStart.parse({
  sellers: [
    { id_pessoa: 3, nome: 'Loja Centro' },
    { id_pessoa: 4, nome: 'Loja Norte' },
    { id_pessoa: 5, nome: 'E-commerce' },
  ],
  status_pedido_venda: Object.values(STATUS),
  forma_pagto: Object.values(FORMAS_PAGTO),
});

/** A sales user of the group 3, 4, 5 (the shell's fixture factory, so both agree on the user's shape). */
export const usuarioDemo: Usuario = criarUsuario(['menu_principal_vendas', 'vendas_gestao_de_pedidos']);

/** mulberry32: small, seeded, good enough to vary fixtures the same way on every run. */
function sorteador(semente: number): () => number {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOMES = ['Maria Oliveira', 'João Santos', 'Padaria Pão Quente Ltda', 'Carla Dias', 'Pedro Lima', 'Bianca Rocha'];
const DOCUMENTOS = ['12345678909', '11222333000181', '98765432100', '11444777000161', null, '52998224725'];

/**
 * `quantidade` orders spread over the São Paulo days from `de` to `ate` (DD/MM/YYYY), ids from
 * 1001, NFC-e numbers from 1201 for the paid ones.
 */
export function gerarPedidos(quantidade: number, opcoes: { semente?: number; de?: string; ate?: string } = {}): Pedido[] {
  const rnd = sorteador(opcoes.semente ?? 42);
  const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(rnd() * lista.length)];
  const inicio = instanteSP(opcoes.de ?? '20/11/2026').getTime();
  const fim = instanteSP(opcoes.ate ?? '21/11/2026', 23 * 60 + 59).getTime();
  const pedidos: Pedido[] = [];
  for (let i = 0; i < quantidade; i++) {
    const seller = escolher(metadataDemo.sellers);
    const status = escolher(Object.values(STATUS));
    const forma = escolher(Object.values(FORMAS_PAGTO));
    const itens = 1 + Math.floor(rnd() * 5);
    const produtos = 500 + Math.floor(rnd() * 50_000);
    const desconto = rnd() < 0.3 ? Math.floor(produtos * 0.1) : 0;
    const frete = rnd() < 0.4 ? 1_590 : 0;
    const instante = new Date(inicio + Math.floor(rnd() * (fim - inicio)));
    const n = Math.floor(rnd() * NOMES.length);
    const comNota = status.id !== STATUS.aguardandoPagamento.id && status.id !== STATUS.cancelado.id;
    pedidos.push({
      id: 1001 + i,
      data_pedido: toIsoSP(instante),
      id_pessoa: seller.id_pessoa,
      nome_seller: seller.nome,
      cliente: rnd() < 0.15 ? null : { id: 500 + n, nome: NOMES[n], cpf_cnpj: DOCUMENTOS[n] },
      canal: escolher(CANAL_CODES),
      status_pedido: { ...status },
      forma_pagto: { ...forma },
      quantidade_itens: itens,
      valor_produtos: centavosParaReais(produtos),
      valor_desconto: centavosParaReais(desconto),
      valor_frete: centavosParaReais(frete),
      valor_total: centavosParaReais(produtos - desconto + frete),
      nfce: comNota
        ? { numero: 1201 + i, serie: 1, chave: `3526110000000000000065001${String(1201 + i).padStart(19, '0')}`, data_emissao: toIsoSP(instante) }
        : null,
      nfce_situacao: comNota ? 'autorizada' : null,
      retirada_na_loja: false,
    });
  }
  return z.array(Pedido).parse(pedidos);
}

function agrupar(pedidos: Pedido[], chave: (p: Pedido) => { id: number; descricao: string }): Agregado[] {
  const grupos = new Map<number, { descricao: string; quantidade: number; centavos: number }>();
  for (const p of pedidos) {
    const { id, descricao } = chave(p);
    const g = grupos.get(id) ?? { descricao, quantidade: 0, centavos: 0 };
    g.quantidade += 1;
    g.centavos += Math.round(p.valor_total * 100);
    grupos.set(id, g);
  }
  return [...grupos.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, g]) => ({ id, descricao: g.descricao, quantidade: g.quantidade, valor_total: centavosParaReais(g.centavos) }));
}

/** RES.dashboard of a set of orders, summed in centavos like the server does. */
export function resumir(pedidos: Pedido[]): Resumo {
  const centavos = pedidos.reduce((s, p) => s + Math.round(p.valor_total * 100), 0);
  return {
    quantidade_pedidos: pedidos.length,
    valor_total: centavosParaReais(centavos),
    ticket_medio: pedidos.length ? centavosParaReais(Math.round(centavos / pedidos.length)) : 0,
    por_status: agrupar(pedidos, (p) => p.status_pedido),
    por_forma_pagto: agrupar(pedidos, (p) => p.forma_pagto),
  };
}

const contem = (lista: number[] | null | undefined, valor: number) => !lista || lista.length === 0 || lista.includes(valor);

/** The quick search as the server reads it: order or NFC-e number, access key, client name or document digits. */
function encontra(p: Pedido, busca: string | null | undefined): boolean {
  const termo = busca?.trim().toLowerCase();
  if (!termo) return true;
  const digitos = termo.replace(/\D/g, '');
  if (/^\d+$/.test(termo) && (String(p.id) === termo || String(p.nfce?.numero) === termo || p.nfce?.chave === termo)) return true;
  if (p.cliente?.nome.toLowerCase().includes(termo)) return true;
  return digitos.length >= 11 && p.cliente?.cpf_cnpj === digitos;
}

const CHAVES_ORDEM: Record<string, (p: Pedido) => string | number> = {
  data_pedido: (p) => p.data_pedido,
  id: (p) => p.id,
  cliente: (p) => p.cliente?.nome ?? '',
  status: (p) => p.status_pedido.descricao,
  valor_total: (p) => p.valor_total,
};

/** `ordenar_por`/`ordem`, newest first when absent, ties broken by the number as the server does. */
function ordenar(pedidos: Pedido[], f: FiltroPedidos): Pedido[] {
  const chave = CHAVES_ORDEM[f.ordenar_por ?? 'data_pedido'];
  const sinal = (f.ordem ?? 'desc') === 'asc' ? 1 : -1;
  return [...pedidos].sort((a, b) => {
    const x = chave(a);
    const y = chave(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'pt-BR');
    return c !== 0 ? sinal * c : sinal * (a.id - b.id);
  });
}

/** A simple in-memory version of the server's filter, enough for the screen to react to filters. */
export function filtrar(pedidos: Pedido[], f: FiltroPedidos): Pedido[] {
  const dia = (iso: string) => diaChaveSP(iso);
  return pedidos.filter(
    (p) =>
      contem(f.id_pessoa, p.id_pessoa) &&
      contem(f.status_pedido, p.status_pedido.id) &&
      contem(f.forma_pagto, p.forma_pagto.id) &&
      (!f.numero_nfce?.length || (p.nfce !== null && f.numero_nfce.includes(p.nfce.numero))) &&
      (!f.data_from_pedido || dia(p.data_pedido) >= dataBRparaChave(f.data_from_pedido)) &&
      (!f.data_to_pedido || dia(p.data_pedido) <= dataBRparaChave(f.data_to_pedido)) &&
      encontra(p, f.busca),
  );
}

/** The answer of PUT /v2/vendas/lista-pedidos for a body, validated by the contract's schema. */
export function respostaLista(pedidos: Pedido[], corpo: FiltroPedidos): ListaPedidosResposta {
  // the fixtures' own order stands for the default (newest first), as the tests written before sorting expect
  const padrao = (corpo.ordenar_por ?? 'data_pedido') === 'data_pedido' && (corpo.ordem ?? 'desc') === 'desc';
  const filtrados = padrao ? filtrar(pedidos, corpo) : ordenar(filtrar(pedidos, corpo), corpo);
  const inicio = (corpo.page - 1) * corpo.limit;
  return ListaPedidosResposta.parse({
    RES: { pedidos: filtrados.slice(inicio, inicio + corpo.limit), dashboard: resumir(filtrados) },
    PAG: { page: corpo.page, limit: corpo.limit, total: filtrados.length, total_pages: Math.ceil(filtrados.length / corpo.limit) },
  });
}

/** The start-data call answering this metadata (the app asks for it again when it starts). */
export function mockDadosStart(metadata: DadosStart = metadataDemo) {
  return http.get(URL_DADOS_START, () => HttpResponse.json({ RES: DadosStart.parse(metadata) }));
}

export interface ListaMock {
  /** Every request body received, in order. */
  corpos: unknown[];
  handler: ReturnType<typeof http.put>;
}

/** Handler of the order list over a fixed set of orders; it records every body it receives. */
export function mockListaPedidos(pedidos: Pedido[] = gerarPedidos(30), opcoes: { demoraMs?: number } = {}): ListaMock {
  const corpos: unknown[] = [];
  const handler = http.put(URL_LISTA, async ({ request }) => {
    const corpo: unknown = await request.json();
    corpos.push(corpo);
    if (opcoes.demoraMs) await delay(opcoes.demoraMs);
    const filtro = FiltroPedidos.safeParse(corpo);
    if (!filtro.success) {
      return HttpResponse.json({ validation: { body: { source: 'body', keys: filtro.error.issues.map((i) => String(i.path[0])), message: filtro.error.issues[0].message } } }, { status: 400 });
    }
    return HttpResponse.json(respostaLista(pedidos, filtro.data));
  });
  return { corpos, handler };
}

/**
 * Fails list calls with the error envelope `{ RES: mensagem }`: every one, or with `umaVez` only
 * the next (later ones go on to the next handler, the real server).
 */
export function mockListaComErro(mensagem: string, opcoes: { status?: number; umaVez?: boolean } = {}): ListaMock {
  const corpos: unknown[] = [];
  const handler = http.put(
    URL_LISTA,
    async ({ request }) => {
      corpos.push(await request.json());
      return HttpResponse.json({ RES: mensagem }, { status: opcoes.status ?? 500 });
    },
    { once: opcoes.umaVez ?? false },
  );
  return { corpos, handler };
}

/** Handler of the Excel export: answers a small fake file in several chunks, recording the body. */
export function mockExportacao(opcoes: { nome?: string; linhas?: number; status?: number; demoraMs?: number } = {}): ListaMock {
  const corpos: unknown[] = [];
  const handler = http.put(URL_EXPORT, async ({ request }) => {
    corpos.push(await request.json());
    if (opcoes.demoraMs) await delay(opcoes.demoraMs);
    if (opcoes.status && opcoes.status >= 400) return HttpResponse.json({ RES: 'Falha ao gerar a planilha' }, { status: opcoes.status });
    const partes = [new Uint8Array([80, 75, 3, 4]), new Uint8Array(1000), new Uint8Array(500)];
    const corpo = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of partes) controller.enqueue(p);
        controller.close();
      },
    });
    return new HttpResponse(corpo, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${opcoes.nome ?? 'pedidos-20-11-2026-a-21-11-2026.xlsx'}"`,
        'X-Total-Rows': String(opcoes.linhas ?? 30),
      },
    });
  });
  return { corpos, handler };
}

/** The export fails with the server's error envelope `{ RES: mensagem }`, recording the body. */
export function mockExportacaoComErro(mensagem = 'Falha ao gerar a planilha', status = 500): ListaMock {
  const corpos: unknown[] = [];
  const handler = http.put(URL_EXPORT, async ({ request }) => {
    corpos.push(await request.json());
    return HttpResponse.json({ RES: mensagem }, { status });
  });
  return { corpos, handler };
}

export interface ChamadasSeguradas {
  handler: HttpHandler;
  /** How many calls are (or were) held. */
  readonly recebidas: number;
  /** Lets every held call, and every later one, through to the next handler (the real server). */
  liberar(): void;
}

/**
 * A slow answer without a clock: every PUT to `url` waits until the test calls liberar(), then
 * goes on to the real server (a resolver that returns nothing hands the request to the next
 * handler). The test sees the waiting screen for as long as it needs, however fast the machine.
 */
export function segurarChamadas(url: string): ChamadasSeguradas {
  let recebidas = 0;
  let liberar = () => {};
  const liberado = new Promise<void>((ok) => {
    liberar = ok;
  });
  const handler = http.put(url, async () => {
    recebidas += 1;
    await liberado;
  });
  return {
    handler,
    get recebidas() {
      return recebidas;
    },
    liberar: () => liberar(),
  };
}
