import type ExcelJS from 'exceljs';
import { CANAIS } from '@retaguarda/contrato/api/catalogos';
import { COLUNAS_PEDIDO, type ColunaPedido } from '@retaguarda/contrato/api/pedidos';
import { formatCpfCnpj, maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import type { LinhaPedido } from '../consultas/pedidos';
import { paredeSP } from '../../../http/iso-sp';
import { FORMATO_DATA_HORA, FORMATO_MOEDA } from '../../../planilhas/xlsx';
import { escritorDeLinhas, type Celula } from '../../../planilhas/linhas';

/**
 * The order workbook's sheet: columns, cells and the totals row. Runs in the export's worker
 * thread (xlsx-worker.ts), whichever way the rows reach it.
 */

const COLUNAS_MOEDA = new Set<ColunaPedido>(['valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total']);
const LARGURA: Record<ColunaPedido, number> = {
  id: 11, data_pedido: 17, nome_seller: 28, cliente: 30, cpf_cnpj: 20, canal: 15, status_pedido: 22, forma_pagto: 22,
  quantidade_itens: 7, valor_produtos: 15, valor_desconto: 15, valor_frete: 13, valor_total: 15, nfce: 10,
};

/** As on screen (the LGPD mask of contrato/br/documentosExibicao.ts) unless the full document was asked for. */
function documento(valor: string | null, completo: boolean): string {
  if (!valor) return '';
  return completo ? formatCpfCnpj(valor) : maskCpfCnpj(valor);
}

function celula(l: LinhaPedido, c: ColunaPedido, documentosCompletos: boolean): Celula {
  switch (c) {
    case 'id': return l.id;
    // Excel dates carry no time zone: the cell holds the São Paulo wall-clock time.
    case 'data_pedido': return paredeSP(l.data_pedido);
    case 'nome_seller': return l.nome_seller;
    case 'cliente': return l.cliente_nome ?? '';
    case 'cpf_cnpj': return documento(l.cliente_cpf, documentosCompletos);
    case 'canal': return CANAIS[l.canal] ?? l.canal;
    case 'status_pedido': return l.status_descricao;
    case 'forma_pagto': return l.forma_descricao;
    case 'quantidade_itens': return l.quantidade_itens;
    case 'nfce': return l.nfce_numero;
    case 'valor_produtos':
    case 'valor_desconto':
    case 'valor_frete':
    case 'valor_total':
      return l[c] / 100;
  }
}

export interface OpcoesPlanilha {
  colunas: ColunaPedido[];
  /** CPF/CNPJ in full instead of masked as on screen. */
  documentosCompletos: boolean;
}

/** Writes order rows into `folha` as they come and, at the end, the bold totals row. */
export class PlanilhaPedidos {
  readonly #somas: Map<ColunaPedido, number>;
  #linhas = 0;
  readonly #adicionarLinha: (celulas: readonly Celula[]) => void;

  constructor(
    private readonly folha: ExcelJS.Worksheet,
    private readonly opcoes: OpcoesPlanilha,
  ) {
    folha.columns = opcoes.colunas.map((c) => ({
      header: COLUNAS_PEDIDO[c],
      key: c,
      width: LARGURA[c],
      style: COLUNAS_MOEDA.has(c) ? { numFmt: FORMATO_MOEDA } : c === 'data_pedido' ? { numFmt: FORMATO_DATA_HORA } : {},
    }));
    folha.getRow(1).font = { bold: true };
    this.#adicionarLinha = escritorDeLinhas(folha);
    this.#somas = new Map(opcoes.colunas.filter((c) => COLUNAS_MOEDA.has(c)).map((c) => [c, 0]));
  }

  adicionar(linhas: readonly LinhaPedido[]): void {
    const { colunas, documentosCompletos } = this.opcoes;
    for (const l of linhas) {
      this.#adicionarLinha(colunas.map((c) => celula(l, c, documentosCompletos)));
      for (const c of this.#somas.keys()) this.#somas.set(c, (this.#somas.get(c) ?? 0) + (l[c as keyof LinhaPedido] as number));
      this.#linhas++;
    }
  }

  /** The totals row: each money column summed, 'Total: N pedidos' under the first other column. */
  fechar(): void {
    const { colunas } = this.opcoes;
    const n = this.#linhas;
    const rotulo = colunas.findIndex((c) => !COLUNAS_MOEDA.has(c));
    const totais = colunas.map((c, i): Celula => (this.#somas.has(c) ? (this.#somas.get(c) ?? 0) / 100 : i === rotulo ? `Total: ${n} ${n === 1 ? 'pedido' : 'pedidos'}` : null));
    const linha = this.folha.addRow(totais);
    linha.font = { bold: true };
    linha.commit();
    this.folha.commit();
  }
}
