/**
 * The demo sales user's session as the real server answers it, built from the seed itself
 * (server/db/seed/cadastros.ts and the catalogues of contrato/api/catalogos.ts) rather than copied:
 * for the pure-function tests of the list's defaults and filter sentences, which need no server.
 * data-provider.test.ts checks it against what the server's login and start data answer.
 */
import { DadosStart, FORMAS_PAGTO, STATUS, Usuario } from '@retaguarda/contrato/api';
import { SELLERS_DEMO, USUARIOS_DEMO } from '../../server/db/seed/cadastros';

const VENDAS = USUARIOS_DEMO.findIndex((u) => u.email === 'vendas@retaguarda.dev');
/** Every demo user works at the first seller; the session carries its group. */
const LOJA = SELLERS_DEMO[0];
const GRUPO = SELLERS_DEMO.filter((s) => s.id_grupo === LOJA.id_grupo);

export const metadataDoSeed: DadosStart = DadosStart.parse({
  sellers: GRUPO.map((s) => ({ id_pessoa: s.id, nome: s.nome })),
  status_pedido_venda: Object.values(STATUS),
  forma_pagto: Object.values(FORMAS_PAGTO),
});

export const usuarioVendasDoSeed: Usuario = Usuario.parse({
  // users are inserted in the seed's order, ids from 1
  id: VENDAS + 1,
  nome: USUARIOS_DEMO[VENDAS].nome,
  email: USUARIOS_DEMO[VENDAS].email,
  nome_seller: LOJA.nome,
  id_seller: LOJA.id,
  id_sellers_mesmo_grupo: GRUPO.map((s) => s.id),
  permissoes: { permissions: [...USUARIOS_DEMO[VENDAS].permissions] },
});
