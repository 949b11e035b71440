import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { BUSCA_SO_NUMERO } from '@retaguarda/contrato/api/buscaPedidos';
import { normalizeCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import { termosDaBusca } from '../../../db/busca-por-palavras';
import type { Dialeto } from '../../../db/dialeto';
import { chaveTexto } from '../../../db/funcoes';
import { TELEFONE_DIGITOS } from '../../../db/migracoes/2026-11-23-05-busca-e-ordenacao';
import type { DB } from '../../../db/schema';

/**
 * What the one search box may mean, read from its shape: 44 digits are an NFC-e access
 * key; a CPF or CNPJ typed in full (mask or not) is the client's document; 10 or 11 digits a
 * phone with area code; up to 9 digits an order or NFC-e number; an '@' an e-mail; anything else
 * part of the client's name. A shape that fits several readings searches them all.
 */
export interface Chaves {
  chaveNfce?: string;
  documento?: string;
  telefone?: string;
  numero?: number;
  email?: string;
  /** Name words of three or more characters (trigram index). */
  palavras?: string[];
  /** Name text when every word is shorter than three characters (scan of the clients). */
  trechoCurto?: string;
}

export function lerBusca(busca: string): Chaves {
  const texto = busca.trim();
  if (texto === '') return {};
  if (texto.includes('@')) return { email: texto.toLowerCase() };
  const documento = normalizeCpfCnpj(texto) ?? undefined;
  if (BUSCA_SO_NUMERO.test(texto)) {
    const digitos = onlyDigits(texto);
    const c: Chaves = {};
    if (digitos.length === 44) c.chaveNfce = digitos;
    if (documento) c.documento = documento;
    if (digitos.length === 10 || digitos.length === 11) c.telefone = digitos;
    if (/^\d{1,9}$/.test(texto)) c.numero = Number(texto);
    return c;
  }
  if (documento) return { documento };
  const { palavras } = termosDaBusca(texto);
  return palavras.length > 0 ? { palavras } : { trechoCurto: chaveTexto(texto) };
}

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search as one condition on `orders as o`, each reading through its own index (the order's
 * rowid, the NFC-e number and key, and the clients by document, e-mail, phone or name); null
 * when the text reads as nothing searchable, which matches no order.
 */
export function condicaoBusca(d: Dialeto, busca: string, opcoes: { ampla?: boolean } = {}) {
  const k = lerBusca(busca);
  // A broad search walks the sort index (see buscaAmpla): the unary plus keeps SQLite off the
  // client index, which it would otherwise prefer, sorting every match.
  const cliente = opcoes.ampla ? d.semIndice(sql.ref('o.id_cliente')) : sql.ref('o.id_cliente');
  return (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>): Expression<SqlBool> => {
    const ou: Expression<SqlBool>[] = [];
    if (k.numero !== undefined) ou.push(eb('o.id', '=', k.numero), eb('o.nfce_numero', '=', k.numero));
    if (k.chaveNfce) ou.push(eb('o.nfce_chave', '=', k.chaveNfce));
    const clientes: Expression<SqlBool>[] = [];
    if (k.documento) clientes.push(sql<SqlBool>`cpf = ${k.documento}`);
    if (k.telefone) clientes.push(sql<SqlBool>`${sql.raw(TELEFONE_DIGITOS)} = ${k.telefone}`);
    if (k.email) clientes.push(sql<SqlBool>`lower(email) = ${k.email}`);
    if (k.trechoCurto) clientes.push(sql<SqlBool>`chave_texto(nome) LIKE ${`%${escaparLike(k.trechoCurto)}%`} ESCAPE '\\'`);
    if (clientes.length > 0) {
      ou.push(sql<SqlBool>`${cliente} IN (SELECT id FROM clients WHERE ${sql.join(clientes, sql` OR `)})`);
    }
    if (k.palavras) {
      ou.push(sql<SqlBool>`${cliente} IN (${d.idsComPalavras('clients', ['nome'], k.palavras)})`);
    }
    return ou.length > 0 ? eb.or(ou) : sql<SqlBool>`1 = 0`;
  };
}
