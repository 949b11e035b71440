/**
 * What staff change by hand: an adjustment with its reason, the reversal of one, the check of
 * units back from customers, and a product's minimum and maximum in a store. Each confined to
 * the user's group: another group's store or product answers as one that does not exist.
 */
import type { Kysely } from 'kysely';
import {
  MENSAGENS_ESTOQUE,
  TIPOS_ESTORNAVEIS,
  type AjusteBody,
  type ConferenciaDevolucaoBody,
  type EstornoBody,
  type LimitesPosicaoBody,
  type Movimento,
  type PosicaoEstoque,
} from '@retaguarda/contrato/api/estoque';
import { dialetoDe } from '../../../db/dialeto';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { lerMovimento } from '../consultas/movimentos';
import { lerPosicao, type Escopo } from '../consultas/posicao';
import { garantirSaldo, movimentar } from './movimentar';

type Db = Kysely<DB>;

export const escopoDe = (u: UsuarioSessao): Escopo => ({ idGrupo: u.id_grupo, sellers: u.id_sellers_mesmo_grupo });

/** 404 unless the store and the product are the user's group's. */
export async function exigirLojaEProduto(db: Db, u: UsuarioSessao, idSeller: number, idProduto: number): Promise<void> {
  if (!u.id_sellers_mesmo_grupo.includes(idSeller)) throw new ErroHttp(404, MENSAGENS_ESTOQUE.lojaInvalida);
  const p = await db.selectFrom('products').select('id').where('id', '=', idProduto).where('id_grupo', '=', u.id_grupo).executeTakeFirst();
  if (!p) throw new ErroHttp(404, MENSAGENS_ESTOQUE.produtoInvalido);
}

async function custoMedio(db: Db, idSeller: number, idProduto: number): Promise<number> {
  const s = await db.selectFrom('estoque_saldos').select('custo_medio').where('id_seller', '=', idSeller).where('id_produto', '=', idProduto).executeTakeFirst();
  return Number(s?.custo_medio ?? 0);
}

async function movimentoGravado(db: Db, u: UsuarioSessao, id: number): Promise<Movimento> {
  const m = await lerMovimento(db, escopoDe(u), id);
  if (!m) throw new Error(`movimento ${id} gravado e não lido`);
  return m;
}

async function posicaoGravada(db: Db, u: UsuarioSessao, idSeller: number, idProduto: number): Promise<PosicaoEstoque> {
  const p = await lerPosicao(db, escopoDe(u), idSeller, idProduto);
  if (!p) throw new Error(`posição ${idSeller}/${idProduto} gravada e não lida`);
  return p;
}

/** POST /v2/estoque/ajustes: units found or lost, valued at the average cost (which stays as it is). */
export async function ajustar(db: Db, u: UsuarioSessao, b: AjusteBody, agora: number): Promise<Movimento> {
  await exigirLojaEProduto(db, u, b.id_seller, b.id_produto);
  const id = await transacao(db, async (trx) => {
    await garantirSaldo(trx, b.id_seller, b.id_produto);
    const custo = await custoMedio(trx, b.id_seller, b.id_produto);
    const entrada = b.direcao === 'entrada';
    const m = await movimentar(trx, {
      id_seller: b.id_seller,
      id_produto: b.id_produto,
      tipo: entrada ? 'ajuste_entrada' : 'ajuste_saida',
      local: 'loja',
      quantidade: entrada ? b.quantidade : -b.quantidade,
      custo_unitario: custo,
      motivo: b.motivo,
      id_usuario: u.id,
      em: agora,
    });
    return m.id;
  });
  return movimentoGravado(db, u, id);
}

/** POST /v2/estoque/movimentos/:id/estorno: the opposite movement, once; the original stays as it was. */
export async function estornar(db: Db, u: UsuarioSessao, idMovimento: number, b: EstornoBody, agora: number): Promise<Movimento> {
  const id = await transacao(db, async (trx) => {
    // two reversals at once: the second waits for the first's commit, then finds it reversed
    if (dialetoDe(trx).travaLinhas) await trx.selectFrom('estoque_movimentos').select('id').where('id', '=', idMovimento).forUpdate().execute();
    const original = await lerMovimento(trx, escopoDe(u), idMovimento);
    if (!original) throw new ErroHttp(404, MENSAGENS_ESTOQUE.movimentoNaoEncontrado);
    if (!TIPOS_ESTORNAVEIS.includes(original.tipo)) throw new ErroHttp(409, MENSAGENS_ESTOQUE.naoEstornavel);
    if (original.estornado) throw new ErroHttp(409, MENSAGENS_ESTOQUE.jaEstornado);
    const m = await movimentar(trx, {
      id_seller: original.id_seller,
      id_produto: original.id_produto,
      tipo: 'estorno',
      local: original.local,
      quantidade: -original.quantidade,
      custo_unitario: await custoMedio(trx, original.id_seller, original.id_produto),
      motivo: b.motivo,
      id_estorno_de: original.id,
      id_usuario: u.id,
      em: agora,
    });
    return m.id;
  });
  return movimentoGravado(db, u, id);
}

/** POST /v2/estoque/devolucoes/conferencia: the good units go back to the shelf, the others are written off. */
export async function conferirDevolucao(db: Db, u: UsuarioSessao, b: ConferenciaDevolucaoBody, agora: number): Promise<PosicaoEstoque> {
  await exigirLojaEProduto(db, u, b.id_seller, b.id_produto);
  await transacao(db, async (trx) => {
    const comum = { id_seller: b.id_seller, id_produto: b.id_produto, tipo: 'conferencia_devolucao' as const, id_usuario: u.id, em: agora };
    const custo = await custoMedio(trx, b.id_seller, b.id_produto);
    // both parts leave the returns place in one step, so asking for more than is there fails whole
    await movimentar(trx, { ...comum, local: 'devolucao', quantidade: -(b.boas + b.perdidas), motivo: b.perdidas > 0 ? `Perdidas: ${b.perdidas}${b.motivo ? ` (${b.motivo})` : ''}` : (b.motivo ?? null) });
    if (b.boas > 0) await movimentar(trx, { ...comum, local: 'loja', quantidade: b.boas, custo_unitario: custo, motivo: 'Devolução conferida: de volta à venda' });
  });
  return posicaoGravada(db, u, b.id_seller, b.id_produto);
}

/** PUT /v2/estoque/posicao/:id_seller/:id_produto/limites. */
export async function definirLimites(db: Db, u: UsuarioSessao, idSeller: number, idProduto: number, b: LimitesPosicaoBody): Promise<PosicaoEstoque> {
  await exigirLojaEProduto(db, u, idSeller, idProduto);
  await transacao(db, async (trx) => {
    await garantirSaldo(trx, idSeller, idProduto);
    await trx.updateTable('estoque_saldos').set({ minimo: b.minimo, maximo: b.maximo }).where('id_seller', '=', idSeller).where('id_produto', '=', idProduto).execute();
  });
  return posicaoGravada(db, u, idSeller, idProduto);
}
