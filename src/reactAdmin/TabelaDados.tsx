/*
 * Stands in for react-admin 5.15.4's <DataTable> and <DataTable.Col>
 * (ra-ui-materialui/src/list/datatable/DataTable.tsx, DataTableColumn.tsx).
 *
 * Why: DataTable imports its default bulk Delete (with its confirmation dialog) and the column
 * chooser's switches and search statically, to every page with a table; without them the order
 * list sends less JS (docs/benchmarks.md, 'TabelaDados: DataTable without its default bulk
 * Delete, the column chooser on use').
 *
 * Relies on (react-admin / ra-core 5.15.4): DataTableBase (storeKey, hiddenColumns,
 * hasBulkActions, loading, empty), DataTableRoot, DataTableHead, DataTableBody (the header cell is
 * CelulaCabecalho.tsx),
 * DataTableCell, DataTableLoading, BulkActionsToolbar (from the first selection on), DataTableClasses.root/tableWrapper/table,
 * DataTableRenderContext with the values 'header', 'data' and 'columnsSelector', genericMemo,
 * useStore, and the store key `${storeKey}_columnRanks` that ColumnsSelector writes.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { Children, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import {
  DataTableBase,
  DataTableBody,
  DataTableCell,
  DataTableClasses,
  DataTableHead,
  DataTableLoading,
  DataTableRenderContext,
  DataTableRoot,
  genericMemo,
  useDataTableRenderContext,
  useListContext,
  useStore,
  type DataTableBodyProps,
  type DataTableColumnProps,
} from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { CelulaCabecalho } from './CelulaCabecalho';
import { useSeletorColunas } from './colunasSobDemanda';

const SeletorColunas = lazy(() => import('./SeletorColunas'));
const BarraAcoesEmLote = lazy(() => import('./barraAcoesEmLoteReactAdmin').then((m) => ({ default: m.BulkActionsToolbar })));

/*
 * react-admin's BulkActionsToolbar, from the first selection on: its 'select all' button is
 * react-admin's Button, which wraps itself in MUI's Tooltip and so brought Tooltip, Popper and
 * popper.js to every table, selected or not. Once mounted it stays, so its own
 * collapse animation works for every later selection.
 */
function AcoesEmLote({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  const [usada, setUsada] = useState(false);
  if (!usada && selectedIds.length > 0) setUsada(true);
  return usada ? (
    <Suspense fallback={null}>
      <BarraAcoesEmLote>{children}</BarraAcoesEmLote>
    </Suspense>
  ) : null;
}
const ItemSeletorColunas = lazy(() => import('./SeletorColunas').then((m) => ({ default: m.ItemSeletorColunas })));

export interface TabelaDadosProps {
  storeKey: string;
  hiddenColumns?: string[];
  body?: ComponentType<DataTableBodyProps>;
  /** The bulk actions; there is no default (react-admin's is 'Delete'). `false`: no selection at all (a read-only user). */
  bulkActionButtons: ReactNode | false;
  empty?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * react-admin's DataTable as this panel uses it, assembled from the parts react-admin exports.
 * DataTable itself statically brings its default bulk 'Delete' (with its confirmation dialog) and
 * the column chooser's list to every page that shows a table; here there is no default bulk
 * action, and the chooser's list loads once BotaoColunas says it is wanted.
 */
export function TabelaDados({ storeKey, hiddenColumns, body: Corpo = DataTableBody, bulkActionButtons, empty, sx, children }: TabelaDadosProps) {
  const { pedido } = useSeletorColunas();
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const colunas = ranks ? ordenar(children, ranks) : children;
  return (
    <DataTableBase
      storeKey={storeKey}
      hiddenColumns={hiddenColumns}
      hasBulkActions={bulkActionButtons !== false}
      loading={<DataTableLoading hasBulkActions={bulkActionButtons !== false} nbChildren={Children.count(children)} size="small" />}
      empty={empty}
    >
      <DataTableRoot sx={sx} className={DataTableClasses.root}>
        {bulkActionButtons === false ? null : <AcoesEmLote>{bulkActionButtons}</AcoesEmLote>}
        <div className={DataTableClasses.tableWrapper}>
          <Table className={DataTableClasses.table} size="small">
            <DataTableRenderContext.Provider value="header">
              <DataTableHead>{colunas}</DataTableHead>
            </DataTableRenderContext.Provider>
            <Corpo>{colunas}</Corpo>
          </Table>
        </div>
      </DataTableRoot>
      {pedido ? (
        <DataTableRenderContext.Provider value="columnsSelector">
          <Suspense fallback={null}>
            <SeletorColunas>{children}</SeletorColunas>
          </Suspense>
        </DataTableRenderContext.Provider>
      ) : null}
    </DataTableBase>
  );
}

/** The columns in the order the user chose in the chooser (ranks may cover only the first ones). */
function ordenar(children: ReactNode, ranks: number[]): ReactNode[] {
  return Children.toArray(children).reduce<ReactNode[]>((ordenadas, coluna, i) => {
    const posicao = ranks.indexOf(i);
    ordenadas[posicao === -1 ? i : posicao] = coluna;
    return ordenadas;
  }, []);
}

/**
 * A column, declared as DataTable.Col is: a header cell, a data cell, and in the chooser a
 * switch. DataTable.Col imports that switch (with its search helpers) statically; here it loads
 * with the chooser.
 */
function ColunaTabela<R extends Record<string, unknown>>(props: DataTableColumnProps<R>) {
  // react-admin's cells take any record (the record type only matters to the caller's render);
  // the ref is DataTable's business, not a column declaration's.
  const { ref: _ref, ...celula } = props as DataTableColumnProps;
  switch (useDataTableRenderContext()) {
    case 'columnsSelector':
      return (
        <Suspense fallback={null}>
          <ItemSeletorColunas {...celula} />
        </Suspense>
      );
    case 'header':
      return <CelulaCabecalho {...celula} />;
    default:
      return <DataTableCell {...celula} />;
  }
}

export const Coluna = genericMemo(ColunaTabela);
