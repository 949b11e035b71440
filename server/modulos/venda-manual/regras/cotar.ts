/**
 * A cart priced for the signed-in user (PUT …/manual/cotacao, and again inside the create): every
 * reference checked against the user's seller group, the line discounts against the user's
 * limit, then ../precificacao/precificar.ts.
 */
import type { Kysely } from 'kysely';
import { MENSAGENS_VENDA_MANUAL, type CarrinhoBody, type PrecoPedido } from '@retaguarda/contrato/api/vendaManual';
import { formatPercentualCentesimos } from '@retaguarda/contrato/br/decimal';
import { centavosParaReais, reaisParaCentavos } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { avaliarCupom, clienteDoGrupo, dadosDaLoja, produtosDoGrupo, promocoesAutomaticas, type ProdutoDoCarrinho } from '../consultas/carrinho';
import { precificar, type Preco } from '../precificacao/precificar';
import { estoqueDisponivel } from '../consultas/produtos';
import { vendeSemEstoque } from '../../estoque/regras/movimentar';

export interface Cotacao {
  preco: Preco;
  resposta: PrecoPedido;
  loja: NonNullable<Awaited<ReturnType<typeof dadosDaLoja>>>;
  cliente: { id: number; nome: string } | null;
  produtos: Map<number, ProdutoDoCarrinho>;
}

async function descontoMaximo(db: Kysely<DB>, idUsuario: number): Promise<number> {
  const u = await db.selectFrom('users').select('desconto_maximo').where('id', '=', idUsuario).executeTakeFirst();
  return u?.desconto_maximo ?? 0;
}

export async function cotar(db: Kysely<DB>, usuario: UsuarioSessao, c: CarrinhoBody, agora: Date): Promise<Cotacao> {
  if (!usuario.id_sellers_mesmo_grupo.includes(c.id_seller)) throw new ErroHttp(403, MENSAGENS_VENDA_MANUAL.lojaForaDoGrupo);
  const loja = await dadosDaLoja(db, c.id_seller);
  if (!loja) throw new ErroHttp(403, MENSAGENS_VENDA_MANUAL.lojaForaDoGrupo);
  const cliente = c.id_cliente === null ? null : ((await clienteDoGrupo(db, usuario.id_grupo, c.id_cliente)) ?? null);
  // another group's client answers as a missing one
  if (c.id_cliente !== null && !cliente) throw new ErroDeValidacao('body', ['id_cliente'], MENSAGENS_VENDA_MANUAL.clienteNaoEncontrado);

  const limite = await descontoMaximo(db, usuario.id);
  const produtos = await produtosDoGrupo(db, usuario.id_grupo, c.itens.map((i) => i.id_produto));
  const linhas = c.itens.map((item, i) => {
    const produto = produtos.get(item.id_produto);
    if (!produto) throw new ErroDeValidacao('body', [`itens.${i}.id_produto`], MENSAGENS_VENDA_MANUAL.produtoNaoEncontrado(item.id_produto));
    if (!produto.a_venda) throw new ErroDeValidacao('body', [`itens.${i}.id_produto`], MENSAGENS_VENDA_MANUAL.produtoIndisponivel(produto.nome));
    const descontoCentesimos = Math.round((item.desconto_percentual ?? 0) * 100);
    if (descontoCentesimos > limite) throw new ErroDeValidacao('body', [`itens.${i}.desconto_percentual`], MENSAGENS_VENDA_MANUAL.descontoAcimaDoLimite(formatPercentualCentesimos(limite)));
    return { produto, quantidade: item.quantidade, descontoCentesimos };
  });

  const automaticas = await promocoesAutomaticas(db, usuario.id_grupo, c.id_seller, agora);
  const cupom = c.cupom ? await avaliarCupom(db, { idGrupo: usuario.id_grupo, idSeller: c.id_seller, idCliente: c.id_cliente, codigo: c.cupom, agora }) : null;
  const frete = c.entrega.tipo === 'entrega' ? reaisParaCentavos(c.entrega.frete) : 0;
  const preco = precificar({ linhas, automaticas, cupom, freteCentavos: frete });
  // the lines' stock in this store, so the clerk sees a shortage before the order is created
  const estoque = { disponivel: await estoqueDisponivel(db, c.id_seller, [...produtos.keys()]), vendeSemEstoque: await vendeSemEstoque(db, c.id_seller) };
  return { preco, resposta: paraResposta(preco, limite, loja, estoque), loja, cliente, produtos };
}

const r = centavosParaReais;

function paraResposta(p: Preco, limite: number, loja: Cotacao['loja'], estoque: { disponivel: Map<number, number>; vendeSemEstoque: boolean }): PrecoPedido {
  return {
    itens: p.linhas.map((l) => ({
      id_produto: l.produto.id,
      sku: l.produto.sku,
      nome: l.produto.nome,
      quantidade: l.quantidade,
      valor_unitario: r(l.produto.preco),
      desconto_manual: r(l.manual),
      desconto_promocao: r(l.promocao),
      desconto_cupom: r(l.cupom),
      valor_desconto: r(l.manual + l.promocao + l.cupom),
      valor_total: r(l.bruto - l.manual - l.promocao - l.cupom),
      promocao: l.nomePromocao,
      estoque_disponivel: estoque.disponivel.get(l.produto.id) ?? 0,
    })),
    promocoes: p.promocoes.map((x) => ({ id: x.id, descricao: x.descricao, valor: r(x.valor) })),
    cupom: p.cupom ? { codigo: p.cupom.codigo, aplicado: p.cupom.aplicado, motivo: p.cupom.motivo, descricao: p.cupom.descricao, valor: r(p.cupom.valor) } : null,
    valor_produtos: r(p.produtos),
    valor_desconto: r(p.desconto),
    valor_frete: r(p.frete),
    valor_total: r(p.total),
    desconto_maximo_percentual: limite / 100,
    parcelamento: { maximo: loja.parcelas_maximo, sem_juros_ate: loja.parcelas_sem_juros, juros_mensal_centesimos: loja.juros_mensal },
    vende_sem_estoque: estoque.vendeSemEstoque,
  };
}
