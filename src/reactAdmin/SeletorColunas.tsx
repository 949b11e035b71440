// The column chooser's list and its items, a chunk of their own: TabelaDados loads them once the
// chooser is wanted (see colunasSobDemanda.tsx).
import { ColumnsSelector, ColumnsSelectorItem } from 'react-admin';

export { ColumnsSelectorItem as ItemSeletorColunas };
export default ColumnsSelector;
