import type { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { formatDate, formatHora, parseDataBR } from '@retaguarda/contrato/br/dates';
import type { Banco } from '../../server/db';
import { sqlDe } from './sql-teste';

/** An order as the independent reference computation sees it. */
export interface PedidoBruto {
  id: number;
  id_seller: number;
  data_pedido: number;
  id_status: number;
  id_forma_pagto: number;
  valor_total: number;
  nfce_numero: number | null;
  nfce_data_emissao: number | null;
}

export function todosOsPedidos(db: Banco): Promise<PedidoBruto[]> {
  return sqlDe(db).todas<PedidoBruto>('SELECT id, id_seller, data_pedido, id_status, id_forma_pagto, valor_total, nfce_numero, nfce_data_emissao FROM orders');
}

/** DD/MM/YYYY as a sortable number, so day ranges compare without the server's helpers. */
function diaNumero(dataBR: string): number {
  const d = parseDataBR(dataBR);
  if (!d) throw new Error(dataBR);
  return d.ano * 10000 + d.mes * 100 + d.dia;
}

/**
 * The filter applied in plain JavaScript on the São Paulo rendering of each instant (not on
 * the stored day and minute columns): what the list must answer, computed another way.
 */
export function filtrarReferencia(pedidos: PedidoBruto[], f: Partial<FiltroPedidos>, sellers: number[]): PedidoBruto[] {
  const dentroDia = (instante: number | null, de?: string | null, ate?: string | null): boolean => {
    if (!de && !ate) return true;
    if (instante === null) return false;
    const d = diaNumero(formatDate(instante));
    return (!de || d >= diaNumero(de)) && (!ate || d <= diaNumero(ate));
  };
  const lista = (v?: number[] | null) => (v && v.length > 0 ? v : null);
  return pedidos
    .filter((p) => sellers.includes(p.id_seller))
    .filter((p) => dentroDia(p.data_pedido, f.data_from_pedido, f.data_to_pedido))
    .filter((p) => dentroDia(p.nfce_data_emissao, f.data_from_nfce, f.data_to_nfce))
    .filter((p) => !f.hora_from || formatHora(p.data_pedido) >= f.hora_from)
    .filter((p) => !f.hora_to || formatHora(p.data_pedido) <= f.hora_to)
    .filter((p) => !lista(f.status_pedido) || f.status_pedido!.includes(p.id_status))
    .filter((p) => !lista(f.forma_pagto) || f.forma_pagto!.includes(p.id_forma_pagto))
    .filter((p) => !lista(f.numero_nfce) || (p.nfce_numero !== null && f.numero_nfce!.includes(p.nfce_numero)))
    .sort((a, b) => b.data_pedido - a.data_pedido || b.id - a.id);
}

export interface TotaisReferencia {
  quantidade: number;
  centavos: number;
  porStatus: Map<number, { quantidade: number; centavos: number }>;
  porForma: Map<number, { quantidade: number; centavos: number }>;
}

export function totaisReferencia(pedidos: PedidoBruto[]): TotaisReferencia {
  const porStatus = new Map<number, { quantidade: number; centavos: number }>();
  const porForma = new Map<number, { quantidade: number; centavos: number }>();
  let centavos = 0;
  for (const p of pedidos) {
    centavos += p.valor_total;
    for (const [mapa, chave] of [[porStatus, p.id_status], [porForma, p.id_forma_pagto]] as const) {
      const a = mapa.get(chave) ?? { quantidade: 0, centavos: 0 };
      a.quantidade++;
      a.centavos += p.valor_total;
      mapa.set(chave, a);
    }
  }
  return { quantidade: pedidos.length, centavos, porStatus, porForma };
}
