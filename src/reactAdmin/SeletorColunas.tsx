/*
 * Re-exports react-admin 5.15.4's <ColumnsSelector> and <ColumnsSelectorItem>
 * (ra-ui-materialui/src/list/datatable/) as a chunk of their own: TabelaDados loads them once the
 * chooser is wanted (see colunasSobDemanda.tsx).
 *
 * Why: part of TabelaDados' gain (docs/benchmarks.md, 'TabelaDados: DataTable without its
 * default bulk Delete, the column chooser on use'). Relies on both exports existing under these names and on
 * ColumnsSelectorItem taking DataTable.Col's props. Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { ColumnsSelector, ColumnsSelectorItem } from 'react-admin';

export { ColumnsSelectorItem as ItemSeletorColunas };
export default ColumnsSelector;
