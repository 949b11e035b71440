/**
 * PUT /v2/vendas/lista-pedidos/impressao: the DANFEs or the picking list of the selected orders as
 * ONE PDF, so a single print job covers the batch. Every order printed gets a history entry and
 * the batch one security-log event.
 */
import type { Kysely } from 'kysely';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { MENSAGENS_PEDIDO, type ImprimirPedidosBody } from '@retaguarda/contrato/api/pedidoDetalhe';
import { buscarPedidoNfce } from '../consultas/nfce';
import { buscarPedidoCompleto, gravarEventosPedido, itensDoPedido, type NovoEventoPedido } from '../consultas/pedido';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { isoSP } from '../../../http/iso-sp';
import { gerarDanfesPdf, type NfceEntrada } from '../nfce';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import type { Autoria } from './cancelamento-nfce';
import { comoConflito, entradaDoPedido } from './nfce';
import { descreverEntrega, gerarSeparacaoPdf, type PedidoSeparacao } from './separacao-pdf';
import { transacao } from '../../../db/transacao';

export interface Impressao {
  pdf: Buffer;
  nomeArquivo: string;
}

const lista = (ids: readonly number[]) => ids.join(', ');

/** 404 naming the unknown orders, 403 when any belongs to a seller outside the user's group (nothing printed). */
function exigirTodos<T extends { id_seller: number }>(autoria: Autoria, ids: readonly number[], linhas: (T | undefined)[]): T[] {
  const faltam = ids.filter((_, i) => linhas[i] === undefined);
  if (faltam.length > 0) throw new ErroHttp(404, `${faltam.length === 1 ? 'Pedido não encontrado' : 'Pedidos não encontrados'}: ${lista(faltam)}`);
  const encontrados = linhas as T[];
  if (encontrados.some((p) => !autoria.usuario.id_sellers_mesmo_grupo.includes(p.id_seller))) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
  return encontrados;
}

async function danfes(db: Kysely<DB>, autoria: Autoria, ids: readonly number[], agora: Date): Promise<{ pdf: Buffer; eventos: NovoEventoPedido[] }> {
  const pedidos = exigirTodos(autoria, ids, await Promise.all(ids.map((id) => buscarPedidoNfce(db, id))));
  const semNfce = pedidos.filter((p) => p.nfce_numero === null || p.nfce_cancelada_em !== null).map((p) => p.id);
  if (semNfce.length > 0) throw new ErroHttp(409, `${MENSAGENS_PEDIDO.semDanfe} (${lista(semNfce)}). Desmarque ${semNfce.length === 1 ? 'esse pedido' : 'esses pedidos'} ou emita a NFC-e antes.`);
  const entradas: NfceEntrada[] = [];
  for (const p of pedidos) {
    if (p.nfce_numero === null || p.nfce_serie === null || p.nfce_chave === null || p.nfce_data_emissao === null) continue;
    entradas.push(await entradaDoPedido(db, p, { numero: p.nfce_numero, serie: p.nfce_serie, chave: p.nfce_chave, emitidaEm: new Date(p.nfce_data_emissao) }));
  }
  const pdf = await comoConflito(() => gerarDanfesPdf(entradas, { criadoEm: agora }));
  const em = agora.getTime();
  const eventos = pedidos.map((p): NovoEventoPedido => ({ id_pedido: p.id, tipo: 'impressao_danfe', em, id_usuario: autoria.usuario.id, descricao: `DANFE da NFC-e ${p.nfce_numero ?? ''} impresso` }));
  return { pdf, eventos };
}

async function separacao(db: Kysely<DB>, autoria: Autoria, ids: readonly number[], agora: Date): Promise<{ pdf: Buffer; eventos: NovoEventoPedido[] }> {
  const completos = await Promise.all(ids.map((id) => buscarPedidoCompleto(db, id)));
  const pedidos = exigirTodos(autoria, ids, completos.map((p) => (p ? { ...p, id_seller: p.id_pessoa } : undefined)));
  const folhas: PedidoSeparacao[] = [];
  for (const p of pedidos) {
    const itens = await itensDoPedido(db, p.id, p.valor_desconto);
    folhas.push({
      id: p.id,
      data: isoSP(p.data_pedido),
      cliente: p.cliente_nome ?? 'Consumidor não identificado',
      seller: p.nome_seller,
      entrega: descreverEntrega({ ...p, seller: p.nome_seller }),
      itens: itens.map((i) => ({ sku: i.sku, nome: i.nome, quantidade: i.quantidade })),
    });
  }
  const pdf = await gerarSeparacaoPdf(folhas, { criadoEm: agora });
  const em = agora.getTime();
  return { pdf, eventos: pedidos.map((p) => ({ id_pedido: p.id, tipo: 'impressao_separacao', em, id_usuario: autoria.usuario.id, descricao: 'Lista de separação impressa' })) };
}

export async function imprimirPedidos(db: Kysely<DB>, autoria: Autoria, b: ImprimirPedidosBody, agora: Date): Promise<Impressao> {
  const { pdf, eventos } = b.tipo === 'danfe' ? await danfes(db, autoria, b.ids, agora) : await separacao(db, autoria, b.ids, agora);
  await transacao(db, async (trx) => {
    await gravarEventosPedido(trx, eventos);
    await registrarEventoSeguranca(trx, {
      tipo: 'impressao',
      em: agora.getTime(),
      userId: autoria.usuario.id,
      email: autoria.usuario.email,
      ip: autoria.ip,
      detalhe: { tipo: b.tipo, pedidos: b.ids.length, ids: b.ids },
    });
  });
  const prefixo = b.tipo === 'danfe' ? 'DANFEs' : 'Separacao';
  return { pdf, nomeArquivo: `${prefixo}-${b.ids.length}-pedidos.pdf` };
}

/** The inline DANFE of one order opened for printing: a history entry and a security-log event. */
export async function registrarImpressaoDanfe(db: Kysely<DB>, autoria: Autoria, id: number, numero: number, agora: Date): Promise<void> {
  const em = agora.getTime();
  await transacao(db, async (trx) => {
    await gravarEventosPedido(trx, [{ id_pedido: id, tipo: 'impressao_danfe', em, id_usuario: autoria.usuario.id, descricao: `DANFE da NFC-e ${numero} impresso` }]);
    await registrarEventoSeguranca(trx, { tipo: 'impressao', em, userId: autoria.usuario.id, email: autoria.usuario.email, ip: autoria.ip, detalhe: { tipo: 'danfe', pedidos: 1, ids: [id] } });
  });
}
