/**
 * The NFC-e 4.00 XML (MOC 4.00, model 65) of an invoice issued in homologation.
 *
 * No SEFAZ is reachable from the reference server, so the document is never transmitted and
 * carries no <Signature>: signing needs the emitter's ICP-Brasil certificate, which only the real
 * product API holds. The returned metadata says so (`assinada: false`) and the document says it
 * twice, in infAdic and in the homologation texts the layout requires.
 */
import { CLIENT_VERSION } from '@retaguarda/contrato/api/versao';
import { toIsoSP } from '@retaguarda/contrato/br/dates';
import { isCpf, normalizeCnpj, normalizeCpf } from '@retaguarda/contrato/br/documents';
import { MODELO_NFCE, TP_EMIS_NORMAL } from './chave';
import {
  calcularTotais,
  centavosDecimal,
  conferirChave,
  NCM_SEM_CLASSIFICACAO,
  TPAG_POR_FORMA,
  type ItemCalculado,
  type NfceEntrada,
  type TotaisNfce,
} from './entrada';
import { TP_AMB_HOMOLOGACAO, urlConsultaChave, urlQrCode } from './ufs';

export const NAMESPACE_NFE = 'http://www.portalfiscal.inf.br/nfe';
/** In homologation the SEFAZ refuses an NFC-e whose first item does not carry this description. */
export const XPROD_HOMOLOGACAO = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
/** In homologation the consumer's name must be this text, whoever the consumer is. */
export const XNOME_DEST_HOMOLOGACAO = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const AVISO_HOMOLOGACAO = 'Documento emitido em ambiente de homologação, sem assinatura digital e sem valor fiscal';

export interface NfceXml {
  xml: string;
  chave: string;
  ambiente: 'homologacao';
  /** Always false: the reference server holds no certificate and signs nothing. */
  assinada: false;
  qrCode: string;
  urlChave: string;
  totais: TotaisNfce;
}

/** CRT 1, Simples Nacional: the regime whose ICMS group is the ICMSSN102 written on every item. */
const CRT_SIMPLES_NACIONAL = '1';
/** CFOP 5102: sale, inside the state, of goods bought from third parties. */
const CFOP_VENDA = '5102';
/** PIS/COFINS CST 07: no contribution on the invoice; Simples Nacional pays it in its single tax. */
const CST_PIS_COFINS = '07';
/** tpIntegra 2: card paid on a terminal not integrated with the point of sale. */
const TP_INTEGRA_POS = '2';
const CARTOES = new Set(['03', '04']);
const ZERO = '0.00';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Typography the layout's Latin-1 string pattern does not admit, mapped to its plain form. */
const TIPOGRAFIA: Readonly<Record<string, string>> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...' };

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Free text as the schema's TString accepts it: Latin-1 only, no control characters, no leading,
 * trailing or doubled spaces, at most `max` characters. Refuses what ends up empty, because every
 * field this is used for is required.
 */
export function texto(valor: string, max: number, campo: string): string {
  const limpo = valor
    .normalize('NFC')
    .replace(/[‘’“”–—…]/g, (c) => TIPOGRAFIA[c])
    .replace(/[^\x20-\x7e\xa1-\xff]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  if (limpo === '') throw new RangeError(`${campo}: texto vazio`);
  return limpo;
}

function digitos(valor: string, tamanho: number, campo: string): string {
  const d = valor.replace(/\D/g, '');
  if (d.length !== tamanho) throw new RangeError(`${campo} deve ter ${tamanho} dígitos: ${valor}`);
  return d;
}

/** One element with text content; the value is escaped here and nowhere else. */
export function t(nome: string, valor: string): string {
  return `<${nome}>${escapar(valor)}</${nome}>`;
}

/** One element with child elements (already serialised); null children are left out. */
export function g(nome: string, filhos: (string | null)[], atributos = ''): string {
  return `<${nome}${atributos}>${filhos.filter((f) => f !== null).join('')}</${nome}>`;
}

function ide(e: NfceEntrada, cUF: string, cNF: string, cDV: string): string {
  return g('ide', [
    t('cUF', cUF), t('cNF', cNF), t('natOp', 'VENDA'), t('mod', MODELO_NFCE), t('serie', String(e.serie)),
    t('nNF', String(e.numero)), t('dhEmi', toIsoSP(e.emitidaEm)), t('tpNF', '1'), t('idDest', '1'),
    t('cMunFG', e.emitente.municipioIbge), t('tpImp', '4'), t('tpEmis', TP_EMIS_NORMAL), t('cDV', cDV),
    t('tpAmb', TP_AMB_HOMOLOGACAO), t('finNFe', '1'), t('indFinal', '1'), t('indPres', '1'), t('procEmi', '0'),
    t('verProc', `Retaguarda ${CLIENT_VERSION}`),
  ]);
}

function emit(e: NfceEntrada, cUF: string): string {
  const { emitente: em } = e;
  const end = em.endereco;
  if (!/^\d{7}$/.test(em.municipioIbge) || !em.municipioIbge.startsWith(cUF)) {
    throw new RangeError(`Código IBGE do município não é de ${em.uf}: ${em.municipioIbge}`);
  }
  const ie = em.ie.trim().toUpperCase() === 'ISENTO' ? 'ISENTO' : em.ie.replace(/\D/g, '');
  const fone = end.telefone?.replace(/\D/g, '');
  return g('emit', [
    t('CNPJ', normalizeCnpj(em.cnpj) ?? em.cnpj),
    t('xNome', texto(em.razao, 60, 'Razão social')),
    em.fantasia ? t('xFant', texto(em.fantasia, 60, 'Nome fantasia')) : null,
    g('enderEmit', [
      t('xLgr', texto(end.logradouro, 60, 'Logradouro')), t('nro', texto(end.numero, 60, 'Número do endereço')),
      end.complemento ? t('xCpl', texto(end.complemento, 60, 'Complemento')) : null,
      t('xBairro', texto(end.bairro, 60, 'Bairro')), t('cMun', em.municipioIbge), t('xMun', texto(end.municipio, 60, 'Município')),
      t('UF', em.uf), t('CEP', digitos(end.cep, 8, 'CEP')), t('cPais', '1058'), t('xPais', 'Brasil'),
      fone && fone.length >= 6 && fone.length <= 14 ? t('fone', fone) : null,
    ]),
    t('IE', ie),
    t('CRT', CRT_SIMPLES_NACIONAL),
  ]);
}

/** Only with a CPF: the consumer's name alone identifies nobody, so the layout has no use for it. */
function dest(e: NfceEntrada): string | null {
  const informado = e.destinatario?.cpf;
  if (!informado) return null;
  const cpf = normalizeCpf(informado);
  if (cpf === null || !isCpf(cpf)) throw new RangeError(`CPF do destinatário inválido: ${informado}`);
  return g('dest', [t('CPF', cpf), t('xNome', XNOME_DEST_HOMOLOGACAO), t('indIEDest', '9')]);
}

function det(linha: ItemCalculado, indice: number): string {
  const { item } = linha;
  const descricao = texto(item.descricao, 120, `Descrição do item ${item.codigo}`);
  const quantidade = `${item.quantidade}.0000`;
  const unitario = centavosDecimal(item.valorUnitarioCentavos);
  const unidade = texto(item.unidade, 6, `Unidade do item ${item.codigo}`);
  const prod = g('prod', [
    t('cProd', texto(item.codigo, 60, 'Código do item')), t('cEAN', 'SEM GTIN'),
    t('xProd', indice === 0 ? XPROD_HOMOLOGACAO : descricao),
    t('NCM', item.ncm ? digitos(item.ncm, 8, `NCM do item ${item.codigo}`) : NCM_SEM_CLASSIFICACAO),
    t('CFOP', CFOP_VENDA), t('uCom', unidade), t('qCom', quantidade), t('vUnCom', unitario),
    t('vProd', centavosDecimal(linha.vProd)), t('cEANTrib', 'SEM GTIN'), t('uTrib', unidade), t('qTrib', quantidade),
    t('vUnTrib', unitario),
    linha.vFrete > 0 ? t('vFrete', centavosDecimal(linha.vFrete)) : null,
    linha.vDesc > 0 ? t('vDesc', centavosDecimal(linha.vDesc)) : null,
    t('indTot', '1'),
  ]);
  const imposto = g('imposto', [
    g('ICMS', [g('ICMSSN102', [t('orig', '0'), t('CSOSN', '102')])]),
    g('PIS', [g('PISNT', [t('CST', CST_PIS_COFINS)])]),
    g('COFINS', [g('COFINSNT', [t('CST', CST_PIS_COFINS)])]),
  ]);
  // The first item's own description gives way to the homologation text; keep it in infAdProd.
  const infAdProd = indice === 0 ? t('infAdProd', descricao) : null;
  return g('det', [prod, imposto, infAdProd], ` nItem="${indice + 1}"`);
}

function total(tot: TotaisNfce): string {
  const v = centavosDecimal;
  const zeros = (...nomes: string[]) => nomes.map((n) => t(n, ZERO));
  return g('total', [
    g('ICMSTot', [
      ...zeros('vBC', 'vICMS', 'vICMSDeson', 'vFCP', 'vBCST', 'vST', 'vFCPST', 'vFCPSTRet'),
      t('vProd', v(tot.vProd)), t('vFrete', v(tot.vFrete)), t('vSeg', ZERO), t('vDesc', v(tot.vDesc)),
      ...zeros('vII', 'vIPI', 'vIPIDevol', 'vPIS', 'vCOFINS', 'vOutro'),
      t('vNF', v(tot.vNF)),
    ]),
  ]);
}

function pag(e: NfceEntrada, tot: TotaisNfce): string {
  const detalhes = e.pagamentos.map((p) => {
    const tPag = TPAG_POR_FORMA[p.formaPagtoId];
    const cartao = CARTOES.has(tPag) ? g('card', [t('tpIntegra', TP_INTEGRA_POS)]) : null;
    return g('detPag', [t('tPag', tPag), t('vPag', centavosDecimal(p.valorCentavos)), cartao]);
  });
  return g('pag', [...detalhes, tot.vTroco > 0 ? t('vTroco', centavosDecimal(tot.vTroco)) : null]);
}

/** Builds the unsigned homologation XML; throws RangeError when the input cannot make a valid document. */
export function gerarNfceXml(entrada: NfceEntrada): NfceXml {
  const { uf, partes } = conferirChave(entrada);
  const totais = calcularTotais(entrada);
  const qrCode = urlQrCode(uf, entrada.chave);
  const urlChave = urlConsultaChave(uf);
  const infNFe = g(
    'infNFe',
    [
      ide(entrada, partes.cUF, partes.cNF, partes.cDV),
      emit(entrada, partes.cUF),
      dest(entrada),
      ...totais.itens.map(det),
      total(totais),
      g('transp', [t('modFrete', '9')]),
      pag(entrada, totais),
      g('infAdic', [t('infCpl', AVISO_HOMOLOGACAO)]),
    ],
    ` versao="4.00" Id="NFe${entrada.chave}"`,
  );
  const infNFeSupl = g('infNFeSupl', [t('qrCode', qrCode), t('urlChave', urlChave)]);
  // <Signature> would follow infNFeSupl; see the module comment for why there is none.
  const xml = `<?xml version="1.0" encoding="UTF-8"?><NFe xmlns="${NAMESPACE_NFE}">${infNFe}${infNFeSupl}</NFe>`;
  return { xml, chave: entrada.chave, ambiente: 'homologacao', assinada: false, qrCode, urlChave, totais };
}
