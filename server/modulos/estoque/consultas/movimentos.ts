/** The ledger, newest first, a page at a time, confined to the user's stores and products. */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ConsultaMovimentosBody, ListaMovimentos, LocalEstoque, Movimento, TipoMovimento } from '@retaguarda/contrato/api/estoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import type { Escopo } from './posicao';

type Consulta = z.output<typeof ConsultaMovimentosBody>;

function consulta(db: Kysely<DB>, e: Escopo) {
  return db
    .selectFrom('estoque_movimentos as m')
    .innerJoin('products as p', 'p.id', 'm.id_produto')
    .innerJoin('sellers as l', 'l.id', 'm.id_seller')
    .leftJoin('users as u', 'u.id', 'm.id_usuario')
    .leftJoin('estoque_movimentos as e', 'e.id_estorno_de', 'm.id')
    .select([
      'm.id', 'm.em', 'm.tipo', 'm.local', 'm.id_seller', 'l.nome as loja', 'm.id_produto', 'p.nome as produto', 'p.sku', 'm.quantidade', 'm.saldo_apos',
      'm.custo_unitario', 'm.motivo', 'm.id_pedido', 'm.id_transferencia', 'm.id_estorno_de', 'u.nome as usuario', 'e.id as id_estorno',
    ])
    .where('m.id_seller', 'in', e.sellers.length > 0 ? [...e.sellers] : [0])
    .where('p.id_grupo', '=', e.idGrupo);
}

type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

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

export async function consultarMovimentos(db: Kysely<DB>, e: Escopo, c: Consulta): Promise<ListaMovimentos> {
  let q = consulta(db, e);
  if (c.id_produto) q = q.where('m.id_produto', '=', c.id_produto);
  if (c.tipos && c.tipos.length > 0) q = q.where('m.tipo', 'in', c.tipos);
  if (c.de !== undefined) q = q.where('m.em', '>=', c.de);
  if (c.ate !== undefined) q = q.where('m.em', '<=', c.ate);
  // one more than the page: whether another follows, without counting millions of rows
  const linhas = await q
    .orderBy(sql`m.id DESC`)
    .limit(c.por_pagina + 1)
    .offset((c.pagina - 1) * c.por_pagina)
    .execute();
  return { itens: linhas.slice(0, c.por_pagina).map(paraMovimento), tem_mais: linhas.length > c.por_pagina };
}

export async function lerMovimento(db: Kysely<DB>, e: Escopo, id: number): Promise<Movimento | null> {
  const l = await consulta(db, e).where('m.id', '=', id).executeTakeFirst();
  return l ? paraMovimento(l) : null;
}
