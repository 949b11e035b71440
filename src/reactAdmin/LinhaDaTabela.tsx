/**
 * Stands in for react-admin 5.15.4's <DataTableRow> (ra-ui-materialui/src/list/datatable/DataTableRow.tsx)
 * in the order table and the generated lists, wrapped by each (src/modulos/vendas/gestao-pedidos/LinhaTabelaPedidos.tsx,
 * src/motorCadastros/lista/LinhaRecurso.tsx) and passed to DataTableBody as its row.
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
import type { MouseEvent } from 'react';
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
  type RaRecord,
} from 'react-admin';

export interface OpcoesDaLinha<R extends RaRecord> {
  /** The page a click opens: the record's page, or (the orders) its edit page. */
  abrirEm: 'show' | 'edit';
  /** The resource when the context has none. */
  resourcePadrao: string;
  /** What the checkbox is named after: 'Selecionar <nome>'. */
  nomeDe: (registro: R) => string;
  /** A row that reads dimmed (an inactive record). */
  esmaecida?: (registro: R) => boolean;
}

/**
 * One record's row: a click opens the record, shift-click on the checkbox selects a range, the
 * checkbox is named after the record. Context reads only: no row fetches anything.
 */
export function LinhaDaTabela<R extends RaRecord>({ children, className, sx, abrirEm, resourcePadrao, nomeDe, esmaecida }: DataTableRowProps & OpcoesDaLinha<R>) {
  const registro = useRecordContext<R>();
  const resource = useResourceContext() ?? resourcePadrao;
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const selecionados = useDataTableSelectedIdsContext();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!registro) return null;

  const abrir = () => navigate(createPath({ resource, type: abrirEm, id: registro.id }));
  const alternar = (e: MouseEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    handleToggleItem?.(registro.id, e);
  };

  return (
    <TableRow
      hover
      className={`${className ?? ''} ${DataTableClasses.clickableRow}`}
      sx={{ cursor: 'pointer', ...(esmaecida?.(registro) ? { '& td': { color: 'text.secondary' } } : {}), ...sx }}
      onClick={abrir}
    >
      {hasBulkActions && handleToggleItem ? (
        <TableCell padding="checkbox">
          <Checkbox
            className={`select-item ${DataTableClasses.checkbox}`}
            checked={selecionados?.includes(registro.id) ?? false}
            onClick={alternar}
            slotProps={{ input: { 'aria-label': `Selecionar ${nomeDe(registro)}` } }}
          />
        </TableCell>
      ) : null}
      {children}
    </TableRow>
  );
}
