/*
 * Stands in for react-admin 5.15.4's <DataTableRow> (ra-ui-materialui/src/list/datatable/DataTableRow.tsx)
 * in the order table, passed to DataTableBody as its row.
 *
 * Why: accessibility, not speed: upstream's SelectRowCheckbox puts its aria-label on the
 * checkbox's wrapper, so screen readers announce an unnamed checkbox. No speed gain was measured.
 *
 * Relies on (react-admin / ra-core 5.15.4): DataTableRowProps (children, className, sx),
 * DataTableBody's row prop, useDataTableCallbacksContext().handleToggleItem(id, event),
 * useDataTableConfigContext().hasBulkActions, useDataTableSelectedIdsContext(),
 * DataTableClasses.clickableRow/checkbox, useRecordContext, useResourceContext, useCreatePath,
 * useNavigate. Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { memo, type MouseEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  DataTableClasses,
  useCreatePath,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useNavigate,
  useRecordContext,
  useResourceContext,
  type DataTableRowProps,
} from 'react-admin';
import type { Pedido } from '@retaguarda/contrato/api/pedidos';

/**
 * One order row. react-admin's own row puts the checkbox's aria-label on the wrapper instead of
 * the input, so screen readers announce an unnamed checkbox; this row names it after the order
 * ('Selecionar pedido 123') and keeps the rest: click opens the order, shift-click selects a range.
 */
export const PedidoRow = memo(function PedidoRow({ children, className, sx }: DataTableRowProps) {
  const pedido = useRecordContext<Pedido>();
  const resource = useResourceContext() ?? 'vendas/gestao-pedidos';
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const selecionados = useDataTableSelectedIdsContext();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!pedido) return null;

  const abrir = () => navigate(createPath({ resource, type: 'edit', id: pedido.id }));
  const alternar = (e: MouseEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    handleToggleItem?.(pedido.id, e);
  };

  return (
    <TableRow hover className={`${className ?? ''} ${DataTableClasses.clickableRow}`} sx={{ cursor: 'pointer', ...sx }} onClick={abrir}>
      {hasBulkActions && handleToggleItem ? (
        <TableCell padding="checkbox">
          <Checkbox
            className={`select-item ${DataTableClasses.checkbox}`}
            checked={selecionados?.includes(pedido.id) ?? false}
            onClick={alternar}
            slotProps={{ input: { 'aria-label': `Selecionar pedido ${pedido.id}` } }}
          />
        </TableCell>
      ) : null}
      {children}
    </TableRow>
  );
});
