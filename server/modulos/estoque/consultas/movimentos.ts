/** The ledger, newest first, a page at a time, confined to the user's stores and products. */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { MENSAGENS_ESTOQUE, type ConsultaMovimentosBody, type ListaMovimentos, type LocalEstoque, type Movimento, type TipoMovimento } from '@retaguarda/contrato/api/estoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import type { Escopo } from './posicao';

type Consulta = z.output<typeof ConsultaMovimentosBody>;

/** A movement with the names shown beside it; `m` is the ledger. */
function comNomes(db: Kysely<DB>) {
  return db
    .selectFrom('estoque_movimentos as m')
    .innerJoin('products as p', 'p.id', 'm.id_produto')
    .innerJoin('sellers as l', 'l.id', 'm.id_seller')
    .leftJoin('users as u', 'u.id', 'm.id_usuario')
    .leftJoin('estoque_movimentos as e', 'e.id_estorno_de', 'm.id')
    .select([
      'm.id', 'm.em', 'm.tipo', 'm.local', 'm.id_seller', 'l.nome as loja', 'm.id_produto', 'p.nome as produto', 'p.sku', 'm.quantidade', 'm.saldo_apos',
      'm.custo_unitario', 'm.motivo', 'm.id_pedido', 'm.id_transferencia', 'm.id_estorno_de', 'u.nome as usuario', 'e.id as id_estorno',
    ]);
}

const lojasDe = (e: Escopo) => (e.sellers.length > 0 ? [...e.sellers] : [0]);
/** The product's group, read by its key: a join with a condition on products made SQLite filter all of them first. */
const grupoDoProduto = sql<number>`(SELECT p2.id_grupo FROM products p2 WHERE p2.id = m2.id_produto)`;

type Linha = Awaited<ReturnType<ReturnType<typeof comNomes>['execute']>>[number];

const paraMovimento = (l: Linha): Movimento => ({
  id: Number(l.id),
  em: Number(l.em),
  tipo: l.tipo as TipoMovimento,
  local: l.local as LocalEstoque,
  id_seller: Number(l.id_seller),
  loja: l.loja,
  id_produto: Number(l.id_produto),
  produto: l.produto,
  sku: l.sku,
  quantidade: Number(l.quantidade),
  saldo_apos: Number(l.saldo_apos),
  custo_unitario: l.custo_unitario === null ? null : centavosParaReais(Number(l.custo_unitario)),
  motivo: l.motivo,
  id_pedido: l.id_pedido === null ? null : Number(l.id_pedido),
  id_transferencia: l.id_transferencia === null ? null : Number(l.id_transferencia),
  id_estorno_de: l.id_estorno_de === null ? null : Number(l.id_estorno_de),
  estornado: l.id_estorno !== null,
  usuario: l.usuario,
});

/** Where the next page starts: the movement named by `antes_de`, if the user sees it. */
interface Cursor {
  id: number;
  em: number;
}

/**
 * The cursor's movement, in the user's stores and group (the stores the query is confined to): a
 * movement of another group answers as one that does not exist, so a cursor reveals nothing.
 */
async function lerCursor(db: Kysely<DB>, e: Escopo, id: number): Promise<Cursor> {
  const l = await db
    .selectFrom('estoque_movimentos as m2')
    .select(['m2.id', 'm2.em'])
    .where('m2.id', '=', id)
    .where('m2.id_seller', 'in', lojasDe(e))
    .where(grupoDoProduto, '=', e.idGrupo)
    .executeTakeFirst();
  if (!l) throw new ErroHttp(400, MENSAGENS_ESTOQUE.cursorDesconhecido);
  return { id: Number(l.id), em: Number(l.em) };
}

/** The chance SQLite's planner is told a kind filter holds (see the plan in consultarMovimentos). */
const CHANCE_DO_TIPO = 0.01;

/**
 * A page in two steps: the page's ids from the ledger alone (the store, the product's group and
 * the filters), then those rows with their names. The names' joins thus run for one page, not for
 * every row an OFFSET skips. The order is the id's, newest first; with a period the instant's,
 * then the id's (ids follow the instants in the seed, but a live writer reads the clock before its
 * transaction, so two at once may not), read from the index on the instant. `antes_de` pages by
 * keyset in that same order: only the rows after the cursor's are read, so every page costs what
 * the first does; `pagina` still skips by OFFSET.
 * SQLite keeps to the ledger's own indexes:
 * - by kind (without a period or a product), the (store, kind, id) index: one seek per store and
 *   kind, each stopping at a page, whatever the kind's share of the ledger. Its statistics rate a
 *   kind at a sixth of the rows, so the hint of a small chance keeps it off the id order once the
 *   cursor bounds the id too;
 * - otherwise over several stores the unary plus keeps it off the store index (reading that index
 *   means sorting every movement of those stores, seconds at millions), so it walks the ids (or
 *   the instants) backwards and stops at the page; a product keeps the index, its few movements in
 *   each store sorted at once.
 */
export async function consultarMovimentos(db: Kysely<DB>, e: Escopo, c: Consulta): Promise<ListaMovimentos> {
  const d = dialetoDe(db);
  const cursor = c.antes_de === undefined ? undefined : await lerCursor(db, e, c.antes_de);
  const porPeriodo = c.de !== undefined || c.ate !== undefined;
  const tipos = c.tipos && c.tipos.length > 0 ? c.tipos : undefined;
  const porTipo = tipos !== undefined && !porPeriodo && !c.id_produto;
  const variasLojas = e.sellers.length > 1 && !c.id_produto && !porTipo;
  const loja = variasLojas ? d.semIndice(sql.ref<number>('m2.id_seller')) : sql.ref<number>('m2.id_seller');
  let ids = db.selectFrom('estoque_movimentos as m2').select('m2.id').where(loja, 'in', lojasDe(e)).where(grupoDoProduto, '=', e.idGrupo);
  if (c.id_produto) ids = ids.where('m2.id_produto', '=', c.id_produto);
  if (tipos) ids = ids.where((eb) => (porTipo ? d.comProbabilidade(eb('m2.tipo', 'in', tipos), CHANCE_DO_TIPO) : eb('m2.tipo', 'in', tipos)));
  if (c.de !== undefined) ids = ids.where('m2.em', '>=', c.de);
  if (porPeriodo) {
    // one upper bound on the instant, the lower of the period's end and the cursor's: given two,
    // SQLite walks the index from the first and filters by the other
    const teto = cursor && (c.ate === undefined || cursor.em < c.ate) ? cursor.em : c.ate;
    if (teto !== undefined) ids = ids.where('m2.em', '<=', teto);
    if (cursor) ids = ids.where((eb) => eb.or([eb('m2.em', '<', cursor.em), eb('m2.id', '<', cursor.id)]));
    ids = ids.orderBy('m2.em', 'desc');
  } else if (cursor) {
    ids = ids.where('m2.id', '<', cursor.id);
  }
  // one more than the page: whether another follows, without counting millions of rows
  ids = ids.orderBy('m2.id', 'desc').limit(c.por_pagina + 1).offset((c.pagina - 1) * c.por_pagina);
  let q = comNomes(db).where('m.id', 'in', ids);
  if (porPeriodo) q = q.orderBy('m.em', 'desc');
  const linhas = await q.orderBy('m.id', 'desc').execute();
  return { itens: linhas.slice(0, c.por_pagina).map(paraMovimento), tem_mais: linhas.length > c.por_pagina };
}

export async function lerMovimento(db: Kysely<DB>, e: Escopo, id: number): Promise<Movimento | null> {
  const l = await comNomes(db).where('m.id', '=', id).where('m.id_seller', 'in', lojasDe(e)).where('p.id_grupo', '=', e.idGrupo).executeTakeFirst();
  return l ? paraMovimento(l) : null;
}
