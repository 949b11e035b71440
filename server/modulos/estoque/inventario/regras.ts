/**
 * A count session's steps: opened (the products of its scope listed), counted by several people
 * at once (reads add up; a typed count replaces), closed for checking, approved into `inventario`
 * movements, or cancelled. Every step and count changes the session's row first, so on
 * PostgreSQL they queue on that row: a count that arrives after the count was closed is refused,
 * and an approval posts exactly the counts it was shown (it names their version).
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { MENSAGENS_INVENTARIO, type ContagemBody, type Inventario, type LeiturasBody, type NovoInventarioBody, type ResultadoLeituras, type SituacaoInventario } from '@retaguarda/contrato/api/inventario';
import { MENSAGENS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { eanSemPreenchimento, soDigitos, temEan, temSku } from '@retaguarda/contrato/br/codigoLido';
import type { z } from 'zod/mini';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { movimentar } from '../regras/movimentar';
import { ESPERADO, itensDe, lerInventario } from './consultas';

type Db = Kysely<DB>;
type Trx = Transaction<DB>;

async function lido(db: Db, u: UsuarioSessao, id: number): Promise<Inventario> {
  const inv = await lerInventario(db, u.id_grupo, id);
  if (!inv) throw new ErroHttp(404, MENSAGENS_INVENTARIO.naoEncontrado);
  return inv;
}

/** POST /v2/estoque/inventarios: the scope's active products of the group become its items. */
export async function abrirInventario(db: Db, u: UsuarioSessao, b: z.output<typeof NovoInventarioBody>, agora: number): Promise<Inventario> {
  if (!u.id_sellers_mesmo_grupo.includes(b.id_seller)) throw new ErroHttp(404, MENSAGENS_ESTOQUE.lojaInvalida);
  if (b.escopo === 'familia') {
    const f = await db.selectFrom('produtos_base').select('id').where('id', '=', b.id_produto_base ?? 0).where('id_grupo', '=', u.id_grupo).executeTakeFirst();
    if (!f) throw new ErroHttp(404, 'Família não encontrada');
  }
  const prateleira = b.escopo === 'prateleira' ? (b.prateleira ?? '').trim() : null;
  const id = await transacao(db, async (trx) => {
    const { id } = await trx
      .insertInto('inventarios')
      .values({
        id_grupo: u.id_grupo, id_seller: b.id_seller, situacao: 'contando', escopo: b.escopo, id_produto_base: b.escopo === 'familia' ? (b.id_produto_base ?? null) : null,
        prateleira, cega: b.cega ? 1 : 0, descricao: b.descricao?.trim() || null, aberto_em: agora, aberto_por: u.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const escopo =
      b.escopo === 'familia' ? sql`AND p.produto_base = ${b.id_produto_base ?? 0}` : b.escopo === 'prateleira' ? sql`AND upper(p.localizacao) = upper(${prateleira})` : sql``;
    await sql`INSERT INTO inventario_itens (id_inventario, id_produto)
              SELECT ${id}, p.id FROM products p WHERE p.id_grupo = ${u.id_grupo} AND p.ativo = 1 ${escopo}`.execute(trx);
    const n = await trx.selectFrom('inventario_itens').select(sql<number>`COUNT(*)`.as('n')).where('id_inventario', '=', id).executeTakeFirstOrThrow();
    if (Number(n.n) === 0) throw new ErroHttp(422, MENSAGENS_INVENTARIO.escopoVazio);
    return Number(id);
  });
  return lido(db, u, id);
}

/**
 * Moves the session's row (its version, and its situation when given) if it is in one of `de`:
 * the first write of every step, so steps and counts on one session take turns.
 */
async function tomarSessao(trx: Trx, u: UsuarioSessao, id: number, de: readonly SituacaoInventario[], para: Partial<{ situacao: SituacaoInventario; encerrado_em: number | null; aprovado_em: number; aprovado_por: number; cancelado_em: number }>, recusa: string, version?: number): Promise<{ id_seller: number }> {
  let q = trx
    .updateTable('inventarios')
    .set((eb) => ({ ...para, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('id_grupo', '=', u.id_grupo)
    .where('situacao', 'in', [...de]);
  if (version !== undefined) q = q.where('version', '=', version);
  const r = await q.returning(['id_seller']).executeTakeFirst();
  if (r) return { id_seller: Number(r.id_seller) };
  const existe = await trx.selectFrom('inventarios').select(['situacao', 'version']).where('id', '=', id).where('id_grupo', '=', u.id_grupo).executeTakeFirst();
  if (!existe) throw new ErroHttp(404, MENSAGENS_INVENTARIO.naoEncontrado);
  if (version !== undefined && de.includes(existe.situacao as SituacaoInventario)) throw new ErroHttp(409, MENSAGENS_INVENTARIO.alteradoPorOutro);
  throw new ErroHttp(409, recusa);
}

/** The products whose EAN (without padding) or SKU (in any case) is one of `codigos`. */
function comCodigo(codigos: readonly string[]) {
  const eans = codigos.filter(soDigitos).map(eanSemPreenchimento);
  const skus = codigos.map((c) => c.toUpperCase());
  return sql<SqlBool>`(ltrim(p.ean, '0') IN (${sql.join(eans.length > 0 ? eans : ['-'])}) OR upper(p.sku) IN (${sql.join(skus)}))`;
}

/** POST …/leituras: each code's units added to its product; unknown codes and products outside the scope come back refused. */
export async function registrarLeituras(db: Db, u: UsuarioSessao, id: number, b: LeiturasBody, agora: number): Promise<ResultadoLeituras> {
  const porCodigo = new Map<string, number>();
  for (const l of b.leituras) porCodigo.set(l.codigo, (porCodigo.get(l.codigo) ?? 0) + l.quantidade);
  const codigos = [...porCodigo.keys()];
  return transacao(db, async (trx) => {
    await tomarSessao(trx, u, id, ['contando'], {}, MENSAGENS_INVENTARIO.naoContando);
    const doInventario = await trx
      .selectFrom('inventario_itens as i')
      .innerJoin('products as p', 'p.id', 'i.id_produto')
      .select(['i.id_produto', 'p.nome', 'p.sku', 'p.ean'])
      .where('i.id_inventario', '=', id)
      .where(comCodigo(codigos))
      .execute();
    const produtoDe = (codigo: string) => doInventario.find((p) => temEan(p.ean, codigo)) ?? doInventario.find((p) => temSku(p.sku, codigo));
    const resultado: ResultadoLeituras = { lidos: [], recusados: [] };
    const semProduto: string[] = [];
    for (const [codigo, quantidade] of porCodigo) {
      const p = produtoDe(codigo);
      if (!p) {
        semProduto.push(codigo);
        continue;
      }
      const r = await trx
        .updateTable('inventario_itens')
        .set({ contado: sql`COALESCE(contado, 0) + ${quantidade}`, contado_em: agora, contado_por: u.id })
        .where('id_inventario', '=', id)
        .where('id_produto', '=', p.id_produto)
        .returning('contado')
        .executeTakeFirstOrThrow();
      resultado.lidos.push({ codigo, id_produto: Number(p.id_produto), produto: p.nome, contado: Number(r.contado) });
    }
    if (semProduto.length > 0) {
      const doGrupo = await trx.selectFrom('products as p').select(['p.ean', 'p.sku']).where('p.id_grupo', '=', u.id_grupo).where(comCodigo(semProduto)).execute();
      for (const codigo of semProduto) {
        const existe = doGrupo.some((p) => temEan(p.ean, codigo) || temSku(p.sku, codigo));
        resultado.recusados.push({ codigo, quantidade: porCodigo.get(codigo) ?? 0, motivo: existe ? MENSAGENS_INVENTARIO.foraDoEscopo : MENSAGENS_INVENTARIO.codigoDesconhecido });
      }
    }
    return resultado;
  });
}

/** PUT …/itens/:id_produto/contagem: the count typed as a whole, replacing the reads (null clears it). */
export async function definirContagem(db: Db, u: UsuarioSessao, id: number, idProduto: number, b: ContagemBody, agora: number): Promise<void> {
  await transacao(db, async (trx) => {
    await tomarSessao(trx, u, id, ['contando'], {}, MENSAGENS_INVENTARIO.naoContando);
    const r = await trx
      .updateTable('inventario_itens')
      .set(b.quantidade === null ? { contado: null, contado_em: null, contado_por: null } : { contado: b.quantidade, contado_em: agora, contado_por: u.id })
      .where('id_inventario', '=', id)
      .where('id_produto', '=', idProduto)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(404, MENSAGENS_INVENTARIO.produtoForaDoInventario);
  });
}

export async function encerrarContagem(db: Db, u: UsuarioSessao, id: number, agora: number): Promise<Inventario> {
  await transacao(db, (trx) => tomarSessao(trx, u, id, ['contando'], { situacao: 'conferencia', encerrado_em: agora }, MENSAGENS_INVENTARIO.naoContando));
  return lido(db, u, id);
}

export async function reabrirContagem(db: Db, u: UsuarioSessao, id: number): Promise<Inventario> {
  await transacao(db, (trx) => tomarSessao(trx, u, id, ['conferencia'], { situacao: 'contando', encerrado_em: null }, MENSAGENS_INVENTARIO.naoEmConferencia));
  return lido(db, u, id);
}

export async function cancelarInventario(db: Db, u: UsuarioSessao, id: number, agora: number): Promise<Inventario> {
  await transacao(db, (trx) => tomarSessao(trx, u, id, ['contando', 'conferencia'], { situacao: 'cancelado', cancelado_em: agora }, MENSAGENS_INVENTARIO.jaEncerrado));
  return lido(db, u, id);
}

/**
 * POST …/aprovacao: each counted product's difference posted as an `inventario` movement on the
 * shelf (on hand becomes what was counted plus what moved since), and kept on its item. Products
 * not counted are left as they are.
 */
export async function aprovarInventario(db: Db, u: UsuarioSessao, id: number, version: number, agora: number): Promise<Inventario> {
  await transacao(db, async (trx) => {
    const { id_seller } = await tomarSessao(trx, u, id, ['conferencia'], { situacao: 'aprovado', aprovado_em: agora, aprovado_por: u.id }, MENSAGENS_INVENTARIO.naoEmConferencia, version);
    const itens = await itensDe(trx)
      .where('i.id_inventario', '=', id)
      .where('i.contado', 'is not', null)
      .select(['i.id_produto', sql<number>`i.contado - ${ESPERADO}`.as('dif')])
      .orderBy('i.id_produto')
      .execute();
    if (itens.length === 0) throw new ErroHttp(422, MENSAGENS_INVENTARIO.nadaContado);
    for (const item of itens) {
      const dif = Number(item.dif);
      await trx.updateTable('inventario_itens').set({ diferenca_aprovada: dif }).where('id_inventario', '=', id).where('id_produto', '=', item.id_produto).execute();
      if (dif === 0) continue;
      await movimentar(trx, {
        id_seller, id_produto: Number(item.id_produto), tipo: 'inventario', local: 'loja', quantidade: dif, motivo: `Inventário nº ${id}`,
        id_inventario: id, id_usuario: u.id, em: agora, exigir: 'em_maos',
      });
    }
  });
  return lido(db, u, id);
}
