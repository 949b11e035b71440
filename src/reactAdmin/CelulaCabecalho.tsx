/*
 * Stands in for react-admin 5.15.4's DataTableHeadCell
 * (ra-ui-materialui/src/list/datatable/DataTableHeadCell.tsx), the header cell TabelaDados.tsx
 * renders for each column.
 *
 * Why: upstream wraps each sortable header in MUI's Tooltip, which brought Popper and popper.js
 * to every table. Here the sort button is named as upstream's Tooltip named it
 * ('Ordenar por nome decrescente'), and shows that in a Dica (src/layout/Dica.tsx) whose balloon
 * loads on the first hover or focus.
 *
 * Relies on (ra-core / react-admin 5.15.4): useDataTableStoreContext (storeKey,
 * defaultHiddenColumns), useDataTableSortContext, useDataTableCallbacksContext().handleSort (it
 * reads data-field and data-order from the clicked element), FieldTitle, useTranslateLabel, the
 * translations ra.sort.sort_by/ASC/DESC and DataTableClasses.headerCell. Checked by
 * tests/unit/reactAdmin-partes.test.ts.
 */
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
} from 'react-admin';
import { Dica } from '../layout/Dica';

const OPOSTA = { ASC: 'DESC', DESC: 'ASC' } as const;

export function CelulaCabecalho(props: DataTableColumnProps) {
  const { cellSx: _cellSx, className, cellClassName: _cellClassName, disableSort, headerClassName, field: _field, render: _render, source, label, sortByOrder, align, sx } = props;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const [ocultas] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (ocultas.includes(source ?? (typeof label === 'string' ? label : ''))) return null;
  const classe = [DataTableClasses.headerCell, className, headerClassName, `column-${String(source)}`].filter(Boolean).join(' ');
  const titulo = <FieldTitle label={label} source={source} resource={resource} />;
  if (!handleSort || !sort || disableSort || !source) {
    return (
      <TableCell className={classe} variant="head" align={align} sx={sx}>
        {titulo}
      </TableCell>
    );
  }
  const proxima = sort.field === source ? OPOSTA[sort.order] : (sortByOrder ?? 'ASC');
  const rotulo = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const dica = translate('ra.sort.sort_by', {
    field: rotulo,
    field_lower_first: typeof rotulo === 'string' ? rotulo.charAt(0).toLowerCase() + rotulo.slice(1) : undefined,
    order: translate(`ra.sort.${proxima}`),
    _: translate('ra.action.sort'),
  });
  return (
    <TableCell className={classe} variant="head" align={align} sx={sx}>
      <Dica titulo={dica}>
        <TableSortLabel
          active={sort.field === source}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder ?? 'ASC'}
          onClick={handleSort}
          aria-label={dica}
        >
          {titulo}
        </TableSortLabel>
      </Dica>
    </TableCell>
  );
}
