/**
 * The manual order being put together, kept in this browser per user so a reload, a closed tab or
 * a crash loses nothing (the order itself, once created, is on the server; the draft then keeps
 * its number and the charge's Idempotency-Key, so a retry after a reload charges once).
 */
import { z } from 'zod/mini';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import { FORMAS_VENDA_MANUAL, type CarrinhoBody, type EnderecoEntrega, type FormaVendaManual } from '@retaguarda/contrato/api/vendaManual';
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import { parseMoneyBR } from '@retaguarda/contrato/br/money';
import { apagarRascunhoDoNavegador, guardarRascunhoNoNavegador, lerRascunhoDoNavegador } from '../../../../session/rascunhos';

const Cliente = z.object({ id: z.int(), nome: z.string(), documento: z.nullable(z.string()), email: z.nullable(z.string()), telefone: z.nullable(z.string()) });

const Item = z.object({
  id_produto: z.int(),
  nome: z.string(),
  sku: z.string(),
  /** Reais, as listed when added: shown until the server's price arrives. */
  preco: z.number(),
  quantidade: z.int(),
  /** As typed ('5', '7,5'). */
  desconto: z.string(),
});
export type ItemRascunho = z.infer<typeof Item>;

const Endereco = z.object({ cep: z.string(), logradouro: z.string(), numero: z.string(), complemento: z.string(), bairro: z.string(), cidade: z.string(), uf: z.string() });
export type EnderecoRascunho = z.infer<typeof Endereco>;

export const TIPOS_ENTREGA = ['balcao', 'retirada', 'entrega'] as const;

const Rascunho = z.object({
  versao: z.literal(1),
  id_seller: z.nullable(z.int()),
  cliente: z.nullable(Cliente),
  /** 'Consumidor não identificado' chosen on purpose (not just no client yet). */
  anonimo: z.boolean(),
  itens: z.array(Item),
  cupom: z.string(),
  entrega: z.object({ tipo: z.enum(TIPOS_ENTREGA), endereco: Endereco, frete: z.string() }),
  forma: z.enum(FORMAS_VENDA_MANUAL),
  observacao: z.string(),
  /** The order once created: the screen then charges it. */
  pedido: z.nullable(z.object({ id: z.int() })),
  /** The Idempotency-Key of the charge being tried; a new one after an answer. */
  chaveCobranca: z.nullable(z.string()),
});
export type Rascunho = z.infer<typeof Rascunho>;

export const ENDERECO_VAZIO: EnderecoRascunho = { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '' };

export const rascunhoVazio = (idSeller: number | null): Rascunho => ({
  versao: 1,
  id_seller: idSeller,
  cliente: null,
  anonimo: false,
  itens: [],
  cupom: '',
  entrega: { tipo: 'balcao', endereco: ENDERECO_VAZIO, frete: '' },
  forma: 'pix',
  observacao: '',
  pedido: null,
  chaveCobranca: null,
});

const nome = (idUsuario: number) => `novoPedido.${idUsuario}`;

export const lerRascunho = (idUsuario: number): Rascunho | null => lerRascunhoDoNavegador(nome(idUsuario), Rascunho);

export const guardarRascunho = (idUsuario: number, r: Rascunho): void => guardarRascunhoNoNavegador(nome(idUsuario), r);

export const descartarRascunho = (idUsuario: number): void => apagarRascunhoDoNavegador(nome(idUsuario));

/** '7,5' → 7.5; '' → 0; anything else → NaN (the field shows the error, the cart is not sent). */
export function percentualDe(texto: string): number {
  const t = texto.trim().replace('%', '');
  if (t === '') return 0;
  const v = Number(t.replace(',', '.'));
  return Number.isFinite(v) ? v : Number.NaN;
}

/** The address as the API takes it, or undefined while incomplete or mistyped (the quote goes without it). */
export function enderecoDe(e: EnderecoRascunho): EnderecoEntrega | undefined {
  const uf = UFS_BR.find((u) => u === e.uf.trim().toUpperCase());
  const cep = onlyDigits(e.cep);
  const obrigatorios = [e.logradouro, e.numero, e.bairro, e.cidade].map((v) => v.trim());
  if (!uf || cep.length !== 8 || obrigatorios.some((v) => v === '')) return undefined;
  const [logradouro = '', numero = '', bairro = '', cidade = ''] = obrigatorios;
  return { cep, logradouro, numero, complemento: e.complemento.trim() || null, bairro, cidade, uf };
}

/** The cart as the server prices it, or null while something needed is missing or mistyped. */
export function carrinhoDe(r: Rascunho): CarrinhoBody | null {
  if (r.id_seller === null || r.itens.length === 0) return null;
  const itens = r.itens.map((i) => ({ id_produto: i.id_produto, quantidade: i.quantidade, desconto_percentual: percentualDe(i.desconto) }));
  if (itens.some((i) => Number.isNaN(i.desconto_percentual) || i.desconto_percentual < 0 || i.desconto_percentual > 100)) return null;
  let entrega: CarrinhoBody['entrega'];
  if (r.entrega.tipo === 'entrega') {
    const frete = r.entrega.frete.trim() === '' ? 0 : parseMoneyBR(r.entrega.frete);
    if (frete === null) return null;
    entrega = { tipo: 'entrega', frete, endereco: enderecoDe(r.entrega.endereco) };
  } else entrega = { tipo: r.entrega.tipo };
  return { id_seller: r.id_seller, id_cliente: r.cliente?.id ?? null, itens, cupom: r.cupom.trim() || null, entrega };
}

export const ROTULOS_FORMA: Record<FormaVendaManual, string> = {
  pix: 'Pix',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  dinheiro: 'Dinheiro',
  boleto: 'Boleto',
};

export const novaChave = (): string => `cobranca-${crypto.randomUUID()}`;
