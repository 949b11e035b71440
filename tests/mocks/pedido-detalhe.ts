/**
 * What is left of the order-detail mock now that the detail, edit, status and NFC-e tests run
 * against the real server (tests/panel/servidorReal.ts): the endpoint patterns a test overrides
 * with server.use(...) to inject a failure, and a fixed detail answered for any id, for the shell
 * and list tests that only open an order (until they move to the real server too).
 */
import { http, HttpResponse } from 'msw';
import { PedidoDetalhe, STATUS, motivoSemNfce as regraNfce, type StatusSeguinte } from '../../src/api';
import { contextoDoPedido, descricaoStatus, exigeMotivo, proximosStatus } from '../../server/modulos/pedidos/regras/transicoes';
import { gerarPedidos } from './pedidos';

export const URL_DETALHE = '*/v2/vendas/lista-pedidos/:id';
export const URL_SEGUINTES = '*/v2/vendas/status/seguintes';
export const URL_STATUS = '*/v2/vendas/status/update';
export const URL_STATUS_LOTE = '*/v2/vendas/status/update-lote';
export const URL_EMITIR = '*/v2/nfce/emitir/nped';
export const URL_ARQUIVO_NFCE = '*/v2/nfce/:formato/nped/file/:id';
export const URL_DANFE = '*/v2/nfce/pdf/nped/:id';
export const URL_IMPRESSAO = '*/v2/vendas/lista-pedidos/impressao';

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

/** The detail with `acoes` worked out from its status, channel and NFC-e, validated by the schema. */
function comAcoes(p: Omit<PedidoDetalhe, 'acoes'> & { acoes?: PedidoDetalhe['acoes'] }): PedidoDetalhe {
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

/** GET of any order id answering the fixture with that id: for list tests that only open a detail. */
export function mockDetalheDeQualquerPedido() {
  return http.get(URL_DETALHE, ({ params }) => HttpResponse.json({ RES: criarDetalhe({ id: Number(params.id) }) }));
}
