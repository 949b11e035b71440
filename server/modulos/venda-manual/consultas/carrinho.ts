/**
 * What pricing a cart reads from the database: the products, the client, the group's promotions
 * and the coupon's standing (validity, channel, store, limits, first purchase).
 */
import type { Kysely, Selectable } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { DB } from '../../../db/schema';
import type { CupomEntrada, ProdutoPreco, Promocao } from '../precificacao/precificar';

type Db = Kysely<DB>;

export interface ProdutoDoCarrinho extends ProdutoPreco {
  a_venda: boolean;
}

/** The group's products among `ids`, with the category of their produto base. */
export async function produtosDoGrupo(db: Db, idGrupo: number, ids: readonly number[]): Promise<Map<number, ProdutoDoCarrinho>> {
  if (ids.length === 0) return new Map();
  const linhas = await db
    .selectFrom('products as p')
    .leftJoin('produtos_base as b', 'b.id', 'p.produto_base')
    .select(['p.id', 'p.sku', 'p.nome', 'p.preco_centavos', 'p.produto_base', 'b.categoria', 'p.ativo', 'p.situacao_venda'])
    .where('p.id_grupo', '=', idGrupo)
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    linhas.map((l) => [
      l.id,
      {
        id: l.id,
        sku: l.sku,
        nome: l.nome,
        preco: l.preco_centavos,
        produto_base: l.produto_base,
        categoria: l.categoria,
        a_venda: l.ativo === 1 && (l.situacao_venda === 'a_venda' || l.situacao_venda === 'lancamento' || l.situacao_venda === null),
      },
    ]),
  );
}

export async function clienteDoGrupo(db: Db, idGrupo: number, id: number): Promise<{ id: number; nome: string } | undefined> {
  return db.selectFrom('clients').select(['id', 'nome']).where('id', '=', id).where('id_grupo', '=', idGrupo).where('ativo', '=', 1).executeTakeFirst();
}

type LinhaPromocao = Selectable<DB['promocoes']>;

function consultaPromocoes(db: Db, idGrupo: number) {
  return db.selectFrom('promocoes').selectAll().where('id_grupo', '=', idGrupo).where('ativo', '=', 1);
}

const TIPOS = new Set(['percentual', 'valor', 'leve_pague']);
const ALVOS = new Set(['pedido', 'categoria', 'produto_base']);

function paraPromocao(l: LinhaPromocao): Promocao | null {
  if (!TIPOS.has(l.tipo) || !ALVOS.has(l.aplica_a)) return null;
  return {
    id: l.id,
    nome: l.nome,
    codigo: l.codigo,
    tipo: l.tipo as Promocao['tipo'],
    percentual: l.percentual,
    valor: l.valor,
    leve: l.leve,
    pague: l.pague,
    aplica_a: l.aplica_a as Promocao['aplica_a'],
    categoria: l.categoria,
    produto_base: l.produto_base,
    pedido_minimo: l.pedido_minimo,
  };
}

/** Why a promotion does not apply here and now; null when it does (limits apart). */
async function foraDoAlcance(db: Db, l: LinhaPromocao, idSeller: number, hoje: string): Promise<string | null> {
  if (l.inicio !== null && hoje < l.inicio) return 'Cupom ainda não está valendo';
  if (l.fim !== null && hoje > l.fim) return 'Cupom expirado';
  // every manual order is taken through the 'manual' channel
  if (l.canal_manual === 0) return 'Cupom não vale para pedidos manuais';
  const lojas = await db.selectFrom('promocoes__lojas').select('id_ref').where('id_registro', '=', l.id).execute();
  if (lojas.length > 0 && !lojas.some((x) => x.id_ref === idSeller)) return 'Cupom não vale nesta loja';
  return null;
}

/** The automatic promotions (no code) valid today for the seller's manual orders. */
export async function promocoesAutomaticas(db: Db, idGrupo: number, idSeller: number, agora: Date): Promise<Promocao[]> {
  const hoje = diaChaveSP(agora);
  const linhas = await consultaPromocoes(db, idGrupo).where((eb) => eb.or([eb('codigo', 'is', null), eb('codigo', '=', '')])).execute();
  const validas: Promocao[] = [];
  for (const l of linhas) {
    // an automatic promotion for first purchases or with limits needs a coupon to be counted
    if (l.primeira_compra === 1 || l.limite_total !== null || l.limite_por_cliente !== null) continue;
    if ((await foraDoAlcance(db, l, idSeller, hoje)) !== null) continue;
    const p = paraPromocao(l);
    if (p) validas.push(p);
  }
  return validas;
}

/** Orders that count as uses: every status but Cancelado (a cancelled order gives its use back). */
async function usos(db: Db, idPromocao: number, idCliente: number | null): Promise<number> {
  let q = db
    .selectFrom('pedido_promocoes as u')
    .innerJoin('orders as o', 'o.id', 'u.id_pedido')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.id_promocao', '=', idPromocao)
    .where('o.id_status', '!=', STATUS.cancelado.id);
  if (idCliente !== null) q = q.where('u.id_cliente', '=', idCliente);
  const r = await q.executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The coupon `codigo` as pricing needs it: the promotion, or why it does not apply to this cart. */
export async function avaliarCupom(
  db: Db,
  e: { idGrupo: number; idSeller: number; idCliente: number | null; codigo: string; agora: Date },
): Promise<CupomEntrada> {
  const codigo = e.codigo.trim().toUpperCase();
  const linha = await consultaPromocoes(db, e.idGrupo)
    .where((eb) => eb(eb.fn('upper', ['codigo']), '=', codigo))
    .executeTakeFirst();
  if (!linha) return { codigo, promocao: null, recusa: 'Cupom não encontrado' };
  const promocao = paraPromocao(linha);
  if (!promocao) return { codigo, promocao: null, recusa: 'Cupom não encontrado' };
  const recusa = await recusaDoCupom(db, linha, e);
  return { codigo, promocao, recusa };
}

async function recusaDoCupom(db: Db, l: LinhaPromocao, e: { idSeller: number; idCliente: number | null; agora: Date }): Promise<string | null> {
  const fora = await foraDoAlcance(db, l, e.idSeller, diaChaveSP(e.agora));
  if (fora) return fora;
  if (l.limite_total !== null && (await usos(db, l.id, null)) >= l.limite_total) return 'Cupom esgotado';
  if (l.limite_por_cliente !== null || l.primeira_compra === 1) {
    if (e.idCliente === null) return 'Identifique o cliente para usar este cupom';
  }
  if (l.limite_por_cliente !== null && e.idCliente !== null && (await usos(db, l.id, e.idCliente)) >= l.limite_por_cliente) {
    return 'Este cliente já usou o cupom o máximo de vezes';
  }
  if (l.primeira_compra === 1 && e.idCliente !== null) {
    const anterior = await db
      .selectFrom('orders')
      .select('id')
      .where('id_cliente', '=', e.idCliente)
      .where('id_status', '!=', STATUS.cancelado.id)
      .limit(1)
      .executeTakeFirst();
    if (anterior) return 'Cupom só vale na primeira compra';
  }
  return null;
}

/** The seller's Pix key and installment rule. */
export async function dadosDaLoja(db: Db, idSeller: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'nome', 'cnpj', 'uf', 'municipio', 'pix_chave', 'parcelas_maximo', 'parcelas_sem_juros', 'juros_mensal', 'id_grupo'])
    .where('id', '=', idSeller)
    .executeTakeFirst();
}
