/**
 * What an NFC-e is made of, as the issue route hands it over, and the totals the XML and the DANFE
 * both print. Computing the totals once here keeps the two documents from ever disagreeing.
 * Every amount is integer centavos; nothing here does float arithmetic on money.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { FORMAS_PAGTO } from '@retaguarda/contrato/api/catalogos';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { normalizeCnpj } from '@retaguarda/contrato/br/documents';
import { formatCentavos } from '@retaguarda/contrato/br/money';
import { validarChave, type PartesChave } from './chave';
import { isSiglaUf, UFS, type SiglaUf } from './ufs';

export interface EnderecoEmitente {
  logradouro: string;
  numero: string;
  complemento?: string;
  bairro: string;
  /** Name of the city (xMun); its IBGE code is `municipioIbge` of the emitter. */
  municipio: string;
  cep: string;
  telefone?: string;
}

export interface EmitenteNfce {
  cnpj: string;
  razao: string;
  fantasia?: string;
  /** Inscrição estadual, digits only or 'ISENTO'. */
  ie: string;
  uf: string;
  /** Seven-digit IBGE code of the city (cMunFG and cMun). */
  municipioIbge: string;
  endereco: EnderecoEmitente;
}

export interface DestinatarioNfce {
  cpf?: string | null;
  nome?: string | null;
}

export interface ItemNfce {
  codigo: string;
  descricao: string;
  /** Eight-digit Mercosur code; a product without one gets NCM_SEM_CLASSIFICACAO. */
  ncm?: string;
  /** Whole units: the order items store integer quantities. */
  quantidade: number;
  unidade: string;
  valorUnitarioCentavos: number;
  /** Discount on the whole line, not per unit. */
  descontoCentavos: number;
}

export interface PagamentoNfce {
  /** Id from FORMAS_PAGTO. */
  formaPagtoId: number;
  valorCentavos: number;
}

export interface NfceEntrada {
  emitente: EmitenteNfce;
  destinatario: DestinatarioNfce | null;
  itens: ItemNfce[];
  freteCentavos: number;
  pagamentos: PagamentoNfce[];
  numero: number;
  serie: number;
  emitidaEm: Date;
  /** Built beforehand with montarChave from the same emitter, series, number and instant. */
  chave: string;
}

export interface ItemCalculado {
  item: ItemNfce;
  vProd: number;
  vDesc: number;
  /** This line's share of the order's freight: the layout wants the total to be the sum of the lines. */
  vFrete: number;
  /** What the line costs the customer: vProd − vDesc + vFrete. */
  vLiquido: number;
}

export interface TotaisNfce {
  itens: ItemCalculado[];
  quantidadeItens: number;
  vProd: number;
  vDesc: number;
  vFrete: number;
  vNF: number;
  vPago: number;
  vTroco: number;
}

/**
 * For a product whose NCM is not known yet (products.ncm is nullable). A real emitter must send each
 * item's code (SEFAZ rejects an unknown NCM); this placeholder only keeps the XML within the schema's pattern.
 */
export const NCM_SEM_CLASSIFICACAO = '00000000';

/** tPag of each payment method (MOC 4.00, YA02). Vale-compra is store credit (05), not a meal voucher (10). */
export const TPAG_POR_FORMA: Readonly<Record<number, string>> = {
  [FORMAS_PAGTO.dinheiro.id]: '01',
  [FORMAS_PAGTO.credito.id]: '03',
  [FORMAS_PAGTO.debito.id]: '04',
  [FORMAS_PAGTO.valeCompra.id]: '05',
  [FORMAS_PAGTO.boleto.id]: '15',
  [FORMAS_PAGTO.pix.id]: '17',
};

const DESCRICAO_FORMA = new Map<number, string>(Object.values(FORMAS_PAGTO).map((f) => [f.id, f.descricao]));

export function descricaoFormaPagto(id: number): string {
  return DESCRICAO_FORMA.get(id) ?? `Forma ${id}`;
}

/** "1234.50" from 123450, by moving the decimal point in the digit string. */
export function centavosDecimal(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Valor em centavos não inteiro: ${centavos}`);
  const digitos = String(Math.abs(centavos)).padStart(3, '0');
  return `${centavos < 0 ? '-' : ''}${digitos.slice(0, -2)}.${digitos.slice(-2)}`;
}

function exigirInteiro(valor: number, nome: string, minimo = 0): void {
  if (!Number.isSafeInteger(valor) || valor < minimo) throw new RangeError(`Valor inválido para ${nome}: ${valor}`);
}

/** Splits `total` in proportion to `pesos`, the rounding left on the last share, in exact integers. */
export function ratear(total: number, pesos: number[]): number[] {
  const soma = pesos.reduce((a, b) => a + b, 0);
  if (soma === 0) return pesos.map((_, i) => (i === 0 ? total : 0));
  let distribuido = 0;
  return pesos.map((peso, i) => {
    if (i === pesos.length - 1) return total - distribuido;
    const parte = Number((BigInt(total) * BigInt(peso)) / BigInt(soma));
    distribuido += parte;
    return parte;
  });
}

export function calcularTotais(entrada: NfceEntrada): TotaisNfce {
  // The layout allows 990 det; an empty invoice is not an invoice.
  if (entrada.itens.length === 0 || entrada.itens.length > 990) throw new RangeError('A NFC-e tem de 1 a 990 itens');
  exigirInteiro(entrada.freteCentavos, 'frete');
  const linhas = entrada.itens.map((item) => {
    exigirInteiro(item.quantidade, `quantidade do item ${item.codigo}`, 1);
    exigirInteiro(item.valorUnitarioCentavos, `valor unitário do item ${item.codigo}`);
    exigirInteiro(item.descontoCentavos, `desconto do item ${item.codigo}`);
    const vProd = item.quantidade * item.valorUnitarioCentavos;
    exigirInteiro(vProd, `valor do item ${item.codigo}`);
    if (item.descontoCentavos > vProd) throw new RangeError(`Desconto maior que o valor do item ${item.codigo}`);
    return { item, vProd, vDesc: item.descontoCentavos };
  });
  const fretes = ratear(entrada.freteCentavos, linhas.map((l) => l.vProd));
  const itens = linhas.map((l, i) => ({ ...l, vFrete: fretes[i], vLiquido: l.vProd - l.vDesc + fretes[i] }));
  const soma = (f: (i: ItemCalculado) => number) => itens.reduce((acc, i) => acc + f(i), 0);
  const vNF = soma((i) => i.vLiquido);

  if (entrada.pagamentos.length === 0) throw new RangeError('A NFC-e precisa de ao menos uma forma de pagamento');
  for (const p of entrada.pagamentos) {
    if (TPAG_POR_FORMA[p.formaPagtoId] === undefined) throw new RangeError(`Forma de pagamento desconhecida: ${p.formaPagtoId}`);
    exigirInteiro(p.valorCentavos, 'pagamento');
  }
  const vPago = entrada.pagamentos.reduce((acc, p) => acc + p.valorCentavos, 0);
  if (vPago < vNF) throw new RangeError(`Pagamentos (${formatCentavos(vPago)}) não cobrem o total da nota (${formatCentavos(vNF)})`);
  return {
    itens,
    quantidadeItens: itens.length,
    vProd: soma((i) => i.vProd),
    vDesc: soma((i) => i.vDesc),
    vFrete: entrada.freteCentavos,
    vNF,
    vPago,
    vTroco: vPago - vNF,
  };
}

/**
 * The key's fields, after checking the key belongs to this invoice: a key built for another
 * emitter, series, number or month would make the document contradict itself.
 */
export function conferirChave(entrada: NfceEntrada): { uf: SiglaUf; partes: PartesChave } {
  const r = validarChave(entrada.chave);
  if (!r.ok) throw new RangeError(r.motivo);
  const { uf } = entrada.emitente;
  if (!isSiglaUf(uf)) throw new RangeError(`UF desconhecida: ${uf}`);
  const p = r.partes;
  const esperado: [string, string, string][] = [
    ['UF', p.cUF, UFS[uf].codigo],
    ['CNPJ', p.cnpj, normalizeCnpj(entrada.emitente.cnpj) ?? entrada.emitente.cnpj],
    ['série', p.serie, String(entrada.serie).padStart(3, '0')],
    ['número', p.nNF, String(entrada.numero).padStart(9, '0')],
    ['mês de emissão', p.aamm, format(new TZDate(entrada.emitidaEm.getTime(), TZ_NEGOCIO), 'yyMM')],
  ];
  for (const [campo, naChave, naNota] of esperado) {
    if (naChave !== naNota) throw new RangeError(`A chave de acesso não corresponde à nota: ${campo} ${naChave} ≠ ${naNota}`);
  }
  return { uf, partes: p };
}
