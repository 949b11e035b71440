import type { Kysely, Transaction } from 'kysely';
import { EVENTOS_FISCAIS } from '@retaguarda/contrato/eventos/fiscal';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { emitirEvento } from '../../../eventos/emitir';
import { grupoDoSeller } from './grupo';

/** The emitter's fiscal data, as the NFC-e prints it. */
export function buscarEmitente(db: Kysely<DB>, idSeller: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'nome', 'cnpj', 'uf', 'nfce_serie', 'razao_social', 'ie', 'municipio_ibge', 'municipio', 'logradouro', 'numero', 'complemento', 'bairro', 'cep', 'telefone'])
    .where('id', '=', idSeller)
    .executeTakeFirstOrThrow();
}
export type Emitente = Awaited<ReturnType<typeof buscarEmitente>>;

export function buscarCliente(db: Kysely<DB>, id: number | null) {
  return id === null ? Promise.resolve(undefined) : db.selectFrom('clients').select(['nome', 'cpf']).where('id', '=', id).executeTakeFirst();
}

/**
 * The next number of a seller's series, taken inside the transaction: one past both the
 * counter and the highest number already on an order (so invoices written another way, like the
 * demo's, are never numbered twice). On PostgreSQL the counter's row is locked first (created
 * when missing, so there is always a row to lock): parallel issues of one series, from any
 * server process, take their numbers one after another, and a rolled-back issue gives its number
 * back. SQLite's transaction already holds the database's write lock.
 */
export async function proximoNumeroNfce(trx: Transaction<DB>, idSeller: number, serie: number): Promise<number> {
  await trx.insertInto('nfce_series').values({ id_seller: idSeller, serie, ultimo_numero: 0 }).onConflict((oc) => oc.doNothing()).execute();
  const contador = await trx
    .selectFrom('nfce_series')
    .select('ultimo_numero')
    .where('id_seller', '=', idSeller)
    .where('serie', '=', serie)
    .$if(dialetoDe(trx).travaLinhas, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  const maior = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('nfce_numero').as('n'))
    .where('id_seller', '=', idSeller)
    .where('nfce_serie', '=', serie)
    .executeTakeFirst();
  const numero = Math.max(contador.ultimo_numero, Number(maior?.n ?? 0)) + 1;
  await trx.updateTable('nfce_series').set({ ultimo_numero: numero }).where('id_seller', '=', idSeller).where('serie', '=', serie).execute();
  return numero;
}

export interface NfceGravada {
  numero: number;
  serie: number;
  chave: string;
  emitidaEm: number;
  xml: string;
}

/** Stores the invoice on an order that still has none, with the event 'nfce.emitida'; false when one got there first. */
export async function gravarNfce(trx: Transaction<DB>, idPedido: number, n: NfceGravada): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set({ nfce_numero: n.numero, nfce_serie: n.serie, nfce_chave: n.chave, nfce_data_emissao: n.emitidaEm })
    .where('id', '=', idPedido)
    .where('nfce_numero', 'is', null)
    .returning('id_seller')
    .executeTakeFirst();
  if (!r) return false;
  await trx.insertInto('nfce_documentos').values({ id_pedido: idPedido, xml: n.xml }).execute();
  const documento = { id_pedido: idPedido, id_seller: r.id_seller, numero: n.numero, serie: n.serie, chave: n.chave };
  await emitirEvento(trx, EVENTOS_FISCAIS['nfce.emitida'], documento, { idGrupo: await grupoDoSeller(trx, r.id_seller), em: n.emitidaEm });
  return true;
}

export async function xmlArmazenado(db: Kysely<DB>, idPedido: number): Promise<string | undefined> {
  const r = await db.selectFrom('nfce_documentos').select('xml').where('id_pedido', '=', idPedido).executeTakeFirst();
  return r?.xml;
}

/** The order fields an NFC-e is built from. */
export function buscarPedidoNfce(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('orders')
    .select([
      'id', 'id_seller', 'id_cliente', 'id_status', 'id_forma_pagto', 'canal', 'tipo_entrega', 'valor_desconto', 'valor_frete', 'valor_total',
      'nfce_numero', 'nfce_serie', 'nfce_chave', 'nfce_data_emissao', 'nfce_cancelada_em',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type PedidoNfce = NonNullable<Awaited<ReturnType<typeof buscarPedidoNfce>>>;

export interface CancelamentoGravado {
  chave: string;
  justificativa: string;
  protocolo: string;
  em: number;
  id_usuario: number;
  xml: string;
}

/**
 * Marks the order's NFC-e cancelled and keeps the event 110111 with its XML, with the event
 * 'nfce.cancelada'; false when it was cancelled already (a concurrent request got there first).
 */
export async function gravarCancelamentoNfce(trx: Transaction<DB>, idPedido: number, c: CancelamentoGravado): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set({ nfce_cancelada_em: c.em })
    .where('id', '=', idPedido)
    .where('nfce_numero', 'is not', null)
    .where('nfce_cancelada_em', 'is', null)
    .returning(['id_seller', 'nfce_numero', 'nfce_serie'])
    .executeTakeFirst();
  if (!r || r.nfce_numero === null || r.nfce_serie === null) return false;
  await trx
    .insertInto('nfce_eventos')
    .values({ id_pedido: idPedido, tp_evento: '110111', n_seq_evento: 1, ...c })
    .execute();
  const documento = { id_pedido: idPedido, id_seller: r.id_seller, numero: r.nfce_numero, serie: r.nfce_serie, chave: c.chave };
  await emitirEvento(trx, EVENTOS_FISCAIS['nfce.cancelada'], documento, { idGrupo: await grupoDoSeller(trx, r.id_seller), em: c.em });
  return true;
}

/** The procEventoNFe of the order's NFC-e cancellation, when there is one. */
export async function xmlCancelamento(db: Kysely<DB>, idPedido: number): Promise<string | undefined> {
  const r = await db.selectFrom('nfce_eventos').select('xml').where('id_pedido', '=', idPedido).where('tp_evento', '=', '110111').executeTakeFirst();
  return r?.xml;
}
