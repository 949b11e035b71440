/**
 * Issue and documents of an order's NFC-e, on the pure core of ../nfce. Homologation only and
 * unsigned (see server/modulos/pedidos/nfce/xml.ts): the real product API signs and transmits to the SEFAZ.
 */
import type { Kysely } from 'kysely';
import { MENSAGENS_PEDIDO, type EmitirNfceResposta } from '@retaguarda/contrato/api/pedidoDetalhe';
import { buscarCliente, buscarEmitente, buscarPedidoNfce, gravarNfce, proximoNumeroNfce, xmlArmazenado, type PedidoNfce } from '../consultas/nfce';
import { gravarEventosPedido, itensDoPedido, pagamentosAprovados } from '../consultas/pedido';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { isoSP } from '../../../http/iso-sp';
import { gerarDanfePdf, gerarNfceXml, montarChave, type NfceEntrada } from '../nfce';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import type { Autoria } from './cancelamento-nfce';
import { exigirPedidoDoGrupo, motivoSemNfce } from './regras';
import { transacao } from '../../../db/transacao';

interface NumeroNfce {
  numero: number;
  serie: number;
  chave: string;
  emitidaEm: Date;
}

export async function entradaDoPedido(db: Kysely<DB>, p: PedidoNfce, n: NumeroNfce): Promise<NfceEntrada> {
  const [s, cliente, itens, pagos] = await Promise.all([
    buscarEmitente(db, p.id_seller),
    buscarCliente(db, p.id_cliente),
    itensDoPedido(db, p.id, p.valor_desconto),
    pagamentosAprovados(db, p.id),
  ]);
  return {
    emitente: {
      cnpj: s.cnpj,
      razao: s.razao_social || s.nome,
      fantasia: s.nome,
      ie: s.ie,
      uf: s.uf,
      municipioIbge: s.municipio_ibge,
      endereco: {
        logradouro: s.logradouro,
        numero: s.numero,
        complemento: s.complemento ?? undefined,
        bairro: s.bairro,
        municipio: s.municipio,
        cep: s.cep,
        telefone: s.telefone ?? undefined,
      },
    },
    destinatario: cliente ? { cpf: cliente.cpf, nome: cliente.nome } : null,
    itens: itens.map((i) => ({
      codigo: i.sku,
      descricao: i.nome,
      ncm: i.ncm ?? undefined,
      quantidade: i.quantidade,
      unidade: i.unidade,
      valorUnitarioCentavos: i.preco_unitario,
      descontoCentavos: i.desconto,
    })),
    freteCentavos: p.valor_frete,
    // the split payment as charged; cash as received, its change printed as vTroco
    pagamentos: pagos.length > 0 ? pagos.map((x) => ({ formaPagtoId: x.id_forma_pagto, valorCentavos: x.valor_recebido ?? x.valor })) : [{ formaPagtoId: p.id_forma_pagto, valorCentavos: p.valor_total }],
    numero: n.numero,
    serie: n.serie,
    emitidaEm: n.emitidaEm,
    chave: n.chave,
  };
}

/** The core throws RangeError on data that cannot make a valid document (e.g. missing fiscal data). */
export async function comoConflito<T>(gerar: () => T | Promise<T>): Promise<T> {
  try {
    return await gerar();
  } catch (e) {
    if (e instanceof RangeError) throw new ErroHttp(409, `Não foi possível montar a NFC-e: ${e.message}`);
    throw e;
  }
}

/**
 * POST /v2/nfce/emitir/nped: next number of the seller's series, key, XML, stored in one
 * transaction with the order's history entry and the security log; refused (409, with the reason
 * of contrato/api/regrasNfce.ts) for an order not paid, cancelled, returned, already invoiced or
 * shipped (a sale with delivery needs an NF-e, model 55).
 */
export async function emitirNfce(db: Kysely<DB>, autoria: Autoria, id: number, agora: Date): Promise<EmitirNfceResposta> {
  const { usuario } = autoria;
  return transacao(db, async (trx) => {
    const p = exigirPedidoDoGrupo(usuario, await buscarPedidoNfce(trx, id));
    const motivo = motivoSemNfce(p);
    if (motivo) throw new ErroHttp(409, motivo);
    const s = await buscarEmitente(trx, p.id_seller);
    const numero = await proximoNumeroNfce(trx, s.id, s.nfce_serie);
    const chave = await comoConflito(() => montarChave({ uf: s.uf, emitidaEm: agora, cnpj: s.cnpj, serie: s.nfce_serie, numero }));
    const n: NumeroNfce = { numero, serie: s.nfce_serie, chave, emitidaEm: agora };
    const entrada = await entradaDoPedido(trx, p, n);
    const { xml } = await comoConflito(() => gerarNfceXml(entrada));
    const em = agora.getTime();
    if (!(await gravarNfce(trx, id, { ...n, emitidaEm: em, xml }))) throw new ErroHttp(409, MENSAGENS_PEDIDO.nfceJaEmitida);
    await gravarEventosPedido(trx, [{ id_pedido: id, tipo: 'nfce_emitida', em, id_usuario: usuario.id, descricao: `NFC-e ${numero} (série ${n.serie}) autorizada (homologação)` }]);
    await registrarEventoSeguranca(trx, { tipo: 'nfce_emitida', em, userId: usuario.id, email: usuario.email, ip: autoria.ip, detalhe: { id_pedido: id, numero, serie: n.serie } });
    return { id_pedido: id, nfce: { numero, serie: n.serie, chave, data_emissao: isoSP(agora.getTime()) }, ambiente: 'homologacao', assinada: false };
  });
}

export interface DocumentoNfce {
  numero: number;
  serie: number;
  chave: string;
  conteudo: Buffer | string;
}

async function nfceDoPedido(db: Kysely<DB>, usuario: UsuarioSessao, id: number): Promise<{ p: PedidoNfce; n: NumeroNfce }> {
  const p = exigirPedidoDoGrupo(usuario, await buscarPedidoNfce(db, id));
  if (p.nfce_numero === null || p.nfce_serie === null || p.nfce_chave === null || p.nfce_data_emissao === null) {
    throw new ErroHttp(404, MENSAGENS_PEDIDO.semNfce);
  }
  return { p, n: { numero: p.nfce_numero, serie: p.nfce_serie, chave: p.nfce_chave, emitidaEm: new Date(p.nfce_data_emissao) } };
}

/** The XML as issued; for an invoice issued elsewhere (the demo's), rebuilt from the order. */
export async function xmlNfce(db: Kysely<DB>, usuario: UsuarioSessao, id: number): Promise<DocumentoNfce> {
  const { p, n } = await nfceDoPedido(db, usuario, id);
  const armazenado = await xmlArmazenado(db, id);
  const xml = armazenado ?? (await comoConflito(async () => gerarNfceXml(await entradaDoPedido(db, p, n)).xml));
  return { ...n, conteudo: xml };
}

/** The DANFE NFC-e (80 mm receipt) of the order's invoice. */
export async function pdfNfce(db: Kysely<DB>, usuario: UsuarioSessao, id: number): Promise<DocumentoNfce> {
  const { p, n } = await nfceDoPedido(db, usuario, id);
  const entrada = await entradaDoPedido(db, p, n);
  return { ...n, conteudo: await comoConflito(() => gerarDanfePdf(entrada)) };
}
