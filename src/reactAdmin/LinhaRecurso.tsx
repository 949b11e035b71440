/*
 * Stands in for react-admin 5.15.4's <DataTableRow> in the generated list, as
 * src/reactAdmin/PedidoRow.tsx does for the orders (same reasons: the checkbox named after the
 * record, a row click that opens it). Relies on the same internals as PedidoRow:
 * useDataTableCallbacksContext().handleToggleItem, useDataTableConfigContext().hasBulkActions,
 * useDataTableSelectedIdsContext, DataTableClasses.clickableRow/checkbox.
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
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { useRecursoAtual } from '../recursos/useRecursoAtual';

/**
 * One record's row (as src/reactAdmin/PedidoRow.tsx for the orders): a click opens the record's
 * page, shift-click on the checkbox selects a range, the checkbox is named after the record. An
 * inactive record reads dimmed. Context reads only: no row fetches anything.
 */
export const LinhaRecurso = memo(function LinhaRecurso({ children, className, sx }: DataTableRowProps) {
  const registro = useRecordContext<Registro>();
  const { recurso } = useRecursoAtual();
  const resource = useResourceContext() ?? recurso.nome;
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const selecionados = useDataTableSelectedIdsContext();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!registro) return null;

  const abrir = () => navigate(createPath({ resource, type: 'show', id: registro.id }));
  const alternar = (e: MouseEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    handleToggleItem?.(registro.id, e);
  };
  const titulo = String(registro[recurso.titulo] ?? registro.id);

  return (
    <TableRow
      hover
      className={`${className ?? ''} ${DataTableClasses.clickableRow}`}
      sx={{ cursor: 'pointer', ...(registro.ativo ? {} : { '& td': { color: 'text.secondary' } }), ...sx }}
      onClick={abrir}
    >
      {hasBulkActions && handleToggleItem ? (
        <TableCell padding="checkbox">
          <Checkbox
            className={`select-item ${DataTableClasses.checkbox}`}
            checked={selecionados?.includes(registro.id) ?? false}
            onClick={alternar}
            slotProps={{ input: { 'aria-label': `Selecionar ${titulo}` } }}
          />
        </TableCell>
      ) : null}
      {children}
    </TableRow>
  );
});
