import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Link, useCreatePath } from 'react-admin';
import { CANAIS } from '../../../api/catalogos';
import { COLUNAS_PEDIDO, type ColunaPedido, type Pedido } from '../../../api/pedidos';
import { formatDateTime } from '../../../br/dates';
import { maskCpfCnpj } from '../../../br/documentosExibicao';
import { formatMoney } from '../../../br/money';
import { StatusChip } from './StatusChip';

export interface ColunaTabela {
  /** Key of the column in react-admin's column store (hidden list) and in the contract. */
  source: ColunaPedido;
  label: string;
  render: (pedido: Pedido) => ReactNode;
  /** Columns of the Excel export this table column stands for, in order. */
  exporta: ColunaPedido[];
  numerica?: boolean;
}

/** Dates and amounts read as one token; a line break in the middle makes a column hard to scan. */
function SemQuebra({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

function Cliente({ cliente }: { cliente: Pedido['cliente'] }) {
  if (!cliente) return <span>Consumidor não identificado</span>;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{cliente.nome}</span>
      {cliente.cpf_cnpj ? (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em', whiteSpace: 'nowrap' }}>
          {maskCpfCnpj(cliente.cpf_cnpj)}
        </Box>
      ) : null}
    </Box>
  );
}

/** The order number links to the order, so keyboard users can open it too (the row click is mouse-only). */
function NumeroPedido({ id }: { id: number }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'vendas/gestao-pedidos', type: 'edit', id })} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {id}
    </Link>
  );
}

/** The table's columns in display order; the column chooser's ranks index into this list. */
export const COLUNAS_TABELA: ColunaTabela[] = [
  { source: 'id', label: COLUNAS_PEDIDO.id, render: (p) => <NumeroPedido id={p.id} />, exporta: ['id'], numerica: true },
  { source: 'data_pedido', label: COLUNAS_PEDIDO.data_pedido, render: (p) => <SemQuebra>{formatDateTime(p.data_pedido)}</SemQuebra>, exporta: ['data_pedido'] },
  { source: 'nome_seller', label: COLUNAS_PEDIDO.nome_seller, render: (p) => p.nome_seller, exporta: ['nome_seller'] },
  { source: 'cliente', label: COLUNAS_PEDIDO.cliente, render: (p) => <Cliente cliente={p.cliente} />, exporta: ['cliente', 'cpf_cnpj'] },
  { source: 'canal', label: COLUNAS_PEDIDO.canal, render: (p) => CANAIS[p.canal] ?? p.canal, exporta: ['canal'] },
  { source: 'status_pedido', label: COLUNAS_PEDIDO.status_pedido, render: (p) => <StatusChip status={p.status_pedido} />, exporta: ['status_pedido'] },
  { source: 'forma_pagto', label: COLUNAS_PEDIDO.forma_pagto, render: (p) => p.forma_pagto.descricao, exporta: ['forma_pagto'] },
  { source: 'quantidade_itens', label: COLUNAS_PEDIDO.quantidade_itens, render: (p) => p.quantidade_itens, exporta: ['quantidade_itens'], numerica: true },
  { source: 'valor_produtos', label: 'Produtos', render: (p) => formatMoney(p.valor_produtos), exporta: ['valor_produtos'], numerica: true },
  { source: 'valor_desconto', label: 'Desconto', render: (p) => formatMoney(p.valor_desconto), exporta: ['valor_desconto'], numerica: true },
  { source: 'valor_frete', label: 'Frete', render: (p) => formatMoney(p.valor_frete), exporta: ['valor_frete'], numerica: true },
  { source: 'valor_total', label: 'Total', render: (p) => <SemQuebra>{formatMoney(p.valor_total)}</SemQuebra>, exporta: ['valor_total'], numerica: true },
  { source: 'nfce', label: 'NFC-e', render: (p) => (p.nfce ? p.nfce.numero : '—'), exporta: ['nfce'] },
];

/** Detail amounts most people do not need at a glance; the column chooser brings them back. */
export const COLUNAS_OCULTAS_PADRAO: ColunaPedido[] = ['valor_produtos', 'valor_desconto', 'valor_frete'];

/** react-admin's column store key, per user so that people sharing a browser keep their own choice. */
export const chaveColunas = (usuarioId: number | undefined): string =>
  `vendas/gestao-pedidos.datatable.u${usuarioId ?? 0}`;

/**
 * The export's columns: the visible table columns in the order the user arranged them.
 * `ranks` and `ocultas` are what react-admin's ColumnsButton keeps in its store.
 */
export function colunasVisiveis(ranks: number[] | undefined, ocultas: readonly string[]): ColunaPedido[] {
  const ordem = [...(ranks ?? [])];
  for (let i = ordem.length; i < COLUNAS_TABELA.length; i++) ordem.push(i);
  // react-admin keeps a permutation prefix; a Set guards against a stale or hand-edited store
  return [...new Set(ordem)]
    .map((i) => COLUNAS_TABELA[i])
    .filter((c): c is ColunaTabela => c !== undefined && !ocultas.includes(c.source))
    .flatMap((c) => c.exporta);
}
