/**
 * The products a clerk can add to a manual order, found as the products register finds them (its
 * quick search, so both answer the same words the same way), each with the units the chosen store
 * has available; and that store's stock figures for the lines of a cart being priced.
 */
import { sql, type Kysely } from 'kysely';
import type { ProdutoParaVenda } from '@retaguarda/contrato/api/vendaManualProdutos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { DB } from '../../../db/schema';
import { sqlDaConsulta } from '../../recursos/consultas/lista';
import { escopoDe } from '../../recursos/escopo';
import { fonteDoRecurso } from '../../recursos/personalizados/armazenamento';
import { recursoDoUsuario } from '../../recursos/personalizados/definicoes';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';

type Db = Kysely<DB>;

const A_VENDA = new Set(['a_venda', 'lancamento']);

/** Units on hand and not reserved, as the order's reservation counts them (estoque/regras/pedido.ts). */
const disponivelNaLoja = (idSeller: number) =>
  sql<number | null>`(SELECT s.em_maos - s.reservado FROM estoque_saldos s WHERE s.id_produto = products.id AND s.id_seller = ${idSeller})`;

interface LinhaProduto {
  id: number;
  nome: string;
  sku: string;
  ean: string | null;
  preco_centavos: number;
  ativo: number;
  situacao_venda: string | null;
  estoque: number | null;
}

export async function buscarProdutosParaVenda(db: Db, usuario: UsuarioSessao, e: { idSeller: number; busca: string; limit: number }): Promise<ProdutoParaVenda[]> {
  const recurso = await recursoDoUsuario(db, produtos, usuario);
  const { onde, ordem } = sqlDaConsulta(db, recurso, escopoDe(recurso, usuario), { busca: e.busca, situacao: 'ativos' });
  const linhas = await sql<LinhaProduto>`SELECT id, nome, sku, ean, preco_centavos, ativo, situacao_venda, ${disponivelNaLoja(e.idSeller)} AS estoque
    FROM ${fonteDoRecurso(db, recurso)} WHERE ${onde} ORDER BY ${ordem} LIMIT ${e.limit}`.execute(db);
  return linhas.rows.map((l) => ({
    id: Number(l.id),
    nome: l.nome,
    sku: l.sku,
    ean: l.ean,
    preco: centavosParaReais(Number(l.preco_centavos)),
    a_venda: Number(l.ativo) === 1 && A_VENDA.has(l.situacao_venda ?? 'a_venda'),
    // a product that never moved in this store has no position row: nothing there
    estoque_disponivel: Number(l.estoque ?? 0),
  }));
}

/** The store's available units of each of `ids` (absent: none). */
export async function estoqueDisponivel(db: Db, idSeller: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const linhas = await db
    .selectFrom('estoque_saldos')
    .select(['id_produto', 'em_maos', 'reservado'])
    .where('id_seller', '=', idSeller)
    .where('id_produto', 'in', [...new Set(ids)])
    .execute();
  return new Map(linhas.map((l) => [l.id_produto, Number(l.em_maos) - Number(l.reservado)]));
}
