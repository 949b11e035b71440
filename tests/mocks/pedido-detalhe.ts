/**
 * Order-detail fixtures and a small stateful MSW back end for them: detail, edit, next statuses,
 * status change (one and in bulk), NFC-e issue and files, and the list over the same orders, so
 * a change made on one screen shows on the others. Payloads are checked against the shared
 * schemas and the transitions come from the server's own table.
 */
import { http, HttpResponse } from 'msw';
import {
  AtualizarPedidoBody,
  AtualizarStatusBody,
  AtualizarStatusEmLoteBody,
  EmitirNfceBody,
  FiltroPedidos,
  ImprimirPedidosBody,
  JUSTIFICATIVA_NFCE_MIN,
  MENSAGENS_COMUNS,
  MENSAGENS_PEDIDO,
  PedidoDetalhe,
  ProximosStatusBody,
  STATUS,
  motivoSemNfce as regraNfce,
  type ErroValidacao,
  type NfceACancelar,
  type HistoricoStatus,
  type StatusSeguinte,
} from '../../src/api';
import { contextoDoPedido, descricaoStatus, exigeMotivo, isStatusId, proximosStatus, validarTransicao } from '../../server/modulos/pedidos/regras/transicoes';
import { gerarPedidos, respostaLista, URL_LISTA } from './pedidos';

export const URL_DETALHE = '*/v2/vendas/lista-pedidos/:id';
export const URL_SEGUINTES = '*/v2/vendas/status/seguintes';
export const URL_STATUS = '*/v2/vendas/status/update';
export const URL_STATUS_LOTE = '*/v2/vendas/status/update-lote';
export const URL_EMITIR = '*/v2/nfce/emitir/nped';
export const URL_ARQUIVO_NFCE = '*/v2/nfce/:formato/nped/file/:id';
export const URL_DANFE = '*/v2/nfce/pdf/nped/:id';
export const URL_IMPRESSAO = '*/v2/vendas/lista-pedidos/impressao';

/** The user the mock writes in the history (the one renderPedidos signs in). */
const USUARIO = { id: 7, nome: 'Ana Souza' };

function seguintesDe(p: Pick<PedidoDetalhe, 'status_pedido' | 'canal' | 'retirada_na_loja'>): StatusSeguinte[] {
  return proximosStatus(p.status_pedido.id, contextoDoPedido(p.canal, p.retirada_na_loja)).map((id) => ({
    id,
    descricao: descricaoStatus(id),
    exige_motivo: exigeMotivo(id),
  }));
}

/** The shared rule (src/api/regras-nfce.ts), as the server applies it. */
const motivoSemNfce = (p: PedidoDetalhe): string | null =>
  regraNfce({ id_status: p.status_pedido.id, canal: p.canal, retirada_na_loja: p.retirada_na_loja, tem_nfce: p.nfce !== null });

/** The mock's clock is the fixtures' day: an NFC-e issued at `data_emissao` is cancellable for 30 minutes unless `prazoEncerrado`. */
function nfceACancelar(p: PedidoDetalhe, prazoEncerrado: boolean): NfceACancelar | null {
  if (!p.nfce || p.nfce_situacao === 'cancelada') return null;
  const ate = new Date(Date.parse(p.nfce.data_emissao) + 30 * 60_000).toISOString();
  const mensagem = 'Prazo de cancelamento da NFC-e encerrado (30 min): emita uma NF-e de devolução/entrada ou cancele por substituição';
  return { numero: p.nfce.numero, serie: p.nfce.serie, cancelavel_ate: ate, prazo_minutos: 30, prazo_encerrado: prazoEncerrado, mensagem: prazoEncerrado ? mensagem : null };
}

/** The detail with `acoes` worked out from its status, channel and NFC-e, validated by the schema. */
export function comAcoes(p: Omit<PedidoDetalhe, 'acoes'> & { acoes?: PedidoDetalhe['acoes'] }): PedidoDetalhe {
  const base = { ...p, acoes: { seguintes: [], pode_editar_entrega: false, pode_emitir_nfce: false, motivo_sem_nfce: null } };
  return PedidoDetalhe.parse({
    ...base,
    acoes: {
      seguintes: seguintesDe(base),
      pode_editar_entrega: (base.canal === 'ecommerce' || base.canal === 'marketplace') && !base.retirada_na_loja,
      pode_emitir_nfce: motivoSemNfce(base) === null,
      motivo_sem_nfce: motivoSemNfce(base),
    },
  });
}

/**
 * An e-commerce order shipped to São Paulo, awaiting payment, from the list's generator with the
 * detail's fields set to known values (two items with a discount on the first, freight, one
 * history entry). `dados` overrides any field.
 */
export function criarDetalhe(dados: Partial<PedidoDetalhe> = {}): PedidoDetalhe {
  const [base] = gerarPedidos(1);
  return comAcoes({
    ...base,
    id: 1001,
    data_pedido: '2026-11-20T10:15:00-03:00',
    id_pessoa: 5,
    nome_seller: 'E-commerce',
    canal: 'ecommerce',
    status_pedido: { ...STATUS.aguardandoPagamento },
    forma_pagto: { id: 1, descricao: 'Pix' },
    quantidade_itens: 3,
    valor_produtos: 134.8,
    valor_desconto: 5,
    valor_frete: 15.9,
    valor_total: 145.7,
    nfce: null,
    nfce_situacao: null,
    cliente: { id: 500, nome: 'Maria Oliveira', cpf_cnpj: '12345678909', email: 'maria@exemplo.com.br', telefone: '11987654321' },
    seller: { id_pessoa: 5, nome: 'E-commerce', cnpj: '11222333000181', uf: 'SP' },
    itens: [
      { id: 1, produto: { id: 10, sku: 'CAM-001', nome: 'Camiseta básica' }, quantidade: 2, valor_unitario: 49.9, valor_desconto: 5, valor_total: 94.8 },
      { id: 2, produto: { id: 11, sku: 'CAN-002', nome: 'Caneca de cerâmica' }, quantidade: 1, valor_unitario: 40, valor_desconto: 0, valor_total: 40 },
    ],
    pagamentos: [{ forma_pagto: { id: 1, descricao: 'Pix' }, valor: 145.7 }],
    retirada_na_loja: false,
    entrega: { cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', complemento: 'Apto 12', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' },
    observacao_interna: null,
    historico: [
      { id: 1, data: '2026-11-20T10:15:00-03:00', usuario: { id: 9, nome: 'Carlos Lima' }, de: null, para: { ...STATUS.aguardandoPagamento }, observacao: 'Pedido criado no site' },
    ],
    eventos: [],
    version: 3,
    ...dados,
  });
}

export interface Chamada {
  metodo: string;
  caminho: string;
  corpo: unknown;
}

const erroValidacao = (keys: string[], message: string): ErroValidacao => ({ validation: { body: { source: 'body', keys, message } } });

function validacao(issues: { path: PropertyKey[]; message: string }[]) {
  return HttpResponse.json(erroValidacao(issues.map((i) => String(i.path[0])), issues[0].message), { status: 400 });
}

/**
 * The back end over a set of orders. `proibidos` answer 403 (a seller outside the group). Every
 * call is recorded in `chamadas`; `pedidos` holds the current state.
 */
export function mockPedidoDetalhe(iniciais: PedidoDetalhe[], opcoes: { proibidos?: number[]; prazoEncerrado?: boolean } = {}) {
  const pedidos = new Map(iniciais.map((p) => [p.id, p]));
  const chamadas: Chamada[] = [];
  let proximoHistorico = 100;
  const registrar = async (request: Request) => {
    const texto = request.method === 'GET' ? '' : await request.clone().text();
    const chamada = { metodo: request.method, caminho: new URL(request.url).pathname, corpo: texto ? (JSON.parse(texto) as unknown) : undefined };
    chamadas.push(chamada);
    return chamada.corpo;
  };
  const buscar = (id: number): PedidoDetalhe | HttpResponse<{ RES: string }> => {
    const p = pedidos.get(id);
    if (!p) return HttpResponse.json({ RES: MENSAGENS_PEDIDO.naoEncontrado }, { status: 404 });
    if (opcoes.proibidos?.includes(id)) return HttpResponse.json({ RES: MENSAGENS_COMUNS.acessoNegado }, { status: 403 });
    return p;
  };
  const mudarStatus = (p: PedidoDetalhe, para: number, motivo: string | null): HistoricoStatus => {
    const novo = { id: para, descricao: isStatusId(para) ? descricaoStatus(para) : String(para) };
    const entrada: HistoricoStatus = { id: proximoHistorico++, data: '2026-11-21T11:30:00-03:00', usuario: USUARIO, de: p.status_pedido, para: novo, observacao: motivo };
    pedidos.set(p.id, comAcoes({ ...p, status_pedido: novo, historico: [...p.historico, entrada], version: p.version + 1 }));
    return entrada;
  };

  const handlers = [
    http.get(URL_DETALHE, async ({ request, params }) => {
      await registrar(request);
      const p = buscar(Number(params.id));
      return p instanceof HttpResponse ? p : HttpResponse.json({ RES: PedidoDetalhe.parse(p) });
    }),
    http.put(URL_DETALHE, async ({ request, params }) => {
      // PUT /v2/vendas/lista-pedidos/xls shares the pattern: leave it to its own handler
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const corpo = AtualizarPedidoBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const p = buscar(Number(params.id));
      if (p instanceof HttpResponse) return p;
      if (p.version !== corpo.data.version) return HttpResponse.json({ RES: MENSAGENS_PEDIDO.versaoConflitante }, { status: 409 });
      const { version: _v, observacao_interna, ...endereco } = corpo.data;
      const entrega = endereco.cep ? { ...endereco, complemento: endereco.complemento ?? null } : p.entrega;
      const novo = comAcoes({ ...p, observacao_interna: observacao_interna ?? p.observacao_interna, entrega: entrega as PedidoDetalhe['entrega'], version: p.version + 1 });
      pedidos.set(p.id, novo);
      return HttpResponse.json({ RES: novo });
    }),
    http.post(URL_SEGUINTES, async ({ request }) => {
      const corpo = ProximosStatusBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const p = buscar(corpo.data.id_pedido);
      if (p instanceof HttpResponse) return p;
      return HttpResponse.json({ RES: { status_atual: p.status_pedido, seguintes: seguintesDe(p), version: p.version, nfce: nfceACancelar(p, opcoes.prazoEncerrado ?? false) } });
    }),
    http.put(URL_STATUS, async ({ request }) => {
      const corpo = AtualizarStatusBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const p = buscar(corpo.data.id_pedido);
      if (p instanceof HttpResponse) return p;
      if (p.version !== corpo.data.version) return HttpResponse.json({ RES: MENSAGENS_PEDIDO.versaoConflitante }, { status: 409 });
      const r = validarTransicao(p.status_pedido.id, corpo.data.id_status, contextoDoPedido(p.canal, p.retirada_na_loja));
      if (!r.ok) return HttpResponse.json({ RES: r.motivo }, { status: 409 });
      if (exigeMotivo(corpo.data.id_status) && !corpo.data.motivo) return validacao([{ path: ['motivo'], message: MENSAGENS_PEDIDO.motivoObrigatorio }]);
      const nfce = corpo.data.id_status === STATUS.cancelado.id ? nfceACancelar(p, opcoes.prazoEncerrado ?? false) : null;
      if (nfce && (corpo.data.justificativa_nfce ?? '').length < JUSTIFICATIVA_NFCE_MIN) {
        return validacao([{ path: ['justificativa_nfce'], message: MENSAGENS_PEDIDO.justificativaNfce }]);
      }
      if (nfce?.mensagem) return HttpResponse.json({ RES: nfce.mensagem }, { status: 409 });
      if (nfce) {
        const descricao = `NFC-e ${nfce.numero} (série ${nfce.serie}) cancelada, protocolo 135260000000001: ${corpo.data.justificativa_nfce ?? ''}`;
        const evento = { id: proximoHistorico++, data: '2026-11-21T11:30:00-03:00', usuario: USUARIO, tipo: 'nfce_cancelada' as const, descricao };
        pedidos.set(p.id, { ...p, nfce_situacao: 'cancelada', eventos: [...p.eventos, evento] });
      }
      const historico = mudarStatus(pedidos.get(p.id) as PedidoDetalhe, corpo.data.id_status, corpo.data.motivo);
      const atual = pedidos.get(p.id) as PedidoDetalhe;
      return HttpResponse.json({ RES: { id_pedido: p.id, status_pedido: atual.status_pedido, version: atual.version, historico } });
    }),
    http.put(URL_STATUS_LOTE, async ({ request }) => {
      const corpo = AtualizarStatusEmLoteBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const { ids, id_status, motivo } = corpo.data;
      if (exigeMotivo(id_status) && !motivo) return validacao([{ path: ['motivo'], message: MENSAGENS_PEDIDO.motivoObrigatorio }]);
      const atualizados: number[] = [];
      const recusados: { id: number; motivo: string }[] = [];
      for (const id of ids) {
        const p = pedidos.get(id);
        const r = p ? validarTransicao(p.status_pedido.id, id_status, contextoDoPedido(p.canal, p.retirada_na_loja)) : { ok: false as const, motivo: MENSAGENS_PEDIDO.naoEncontrado };
        if (!p || !r.ok) recusados.push({ id, motivo: r.ok ? MENSAGENS_PEDIDO.naoEncontrado : r.motivo });
        else {
          mudarStatus(p, id_status, motivo);
          atualizados.push(id);
        }
      }
      return HttpResponse.json({ RES: { atualizados, recusados } });
    }),
    http.post(URL_EMITIR, async ({ request }) => {
      const corpo = EmitirNfceBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const p = buscar(corpo.data.id_pedido);
      if (p instanceof HttpResponse) return p;
      const motivo = motivoSemNfce(p);
      if (motivo) return HttpResponse.json({ RES: motivo }, { status: 409 });
      const nfce = { numero: 1301, serie: 1, chave: '35261111222333000181650010000013011000013017', data_emissao: '2026-11-21T11:40:00-03:00' };
      pedidos.set(p.id, comAcoes({ ...p, nfce, nfce_situacao: 'autorizada', version: p.version + 1 }));
      return HttpResponse.json({ RES: { id_pedido: p.id, nfce, ambiente: 'homologacao', assinada: false } });
    }),
    http.get(URL_ARQUIVO_NFCE, async ({ request, params }) => {
      await registrar(request);
      const p = buscar(Number(params.id));
      if (p instanceof HttpResponse) return p;
      if (!p.nfce) return HttpResponse.json({ RES: MENSAGENS_PEDIDO.semNfce }, { status: 404 });
      const pdf = params.formato === 'pdf';
      const conteudo = pdf ? '%PDF-1.4 DANFE' : `<?xml version="1.0"?><NFe><chave>${p.nfce.chave}</chave></NFe>`;
      return new HttpResponse(conteudo, {
        headers: {
          'Content-Type': pdf ? 'application/pdf' : 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="NFCe-${p.nfce.chave}.${pdf ? 'pdf' : 'xml'}"`,
        },
      });
    }),
    http.get(URL_DANFE, async ({ request, params }) => {
      await registrar(request);
      const p = buscar(Number(params.id));
      if (p instanceof HttpResponse) return p;
      if (!p.nfce) return HttpResponse.json({ RES: MENSAGENS_PEDIDO.semNfce }, { status: 404 });
      return new HttpResponse('%PDF-1.4 DANFE', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="NFCe-${p.nfce.chave}.pdf"` } });
    }),
    http.put(URL_IMPRESSAO, async ({ request }) => {
      const corpo = ImprimirPedidosBody.safeParse(await registrar(request));
      if (!corpo.success) return validacao(corpo.error.issues);
      const semNfce = corpo.data.ids.filter((id) => !pedidos.get(id)?.nfce);
      if (corpo.data.tipo === 'danfe' && semNfce.length > 0) {
        return HttpResponse.json({ RES: `${MENSAGENS_PEDIDO.semDanfe} (${semNfce.join(', ')}). Desmarque esses pedidos ou emita a NFC-e antes.` }, { status: 409 });
      }
      return new HttpResponse(`%PDF-1.4 ${corpo.data.tipo} ${corpo.data.ids.join(',')}`, { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.put(URL_LISTA, async ({ request }) => {
      const filtro = FiltroPedidos.parse(await request.json());
      return HttpResponse.json(respostaLista([...pedidos.values()], filtro));
    }),
  ];

  return { pedidos, chamadas, handlers, chamadasPara: (caminho: string) => chamadas.filter((c) => c.caminho === caminho) };
}

/** GET of any order id answering the fixture with that id: for list tests that only open a detail. */
export function mockDetalheDeQualquerPedido() {
  return http.get(URL_DETALHE, ({ params }) => HttpResponse.json({ RES: criarDetalhe({ id: Number(params.id) }) }));
}
