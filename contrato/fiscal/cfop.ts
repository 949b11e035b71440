/**
 * The CFOP (Código Fiscal de Operações e Prestações, Convênio s/nº de 1970, Ajuste SINIEF 07/2001
 * table) of an item, by the operation and where the other party is: the first digit says the
 * direction and reach (1 and 2 entries, 5 and 6 exits; 1 and 5 inside the issuer's UF, 2 and 6
 * to another UF), the other three the operation.
 *
 * Not covered here: sales under tax substitution (5405, 6404), exports (7xxx), sales for future
 * delivery or on consignment, shipments of marketplace fulfilment stock.
 */
import type { Uf } from './ufs';

/**
 * `venda`: the sale to a customer. `devolucao_venda`: the customer's goods coming back, on the
 * entry NF-e the seller issues. `devolucao_compra`: goods going back to the supplier.
 */
export type OperacaoCfop = 'venda' | 'devolucao_venda' | 'devolucao_compra';

/**
 * `revenda`: goods bought or received from third parties to be sold as they are.
 * `producao`: goods the establishment made (or, for a return of a purchase, bought to make them).
 */
export type ProcedenciaCfop = 'revenda' | 'producao';

export interface OperacaoFiscal {
  operacao: OperacaoCfop;
  procedencia: ProcedenciaCfop;
  ufEmitente: Uf;
  /** The UF of the other party: the customer, or the supplier for a return of a purchase. */
  ufContraparte: Uf;
  /** The other party is an ICMS contributor (indIEDest 1); a consumer with no state registration is not. */
  contraparteContribuinte: boolean;
}

interface CodigosOperacao {
  interna: string;
  interestadual: string;
  /** An interstate sale to a non-contributor, which the table keeps apart (6107, 6108). */
  interestadualNaoContribuinte?: string;
}

const CFOPS: Readonly<Record<OperacaoCfop, Record<ProcedenciaCfop, CodigosOperacao>>> = {
  venda: {
    revenda: { interna: '5102', interestadual: '6102', interestadualNaoContribuinte: '6108' },
    producao: { interna: '5101', interestadual: '6101', interestadualNaoContribuinte: '6107' },
  },
  devolucao_venda: {
    revenda: { interna: '1202', interestadual: '2202' },
    producao: { interna: '1201', interestadual: '2201' },
  },
  devolucao_compra: {
    revenda: { interna: '5202', interestadual: '6202' },
    producao: { interna: '5201', interestadual: '6201' },
  },
};

/** The item's CFOP, four digits with no dot (as the NF-e's CFOP field takes it). */
export function cfop(op: OperacaoFiscal): string {
  const codigos = CFOPS[op.operacao][op.procedencia];
  if (op.ufEmitente === op.ufContraparte) return codigos.interna;
  if (!op.contraparteContribuinte && codigos.interestadualNaoContribuinte) return codigos.interestadualNaoContribuinte;
  return codigos.interestadual;
}

