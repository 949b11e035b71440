/**
 * The order list signed in through the real server (see servidorReal.ts) and what its tests say
 * about it: the fixed "now", the URL's filter, and the body the list sends for the demo sales user.
 */
import type { Store } from 'react-admin';
import { AGORA_TESTES } from '../server/helpers';
import { renderComServidor, type RenderComServidorResult } from './renderComServidor';
import type { ServidorReal } from './servidorReal';

/**
 * The list at `url`, signed in through the real server (the demo sales user unless `email` says
 * otherwise): its rows and summary are what the server answers for the orders the test wrote.
 */
export function renderLista(real: ServidorReal, url = '/vendas/gestao-pedidos', opcoes: { email?: string; store?: Store } = {}): Promise<RenderComServidorResult> {
  return renderComServidor(real, url, opcoes);
}

/** The bodies the panel sent to the order list in the current test, in order. */
export const corposDaLista = (real: ServidorReal) => real.corposPara('PUT', '/v2/vendas/lista-pedidos');

/** The filter react-admin keeps in the URL, parsed. */
export function filtroDaUrl(): Record<string, unknown> {
  const texto = new URLSearchParams(window.location.search).get('filter');
  return texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
}

/** 12:00 of 21/11/2026 in São Paulo: the tests' fixed "now", the real server's clock's start too. */
export const AGORA = AGORA_TESTES;

/** The list's URL with a filter, the way react-admin writes it. */
export function urlComFiltro(filtro: Record<string, unknown>, extras = ''): string {
  return `/vendas/gestao-pedidos?filter=${encodeURIComponent(JSON.stringify(filtro))}${extras}`;
}

/** What every list body carries besides the filter: the newest orders first. */
export const ORDEM_PADRAO = { ordenar_por: 'data_pedido', ordem: 'desc' } as const;

/** The filter values the list starts with at AGORA (SPEC section 9): the period only, nothing chosen in the multi-selects. */
export const VALORES_PADRAO = { data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026' };

/**
 * The full lists a multi-select with nothing chosen stands for, for the demo sales user: the
 * demo group's sellers and every status and payment method (the first test of pedido-list checks
 * them against what the server's start data makes the panel send).
 */
export const LISTAS_DA_SESSAO = { id_pessoa: [1, 2, 3, 4], status_pedido: [1, 2, 3, 4, 5, 6, 7, 8], forma_pagto: [1, 2, 3, 4, 5, 6] };

/** The list's default filter at AGORA for the demo sales user. */
export const FILTRO_DA_SESSAO = { ...LISTAS_DA_SESSAO, ...VALORES_PADRAO };

/** The body the list sends for a filter of the URL (page and limit apart), for the demo sales user. */
export const corpoDaSessao = (filtro: Record<string, unknown>, page = 1, limit = 10) => ({ page, limit, ...LISTAS_DA_SESSAO, ...filtro, ...ORDEM_PADRAO });
