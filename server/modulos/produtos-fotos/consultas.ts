/** The photos' rows: listed main first, then in upload order; at most one main per product. */
import { sql, type Kysely } from 'kysely';
import type { FotoPrincipal, FotoProduto } from '@retaguarda/contrato/api/produtosFotos';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import { condicaoEscopo, type EscopoDaChamada } from '../recursos/escopo';

type Db = Kysely<DB>;

const COLUNAS = ['id', 'id_produto', 'arquivo', 'largura', 'altura', 'bytes', 'principal', 'criado_em'] as const;

export interface LinhaFoto {
  id: number;
  id_produto: number;
  arquivo: string;
  largura: number;
  altura: number;
  bytes: number;
  principal: number;
  criado_em: number;
}

export const fotoDaLinha = (l: LinhaFoto): FotoProduto => ({
  id: Number(l.id),
  id_produto: Number(l.id_produto),
  principal: Number(l.principal) === 1,
  largura: Number(l.largura),
  altura: Number(l.altura),
  bytes: Number(l.bytes),
  criado_em: isoSP(Number(l.criado_em)),
});

export async function fotosDoProduto(db: Db, idProduto: number): Promise<FotoProduto[]> {
  const linhas = await db.selectFrom('produtos_fotos').select(COLUNAS).where('id_produto', '=', idProduto).orderBy('principal', 'desc').orderBy('id').execute();
  return linhas.map(fotoDaLinha);
}

export const contarFotos = async (db: Db, idProduto: number): Promise<number> =>
  Number((await db.selectFrom('produtos_fotos').select((eb) => eb.fn.countAll().as('n')).where('id_produto', '=', idProduto).executeTakeFirstOrThrow()).n);

export const umaFoto = (db: Db, idProduto: number, idFoto: number): Promise<LinhaFoto | undefined> =>
  db.selectFrom('produtos_fotos').select(COLUNAS).where('id', '=', idFoto).where('id_produto', '=', idProduto).executeTakeFirst();

export async function inserirFoto(db: Db, f: Omit<LinhaFoto, 'id'> & { id_usuario: number }): Promise<number> {
  const r = await db.insertInto('produtos_fotos').values(f).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function marcarPrincipal(db: Db, idProduto: number, idFoto: number): Promise<void> {
  await db
    .updateTable('produtos_fotos')
    .set({ principal: sql<number>`CASE WHEN id = ${idFoto} THEN 1 ELSE 0 END` })
    .where('id_produto', '=', idProduto)
    .execute();
}

/** Deletes the row; when it was the main photo, the oldest remaining one becomes main. */
export async function apagarFoto(db: Db, foto: LinhaFoto): Promise<void> {
  await db.deleteFrom('produtos_fotos').where('id', '=', foto.id).execute();
  if (Number(foto.principal) !== 1) return;
  const proxima = await db.selectFrom('produtos_fotos').select('id').where('id_produto', '=', foto.id_produto).orderBy('id').executeTakeFirst();
  if (proxima) await marcarPrincipal(db, foto.id_produto, Number(proxima.id));
}

/** The main photo of each product asked for, among the scope's products (the others answer nothing). */
export async function principaisDe(db: Db, escopo: EscopoDaChamada, ids: readonly number[]): Promise<FotoPrincipal[]> {
  if (ids.length === 0) return [];
  const linhas = await db
    .selectFrom('produtos_fotos as f')
    .innerJoin('products as p', 'p.id', 'f.id_produto')
    .select(['f.id_produto', 'f.id'])
    .where('f.principal', '=', 1)
    .where('f.id_produto', 'in', [...new Set(ids)])
    .where(condicaoEscopo(escopo, 'p'))
    .execute();
  return linhas.map((l) => ({ id_produto: Number(l.id_produto), id_foto: Number(l.id) }));
}
