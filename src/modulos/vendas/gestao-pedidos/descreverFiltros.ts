import { buscaPorIdentificador } from '@retaguarda/contrato/api/buscaPedidos';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import { TIPO_ENTREGA_CODES, TIPOS_ENTREGA, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { numerosNfceSemVazios } from '../../../dataProvider/pedidos';

type Filtro = Record<string, unknown>;

const ids = (valor: unknown): number[] => (Array.isArray(valor) ? valor.filter((v): v is number => typeof v === 'number') : []);
const texto = (valor: unknown): string | null => (typeof valor === 'string' && valor ? valor : null);

/** 'A', 'A ou B', 'A, B ou C'. */
export function listaOu(itens: string[]): string {
  if (itens.length <= 1) return itens.join('');
  return `${itens.slice(0, -1).join(', ')} ou ${itens[itens.length - 1]}`;
}

/** 'A', 'A e B', 'A, B e C'. */
export function listaE(itens: string[]): string {
  if (itens.length <= 1) return itens.join('');
  return `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;
}

interface Item {
  id: number;
  nome: string;
}

const sellersDe = (metadata: DadosStart | null): Item[] => (metadata?.sellers ?? []).map((s) => ({ id: s.id_pessoa, nome: s.nome }));
const statusDe = (metadata: DadosStart | null): Item[] => (metadata?.status_pedido_venda ?? []).map((s) => ({ id: s.id, nome: s.descricao }));
const formasDe = (metadata: DadosStart | null): Item[] => (metadata?.forma_pagto ?? []).map((f) => ({ id: f.id, nome: f.descricao }));
const nomeDe = (id: number, catalogo: Item[]): string => catalogo.find((c) => c.id === id)?.nome ?? `#${id}`;

function intervalo(de: string | null, ate: string | null): string | null {
  if (de && ate) return de === ate ? `no dia ${de}` : `de ${de} a ${ate}`;
  if (de) return `desde ${de}`;
  if (ate) return `até ${ate}`;
  return null;
}

/** The kinds of delivery chosen, or null when the choice restricts nothing (none or all three). */
function tiposEntrega(valor: unknown): TipoEntrega[] | null {
  const tipos = Array.isArray(valor) ? TIPO_ENTREGA_CODES.filter((t) => valor.includes(t)) : [];
  return tipos.length > 0 && tipos.length < TIPO_ENTREGA_CODES.length ? tipos : null;
}
const comNfce = (valor: unknown): boolean | null => (typeof valor === 'boolean' ? valor : null);

const restringe = (selecionados: number[], catalogo: Item[]): boolean =>
  selecionados.length > 0 && !(catalogo.length > 0 && catalogo.every((c) => selecionados.includes(c.id)));

/** Names of the selected items, or null when the selection restricts nothing (empty or everything). */
function restricao(selecionados: number[], catalogo: Item[]): string | null {
  return restringe(selecionados, catalogo) ? listaOu(selecionados.map((id) => nomeDe(id, catalogo))) : null;
}

/**
 * The sentence of the empty state, naming the active filters that excluded every order, e.g.
 * 'Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Loja Centro'.
 */
export function descreverFiltros(filtro: Filtro, metadata: DadosStart | null): string {
  const partes: string[] = [];
  const busca = texto(filtro.busca)?.trim();
  if (busca) partes.push(`para a busca “${busca}”`);
  const periodo = buscaPorIdentificador(busca) ? null : intervalo(texto(filtro.data_from_pedido), texto(filtro.data_to_pedido));
  if (periodo) partes.push(periodo);
  else if (busca) partes.push('em todo o período');
  const de = texto(filtro.hora_from);
  const ate = texto(filtro.hora_to);
  if (de || ate) partes.push(`entre ${de ?? '00:00'} e ${ate ?? '23:59'}`);
  const status = restricao(ids(filtro.status_pedido), statusDe(metadata));
  if (status) partes.push(`com status ${status}`);
  const formas = restricao(ids(filtro.forma_pagto), formasDe(metadata));
  if (formas) partes.push(`pagos com ${formas}`);
  const nfce = intervalo(texto(filtro.data_from_nfce), texto(filtro.data_to_nfce));
  if (nfce) partes.push(`com NFC-e emitida ${nfce}`);
  const numeros = numerosNfceSemVazios(filtro.numero_nfce);
  if (numeros.length) partes.push(`com NFC-e nº ${listaOu(numeros.map(String))}`);
  const sellers = restricao(ids(filtro.id_pessoa), sellersDe(metadata));
  if (sellers) partes.push(`em ${sellers}`);
  const tipos = tiposEntrega(filtro.tipo_entrega);
  if (tipos) partes.push(`para ${listaOu(tipos.map((t) => TIPOS_ENTREGA[t]))}`);
  const comOuSem = comNfce(filtro.com_nfce);
  if (comOuSem !== null) partes.push(comOuSem ? 'com NFC-e' : 'sem NFC-e');
  return ['Nenhum pedido', ...partes].join(' ');
}

const TODO_PERIODO = 'Todo o período';

/** One line of the filter summary: the field as the form names it, and what it holds. */
export interface LinhaResumoFiltro {
  rotulo: string;
  valor: string;
}

function periodo(de: string | null, ate: string | null): string | null {
  if (de && ate) return de === ate ? de : `${de} a ${ate}`;
  if (de) return `a partir de ${de}`;
  if (ate) return `até ${ate}`;
  return null;
}

/**
 * A selection in words: every item ('Todos os status'), the names chosen, or, when more than
 * three were kept and only one or two left out, the exceptions ('Todos os status, exceto Cancelado').
 */
function selecao(selecionados: number[], catalogo: Item[], todos: string): string {
  if (!restringe(selecionados, catalogo)) return todos;
  const conhecidos = selecionados.every((id) => catalogo.some((c) => c.id === id));
  const fora = catalogo.filter((c) => !selecionados.includes(c.id));
  if (conhecidos && fora.length <= 2 && selecionados.length > 3) return `${todos}, exceto ${listaE(fora.map((c) => c.nome))}`;
  return listaE(selecionados.map((id) => nomeDe(id, catalogo)));
}

/**
 * The active filters as the closed filter panel shows them, labelled like the form's fields,
 * e.g. 'Data do pedido: 20/11/2026 a 21/11/2026', 'Lojas: Todas as lojas'. The order date,
 * sellers, statuses and payment methods always have a line; the other fields only when set.
 */
export function resumirFiltros(filtro: Filtro, metadata: DadosStart | null): LinhaResumoFiltro[] {
  const linhas: LinhaResumoFiltro[] = [];
  const busca = texto(filtro.busca)?.trim();
  if (busca) linhas.push({ rotulo: 'Busca', valor: busca });
  // an identifier's search is sent without the period (dataProvider): the line says so
  const dataPedido = buscaPorIdentificador(busca) ? `${TODO_PERIODO} (busca por identificador)` : periodo(texto(filtro.data_from_pedido), texto(filtro.data_to_pedido));
  linhas.push({ rotulo: 'Data do pedido', valor: dataPedido ?? TODO_PERIODO });
  const de = texto(filtro.hora_from);
  const ate = texto(filtro.hora_to);
  if (de || ate) linhas.push({ rotulo: 'Hora do pedido', valor: `${de ?? '00:00'} a ${ate ?? '23:59'}` });
  linhas.push({ rotulo: 'Lojas', valor: selecao(ids(filtro.id_pessoa), sellersDe(metadata), 'Todas as lojas') });
  linhas.push({ rotulo: 'Status', valor: selecao(ids(filtro.status_pedido), statusDe(metadata), 'Todos os status') });
  linhas.push({ rotulo: 'Formas de pagamento', valor: selecao(ids(filtro.forma_pagto), formasDe(metadata), 'Todas as formas') });
  const nfce = periodo(texto(filtro.data_from_nfce), texto(filtro.data_to_nfce));
  if (nfce) linhas.push({ rotulo: 'Data da NFC-e', valor: nfce });
  const numeros = numerosNfceSemVazios(filtro.numero_nfce);
  if (numeros.length) linhas.push({ rotulo: 'Números de NFC-e', valor: numeros.join(', ') });
  const tipos = tiposEntrega(filtro.tipo_entrega);
  if (tipos) linhas.push({ rotulo: 'Entrega', valor: listaE(tipos.map((t) => TIPOS_ENTREGA[t])) });
  const comOuSem = comNfce(filtro.com_nfce);
  if (comOuSem !== null) linhas.push({ rotulo: 'NFC-e', valor: comOuSem ? 'Com NFC-e' : 'Sem NFC-e' });
  return linhas;
}
