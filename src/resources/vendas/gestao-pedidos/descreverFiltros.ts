import type { DadosStart } from '../../../api';
import { numerosNfceSemVazios } from '../../../dataProvider/pedidos';

type Filtro = Record<string, unknown>;

const ids = (valor: unknown): number[] => (Array.isArray(valor) ? valor.filter((v): v is number => typeof v === 'number') : []);
const texto = (valor: unknown): string | null => (typeof valor === 'string' && valor ? valor : null);

/** 'A', 'A ou B', 'A, B ou C'. */
export function listaOu(itens: string[]): string {
  if (itens.length <= 1) return itens.join('');
  return `${itens.slice(0, -1).join(', ')} ou ${itens[itens.length - 1]}`;
}

function intervalo(de: string | null, ate: string | null): string | null {
  if (de && ate) return de === ate ? `no dia ${de}` : `de ${de} a ${ate}`;
  if (de) return `desde ${de}`;
  if (ate) return `até ${ate}`;
  return null;
}

/** Names of the selected items, or null when the selection restricts nothing (empty or everything). */
function restricao(selecionados: number[], catalogo: { id: number; nome: string }[]): string | null {
  if (selecionados.length === 0) return null;
  const todos = catalogo.length > 0 && catalogo.every((c) => selecionados.includes(c.id));
  if (todos) return null;
  const nomes = selecionados.map((id) => catalogo.find((c) => c.id === id)?.nome ?? `#${id}`);
  return listaOu(nomes);
}

/**
 * The sentence of the empty state, naming the active filters that excluded every order, e.g.
 * 'Nenhum pedido de 20/11/2026 a 21/11/2026 com status Pago em Loja Centro'.
 */
export function descreverFiltros(filtro: Filtro, metadata: DadosStart | null): string {
  const partes: string[] = [];
  const periodo = intervalo(texto(filtro.data_from_pedido), texto(filtro.data_to_pedido));
  if (periodo) partes.push(periodo);
  const de = texto(filtro.hora_from);
  const ate = texto(filtro.hora_to);
  if (de || ate) partes.push(`entre ${de ?? '00:00'} e ${ate ?? '23:59'}`);
  const status = restricao(ids(filtro.status_pedido), (metadata?.status_pedido_venda ?? []).map((s) => ({ id: s.id, nome: s.descricao })));
  if (status) partes.push(`com status ${status}`);
  const formas = restricao(ids(filtro.forma_pagto), (metadata?.forma_pagto ?? []).map((f) => ({ id: f.id, nome: f.descricao })));
  if (formas) partes.push(`pagos com ${formas}`);
  const nfce = intervalo(texto(filtro.data_from_nfce), texto(filtro.data_to_nfce));
  if (nfce) partes.push(`com NFC-e emitida ${nfce}`);
  const numeros = numerosNfceSemVazios(filtro.numero_nfce);
  if (numeros.length) partes.push(`com NFC-e nº ${listaOu(numeros.map(String))}`);
  const sellers = restricao(ids(filtro.id_pessoa), (metadata?.sellers ?? []).map((s) => ({ id: s.id_pessoa, nome: s.nome })));
  if (sellers) partes.push(`em ${sellers}`);
  return ['Nenhum pedido', ...partes].join(' ');
}
