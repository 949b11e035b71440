import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Link, useCreatePath } from 'react-admin';
import { CANAIS } from '@retaguarda/contrato/api/catalogos';
import { COLUNAS_PEDIDO, type ColunaPedido, type Pedido } from '@retaguarda/contrato/api/pedidos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { ChipStatus } from './ChipStatus';

export interface ColunaTabela {
  /** Key of the column in react-admin's column store (hidden list) and in the contract. */
  source: ColunaPedido;
  label: string;
  render: (pedido: Pedido) => ReactNode;
  /** Columns of the Excel export this table column stands for, in order. */
  exporta: ColunaPedido[];
  numerica?: boolean;
  /** The server sorts by it (`ordenar_por`); the first click sorts this way. */
  ordenavel?: 'ASC' | 'DESC';
}

/** Dates and amounts read as one token; a line break in the middle makes a column hard to scan. */
function SemQuebra({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/**
 * A text cell kept to one line: the rows stay one or two lines high, so ten fit on a laptop's
 * screen; the whole text is in the tooltip, and in the order itself.
 */
function Linha({ texto, largura }: { texto: string; largura: number }) {
  return (
    <Box component="span" title={texto} sx={{ display: 'block', maxWidth: largura, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {texto}
    </Box>
  );
}

/**
 * A short name on up to two lines, as high as the date and time beside it: a store ('Loja
 * Shopping Eldorado'), a channel ('Pedido manual') or a payment reads whole in a narrow column at
 * 1366 px, where one line cut it. A longer one still ends in an ellipsis, the whole text in the tooltip.
 */
function DuasLinhas({ texto, largura }: { texto: string; largura: number }) {
  return (
    <Box
      component="span"
      title={texto}
      // a set width: the table gives a column no more than its longest word otherwise
      sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, width: largura, overflow: 'hidden', lineHeight: 1.3 }}
    >
      {texto}
    </Box>
  );
}

/** The day above the time, like the client above the document: a narrower column for the same rows. */
function DataHora({ iso }: { iso: string }) {
  const [dia, hora] = formatDateTime(iso).split(' ');
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
      <span>{dia}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
        {hora}
      </Box>
    </Box>
  );
}

function Cliente({ cliente }: { cliente: Pedido['cliente'] }) {
  if (!cliente) return <Linha texto="Não identificado" largura={160} />;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Linha texto={cliente.nome} largura={160} />
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
  { source: 'id', label: 'Nº', render: (p) => <NumeroPedido id={p.id} />, exporta: ['id'], numerica: true, ordenavel: 'DESC' },
  { source: 'data_pedido', label: COLUNAS_PEDIDO.data_pedido, render: (p) => <DataHora iso={p.data_pedido} />, exporta: ['data_pedido'], ordenavel: 'DESC' },
  { source: 'nome_seller', label: COLUNAS_PEDIDO.nome_seller, render: (p) => <DuasLinhas texto={p.nome_seller} largura={108} />, exporta: ['nome_seller'] },
  { source: 'cliente', label: COLUNAS_PEDIDO.cliente, render: (p) => <Cliente cliente={p.cliente} />, exporta: ['cliente', 'cpf_cnpj'], ordenavel: 'ASC' },
  { source: 'canal', label: COLUNAS_PEDIDO.canal, render: (p) => <DuasLinhas texto={CANAIS[p.canal] ?? p.canal} largura={88} />, exporta: ['canal'] },
  { source: 'status_pedido', label: COLUNAS_PEDIDO.status_pedido, render: (p) => <ChipStatus status={p.status_pedido} />, exporta: ['status_pedido'], ordenavel: 'ASC' },
  { source: 'forma_pagto', label: COLUNAS_PEDIDO.forma_pagto, render: (p) => <DuasLinhas texto={p.forma_pagto.descricao} largura={100} />, exporta: ['forma_pagto'] },
  { source: 'quantidade_itens', label: COLUNAS_PEDIDO.quantidade_itens, render: (p) => p.quantidade_itens, exporta: ['quantidade_itens'], numerica: true },
  { source: 'valor_produtos', label: 'Produtos', render: (p) => formatMoney(p.valor_produtos), exporta: ['valor_produtos'], numerica: true },
  { source: 'valor_desconto', label: 'Desconto', render: (p) => formatMoney(p.valor_desconto), exporta: ['valor_desconto'], numerica: true },
  { source: 'valor_frete', label: 'Frete', render: (p) => formatMoney(p.valor_frete), exporta: ['valor_frete'], numerica: true },
  { source: 'valor_total', label: 'Total', render: (p) => <SemQuebra>{formatMoney(p.valor_total)}</SemQuebra>, exporta: ['valor_total'], numerica: true, ordenavel: 'DESC' },
  // a non-breaking hyphen: a narrow column would otherwise break its header into 'NFC-' and 'e'
  { source: 'nfce', label: 'NFC\u2011e', render: (p) => (p.nfce ? p.nfce.numero : '—'), exporta: ['nfce'] },
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
