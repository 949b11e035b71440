/**
 * POST …/manual/charge: the payments that settle what is left of a manual order. Cards go to the
 * acquirer first (one transaction id per card of the request, derived from the Idempotency-Key);
 * if one is declined the others are voided and nothing else is written but the decline. Then, in
 * one transaction: the cash and card payments approved, the Pix and boleto charges pending, the
 * pending charges they replace cancelled, and the order Pago when nothing is left to pay.
 */
import type { Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { PARCELA_MINIMA_CENTAVOS, planoDeParcelas, type RegraParcelamento } from '@retaguarda/contrato/api/parcelamento';
import { FORMA_PAGTO_DA_FORMA, MENSAGENS_VENDA_MANUAL, type CobrarPedidoBody, type PagamentoCobranca } from '@retaguarda/contrato/api/vendaManual';
import { cardBrand } from '@retaguarda/contrato/br/cardBrand';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { formatCentavos, reaisParaCentavos } from '@retaguarda/contrato/br/money';
import type { DB, PagamentosPedidoTable } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import type { Insertable, Transaction } from 'kysely';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { dadosDaLoja } from '../consultas/carrinho';
import { pagamentosDoPedido, situacaoDaCobranca, travarPedido, valorAprovado } from '../consultas/pagamentos';
import { autorizar, estornar, type Autorizacao, type CartaoAutorizavel } from '../pagamentos/adquirente';
import { novaCobrancaPix, novoBoleto } from '../pagamentos/psp';
import { MENSAGENS_PEDIDO_CONCORRENCIA } from './mensagens';
import { emitirDesfecho } from './desfecho';
import { quitarSePago } from './quitacao';
import { exigirDisponivel } from '../../estoque/regras/pedido';

type Db = Kysely<DB>;
type NovoPagamento = Insertable<PagamentosPedidoTable>;
type PagamentoCartao = Extract<PagamentoCobranca, { forma: 'cartao_credito' | 'cartao_debito' }>;

const ehCartao = (p: PagamentoCobranca): p is PagamentoCartao => p.forma === 'cartao_credito' || p.forma === 'cartao_debito';

interface CartaoPronto {
  indice: number;
  pagamento: PagamentoCartao;
  autorizavel: CartaoAutorizavel;
  bandeira: string;
  ultimos4: string;
  parcelas: number;
  juros: number;
  /** A new card to keep for the client (after approval). */
  salvar: { validade: string; titular: string } | null;
}

/** MM/AA still valid in the month of `agora` (a card is good through the last day of its month). */
function vencido(validade: string, agora: Date): boolean {
  const [mm, aa] = validade.split('/').map(Number);
  const [ano, mes] = diaChaveSP(agora).split('-').map(Number);
  return 2000 + (aa ?? 0) < (ano ?? 0) || (2000 + (aa ?? 0) === ano && (mm ?? 0) < (mes ?? 0));
}

async function prepararCartao(db: Db, p: PagamentoCartao, indice: number, idCliente: number | null, regra: RegraParcelamento, agora: Date): Promise<CartaoPronto> {
  const campo = (nome: string) => [`pagamentos.${indice}.${nome}`];
  const parcelas = p.parcelas ?? 1;
  if (p.forma === 'cartao_debito' && parcelas !== 1) throw new ErroDeValidacao('body', campo('parcelas'), MENSAGENS_VENDA_MANUAL.parcelasNoDebito);
  if (parcelas > regra.maximo) throw new ErroDeValidacao('body', campo('parcelas'), MENSAGENS_VENDA_MANUAL.parcelasAcima(regra.maximo));
  const plano = planoDeParcelas(reaisParaCentavos(p.valor), parcelas, p.forma === 'cartao_debito' ? { ...regra, sem_juros_ate: 12 } : regra);
  if (parcelas > 1 && plano.valor_parcela < PARCELA_MINIMA_CENTAVOS) {
    throw new ErroDeValidacao('body', campo('parcelas'), `Parcela mínima de ${formatCentavos(PARCELA_MINIMA_CENTAVOS)}: escolha menos parcelas`);
  }
  if ('id_cartao_salvo' in p.cartao) {
    const salvo =
      idCliente === null
        ? undefined
        : await db.selectFrom('cartoes_salvos').selectAll().where('id', '=', p.cartao.id_cartao_salvo).where('id_cliente', '=', idCliente).executeTakeFirst();
    if (!salvo) throw new ErroDeValidacao('body', campo('cartao.id_cartao_salvo'), MENSAGENS_VENDA_MANUAL.cartaoSalvoNaoEncontrado);
    if (vencido(salvo.validade, agora)) throw new ErroDeValidacao('body', campo('cartao.id_cartao_salvo'), MENSAGENS_VENDA_MANUAL.cartaoVencido);
    return { indice, pagamento: p, autorizavel: { token: salvo.token }, bandeira: salvo.bandeira, ultimos4: salvo.ultimos4, parcelas, juros: plano.juros, salvar: null };
  }
  const c = p.cartao;
  if (vencido(c.validade, agora)) throw new ErroDeValidacao('body', campo('cartao.validade'), MENSAGENS_VENDA_MANUAL.cartaoVencido);
  const bandeira = cardBrand(c.numero);
  const digitosCvv = bandeira === 'American Express' ? 4 : 3;
  if (c.cvv.length !== digitosCvv) throw new ErroDeValidacao('body', campo('cartao.cvv'), MENSAGENS_VENDA_MANUAL.cvvDaBandeira(digitosCvv));
  return {
    indice,
    pagamento: p,
    autorizavel: { numero: c.numero },
    bandeira: bandeira === 'Unknown' ? 'Cartão' : bandeira,
    ultimos4: c.numero.slice(-4),
    parcelas,
    juros: plano.juros,
    salvar: c.salvar && idCliente !== null ? { validade: c.validade, titular: c.titular.toUpperCase() } : null,
  };
}

/** One row at a time, so each payment's id is known for its outcome's event. */
async function inserirPagamentos(trx: Transaction<DB>, linhas: NovoPagamento[], em: number): Promise<void> {
  for (const linha of linhas) {
    const { id } = await trx.insertInto('pagamentos_pedido').values(linha).returning('id').executeTakeFirstOrThrow();
    await emitirDesfecho(trx, { id, id_pedido: linha.id_pedido, forma: linha.forma, valor: linha.valor, situacao: linha.situacao, motivo: linha.motivo ?? null }, em);
  }
}

export interface PedidoParaCobrar {
  id: number;
  id_seller: number;
  id_cliente: number | null;
  canal: string;
  id_status: number;
  valor_total: number;
}

/** The order, if the user's group may charge it: another group's order answers as a missing one. */
export async function pedidoParaCobrar(db: Db, usuario: UsuarioSessao, id: number): Promise<PedidoParaCobrar> {
  const o = await db.selectFrom('orders').select(['id', 'id_seller', 'id_cliente', 'canal', 'id_status', 'valor_total']).where('id', '=', id).executeTakeFirst();
  if (!o || !usuario.id_sellers_mesmo_grupo.includes(o.id_seller)) throw new ErroHttp(404, 'Pedido não encontrado');
  return o;
}

export async function cobrar(db: Db, usuario: UsuarioSessao, corpo: CobrarPedidoBody, chave: string, agora: Date, simulacao: boolean) {
  const pedido = await pedidoParaCobrar(db, usuario, corpo.id_pedido);
  if (pedido.canal !== 'manual') throw new ErroHttp(409, MENSAGENS_VENDA_MANUAL.pedidoNaoManual);
  if (pedido.id_status !== STATUS.aguardandoPagamento.id) throw new ErroHttp(409, MENSAGENS_VENDA_MANUAL.pedidoSemCobranca);
  const restante = pedido.valor_total - valorAprovado(await pagamentosDoPedido(db, pedido.id));
  const soma = corpo.pagamentos.reduce((s, p) => s + reaisParaCentavos(p.valor), 0);
  if (soma !== restante) throw new ErroDeValidacao('body', ['pagamentos'], MENSAGENS_VENDA_MANUAL.somaDiferente(formatCentavos(soma), formatCentavos(restante)));
  corpo.pagamentos.forEach((p, i) => {
    if (p.forma === 'dinheiro' && reaisParaCentavos(p.valor_recebido) < reaisParaCentavos(p.valor)) {
      throw new ErroDeValidacao('body', [`pagamentos.${i}.valor_recebido`], MENSAGENS_VENDA_MANUAL.recebidoMenor);
    }
  });
  const loja = await dadosDaLoja(db, pedido.id_seller);
  if (!loja) throw new ErroHttp(404, 'Pedido não encontrado');
  // sold out since the order was taken: say so before the customer is charged
  await exigirDisponivel(db, pedido);
  const regra: RegraParcelamento = { maximo: loja.parcelas_maximo, sem_juros_ate: loja.parcelas_sem_juros, juros_mensal_centesimos: loja.juros_mensal };
  const cartoes: CartaoPronto[] = [];
  for (const [i, p] of corpo.pagamentos.entries()) if (ehCartao(p)) cartoes.push(await prepararCartao(db, p, i, pedido.id_cliente, regra, agora));

  // The acquirer, outside any transaction of ours: what it approves stays approved until voided.
  const autorizacoes: { cartao: CartaoPronto; idTransacao: string; a: Autorizacao }[] = [];
  for (const cartao of cartoes) {
    const idTransacao = `${usuario.id}:${chave}:${cartao.indice}`;
    const a = await autorizar(db, idTransacao, cartao.autorizavel, reaisParaCentavos(cartao.pagamento.valor) + cartao.juros, agora);
    autorizacoes.push({ cartao, idTransacao, a });
    if (!a.aprovado) break;
  }
  const recusada = autorizacoes.find((x) => !x.a.aprovado);
  if (recusada) for (const x of autorizacoes) if (x.a.aprovado) await estornar(db, x.idTransacao);

  const em = agora.getTime();
  const linhaCartao = (x: (typeof autorizacoes)[number], situacao: string, motivo: string | null): NovoPagamento => ({
    id_pedido: pedido.id,
    forma: x.cartao.pagamento.forma,
    id_forma_pagto: FORMA_PAGTO_DA_FORMA[x.cartao.pagamento.forma].id,
    valor: reaisParaCentavos(x.cartao.pagamento.valor),
    situacao,
    motivo,
    parcelas: x.cartao.parcelas,
    juros: x.cartao.juros,
    bandeira: x.cartao.bandeira,
    ultimos4: x.cartao.ultimos4,
    token_cartao: x.a.token,
    autorizacao: x.a.autorizacao,
    pago_em: situacao === 'aprovado' ? em : null,
    id_usuario: usuario.id,
    criado_em: em,
  });

  try {
    await transacao(db, async (trx) => {
      const atual = await travarPedido(trx, pedido.id);
      if (atual?.id_status !== STATUS.aguardandoPagamento.id) throw new ErroHttp(409, MENSAGENS_PEDIDO_CONCORRENCIA);
      if (recusada) {
        // only the decline is kept (and the voided approvals of the same request, as cancelled)
        const linhas = autorizacoes.map((x) => (x === recusada ? linhaCartao(x, 'recusado', x.a.motivo) : linhaCartao(x, 'cancelado', 'Estornado: outro cartão desta cobrança foi recusado')));
        await inserirPagamentos(trx, linhas, em);
        return;
      }
      await trx
        .updateTable('pagamentos_pedido')
        .set({ situacao: 'cancelado', motivo: 'Substituído por uma nova cobrança' })
        .where('id_pedido', '=', pedido.id)
        .where('situacao', '=', 'pendente')
        .execute();
      const linhas: NovoPagamento[] = corpo.pagamentos.map((p, i) => {
        const base = { id_pedido: pedido.id, forma: p.forma, id_forma_pagto: FORMA_PAGTO_DA_FORMA[p.forma].id, valor: reaisParaCentavos(p.valor), id_usuario: usuario.id, criado_em: em };
        if (ehCartao(p)) {
          const x = autorizacoes.find((a) => a.cartao.indice === i);
          if (!x) throw new Error('Cartão sem autorização');
          return linhaCartao(x, 'aprovado', null);
        }
        if (p.forma === 'dinheiro') return { ...base, situacao: 'aprovado', valor_recebido: reaisParaCentavos(p.valor_recebido), pago_em: em };
        if (p.forma === 'pix') {
          const pix = novaCobrancaPix(loja, base.valor, agora);
          return { ...base, situacao: 'pendente', referencia: pix.referencia, pix_copia_e_cola: pix.copiaECola, expira_em: pix.expiraEm };
        }
        const boleto = novoBoleto(base.valor, agora);
        return { ...base, situacao: 'pendente', referencia: boleto.referencia, boleto_linha: boleto.linha, vencimento: boleto.vencimento, expira_em: boleto.expiraEm };
      });
      await inserirPagamentos(trx, linhas, em);
      for (const x of autorizacoes) {
        const s = x.cartao.salvar;
        if (!s || !x.a.token || pedido.id_cliente === null) continue;
        await trx
          .insertInto('cartoes_salvos')
          .values({ id_cliente: pedido.id_cliente, token: x.a.token, bandeira: x.cartao.bandeira, ultimos4: x.cartao.ultimos4, validade: s.validade, titular: s.titular, criado_em: em })
          .onConflict((oc) => oc.columns(['id_cliente', 'bandeira', 'ultimos4', 'validade']).doUpdateSet({ token: x.a.token ?? '', titular: s.titular }))
          .execute();
      }
      await quitarSePago(trx, pedido.id, usuario.id, em, 'Pagamento aprovado');
    });
  } catch (erro) {
    // the order moved on under us: the approvals are given back
    for (const x of autorizacoes) if (x.a.aprovado) await estornar(db, x.idTransacao);
    throw erro;
  }
  return situacaoDaCobranca(db, pedido.id, agora, simulacao);
}
