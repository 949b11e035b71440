/**
 * Reading count sessions: the header with its summary, and the items with what was expected.
 * A counted product's expected quantity is its on hand at the moment of its last count: today's
 * on hand less the shelf movements since (sales, receipts), so counting while the store sells
 * compares like with like. Until approval the figures follow the ledger; once approved they are
 * the differences that were posted.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod/mini';
import {
  ESCOPOS_INVENTARIO, type ConsultaInventariosBody, type ConsultaItensInventarioBody, type EscopoInventario, type Inventario, type ItemInventario,
  type ListaInventarios, type ListaItensInventario, type ResumoInventario, type SituacaoInventario,
} from '@retaguarda/contrato/api/inventario';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { idsDaBusca } from '../../recursos/consultas/filtros';

type Db = Kysely<DB>;

/** On hand when last counted; today's on hand for a product not counted yet. */
const ESPERADO = sql<number>`(COALESCE(s.em_maos, 0) - CASE WHEN i.contado_em IS NULL THEN 0 ELSE COALESCE((
    SELECT SUM(m.quantidade) FROM estoque_movimentos m
     WHERE m.id_seller = inv.id_seller AND m.id_produto = i.id_produto AND m.local = 'loja' AND m.em > i.contado_em), 0) END)`;

/** The difference: the approved one once posted, counted less expected before; null if not counted. */
const DIFERENCA = sql<number | null>`(CASE WHEN inv.situacao = 'aprovado' THEN i.diferenca_aprovada
    WHEN i.contado IS NULL THEN NULL ELSE i.contado - ${ESPERADO} END)`;

const CUSTO = sql<number>`COALESCE(s.custo_medio, p.custo, 0)`;

function itensDe(db: Db) {
  return db
    .selectFrom('inventario_itens as i')
    .innerJoin('inventarios as inv', 'inv.id', 'i.id_inventario')
    .innerJoin('products as p', 'p.id', 'i.id_produto')
    .leftJoin('estoque_saldos as s', (j) => j.onRef('s.id_seller', '=', 'inv.id_seller').onRef('s.id_produto', '=', 'i.id_produto'));
}

/** Whether the counters may see what is expected: not while a blind count is open. */
const esperadoVisivel = (situacao: string, cega: number | boolean) => !(Number(cega) === 1 && situacao === 'contando');

async function resumir(db: Db, id: number, visivel: boolean): Promise<ResumoInventario> {
  const r = await db
    .selectFrom(
      itensDe(db)
        .where('i.id_inventario', '=', id)
        .select([sql<number | null>`i.contado`.as('contado'), DIFERENCA.as('dif'), CUSTO.as('custo')])
        .as('x'),
    )
    .select([
      sql<number>`COUNT(*)`.as('itens'),
      sql<number>`COUNT(x.contado)`.as('contados'),
      sql<number>`COALESCE(SUM(CASE WHEN x.dif <> 0 THEN 1 ELSE 0 END), 0)`.as('divergentes'),
      sql<number>`COALESCE(SUM(CASE WHEN x.dif > 0 THEN x.dif ELSE 0 END), 0)`.as('sobra'),
      sql<number>`COALESCE(SUM(CASE WHEN x.dif < 0 THEN -x.dif ELSE 0 END), 0)`.as('falta'),
      sql<number>`COALESCE(SUM(COALESCE(x.dif, 0) * x.custo), 0)`.as('valor'),
    ])
    .executeTakeFirstOrThrow();
  return {
    itens: Number(r.itens),
    contados: Number(r.contados),
    divergentes: visivel ? Number(r.divergentes) : null,
    unidades_sobra: visivel ? Number(r.sobra) : null,
    unidades_falta: visivel ? Number(r.falta) : null,
    valor_diferenca: visivel ? centavosParaReais(Number(r.valor)) : null,
  };
}

function cabecalhos(db: Db, idGrupo: number) {
  return db
    .selectFrom('inventarios as inv')
    .innerJoin('sellers as l', 'l.id', 'inv.id_seller')
    .leftJoin('produtos_base as pb', 'pb.id', 'inv.id_produto_base')
    .leftJoin('users as ua', 'ua.id', 'inv.aberto_por')
    .leftJoin('users as up', 'up.id', 'inv.aprovado_por')
    .select([
      'inv.id', 'inv.id_seller', 'l.nome as loja', 'inv.situacao', 'inv.escopo', 'pb.nome as familia', 'inv.prateleira', 'inv.cega', 'inv.descricao',
      'inv.aberto_em', 'ua.nome as aberto_por', 'inv.encerrado_em', 'inv.aprovado_em', 'up.nome as aprovado_por', 'inv.cancelado_em', 'inv.version',
    ])
    .where('inv.id_grupo', '=', idGrupo);
}
type Cabecalho = Awaited<ReturnType<ReturnType<typeof cabecalhos>['executeTakeFirstOrThrow']>>;

const nulo = (v: number | null) => (v === null ? null : Number(v));

function descreverEscopo(c: Cabecalho): string {
  if (c.escopo === 'familia') return `Família ${c.familia ?? '(removida)'}`;
  if (c.escopo === 'prateleira') return `Prateleira ${c.prateleira ?? ''}`;
  return ESCOPOS_INVENTARIO.todos;
}

async function paraInventario(db: Db, c: Cabecalho): Promise<Inventario> {
  const situacao = c.situacao as SituacaoInventario;
  return {
    id: Number(c.id),
    id_seller: Number(c.id_seller),
    loja: c.loja,
    situacao,
    escopo: c.escopo as EscopoInventario,
    escopo_descricao: descreverEscopo(c),
    cega: Number(c.cega) === 1,
    descricao: c.descricao,
    aberto_em: Number(c.aberto_em),
    aberto_por: c.aberto_por,
    encerrado_em: nulo(c.encerrado_em),
    aprovado_em: nulo(c.aprovado_em),
    aprovado_por: c.aprovado_por,
    cancelado_em: nulo(c.cancelado_em),
    version: Number(c.version),
    resumo: await resumir(db, Number(c.id), esperadoVisivel(situacao, c.cega)),
  };
}

export async function lerInventario(db: Db, idGrupo: number, id: number): Promise<Inventario | null> {
  const c = await cabecalhos(db, idGrupo).where('inv.id', '=', id).executeTakeFirst();
  return c ? paraInventario(db, c) : null;
}

export async function consultarInventarios(db: Db, idGrupo: number, sellers: readonly number[], c: z.output<typeof ConsultaInventariosBody>): Promise<ListaInventarios> {
  const filtros = (q: ReturnType<typeof cabecalhos>) => {
    let f = q.where('inv.id_seller', 'in', sellers.length > 0 ? [...sellers] : [0]);
    if (c.situacao) f = f.where('inv.situacao', '=', c.situacao);
    return f;
  };
  const [linhas, total] = await Promise.all([
    filtros(cabecalhos(db, idGrupo)).orderBy('inv.id', 'desc').limit(c.por_pagina).offset((c.pagina - 1) * c.por_pagina).execute(),
    filtros(cabecalhos(db, idGrupo)).clearSelect().select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const itens: Inventario[] = [];
  for (const l of linhas) itens.push(await paraInventario(db, l));
  return { itens, total: Number(total.n) };
}

const FILTROS: Record<z.output<typeof ConsultaItensInventarioBody>['filtro'], RawBuilder<SqlBool> | null> = {
  todos: null,
  contados: sql<SqlBool>`i.contado IS NOT NULL`,
  nao_contados: sql<SqlBool>`i.contado IS NULL`,
  divergentes: sql<SqlBool>`${DIFERENCA} <> 0`,
};

/** The items of a session, by product name; the expected figures hidden while a blind count is open. */
export async function consultarItens(db: Db, inv: Inventario, c: z.output<typeof ConsultaItensInventarioBody>, soProduto?: number): Promise<ListaItensInventario> {
  const visivel = esperadoVisivel(inv.situacao, inv.cega);
  const filtros: Expression<SqlBool>[] = [];
  if (soProduto !== undefined) filtros.push(sql<SqlBool>`i.id_produto = ${soProduto}`);
  const filtro = FILTROS[c.filtro];
  // a blind count does not tell its counters which products differ
  if (filtro && (visivel || c.filtro !== 'divergentes')) filtros.push(filtro);
  // the products register's quick search (name words, SKU, EAN): the session's items are its group's products already
  const busca = idsDaBusca(produtos, c.busca, dialetoDe(db).nome, sql<SqlBool>`1 = 1`);
  if (busca) filtros.push(sql<SqlBool>`i.id_produto IN (${busca})`);
  const q = itensDe(db).where('i.id_inventario', '=', inv.id).where((eb) => eb.and(filtros));
  const [linhas, total] = await Promise.all([
    q
      .leftJoin('users as u', 'u.id', 'i.contado_por')
      .select([
        'i.id_produto', 'p.nome as produto', 'p.sku', 'p.ean', sql<string | null>`p.localizacao`.as('localizacao'), 'i.contado', 'i.contado_em', 'u.nome as contado_por',
        ESPERADO.as('esperado_agora'), DIFERENCA.as('diferenca'), CUSTO.as('custo'),
      ])
      .orderBy(sql`chave_texto(p.nome)`)
      .orderBy('i.id_produto')
      .limit(c.por_pagina)
      .offset((c.pagina - 1) * c.por_pagina)
      .execute(),
    q.select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    itens: linhas.map((l): ItemInventario => {
      const contado = nulo(l.contado);
      const diferenca = nulo(l.diferenca);
      const custo = Number(l.custo);
      // once approved, expected is what the posted difference was measured against
      const esperado = inv.situacao === 'aprovado' ? (contado !== null && diferenca !== null ? contado - diferenca : null) : Number(l.esperado_agora);
      return {
        id_produto: Number(l.id_produto),
        produto: l.produto,
        sku: l.sku,
        ean: l.ean,
        localizacao: l.localizacao,
        contado,
        contado_em: nulo(l.contado_em),
        contado_por: l.contado_por,
        esperado: visivel ? esperado : null,
        diferenca: visivel ? diferenca : null,
        valor_diferenca: visivel && diferenca !== null ? centavosParaReais(diferenca * custo) : null,
        custo_medio: centavosParaReais(custo),
      };
    }),
    total: Number(total.n),
  };
}

export { ESPERADO, itensDe };
