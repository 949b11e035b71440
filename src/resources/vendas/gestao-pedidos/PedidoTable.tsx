import { DataTable, DataTableBody, type DataTableBodyProps } from 'react-admin';
import type { Pedido } from '../../../api';
import { COLUNAS_OCULTAS_PADRAO, COLUNAS_TABELA } from './colunas';
import { CopiarNumerosButton } from './CopiarNumerosButton';
import { PedidoRow } from './PedidoRow';
import { RotulosSelecao } from './RotulosSelecao';

const PedidoBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={PedidoRow} />;

const bulkActions = <CopiarNumerosButton />;

/** The order table; the list's content decides when it shows (loading, empty and error are elsewhere). */
export function PedidoTable({ storeKey }: { storeKey: string }) {
  return (
    <RotulosSelecao>
      <DataTable<Pedido>
        storeKey={storeKey}
        hiddenColumns={COLUNAS_OCULTAS_PADRAO}
        body={PedidoBody}
        bulkActionButtons={bulkActions}
        empty={null}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {COLUNAS_TABELA.map((c) => (
          <DataTable.Col<Pedido>
            key={c.source}
            source={c.source}
            label={c.label}
            render={c.render}
            disableSort
            align={c.numerica ? 'right' : undefined}
          />
        ))}
      </DataTable>
    </RotulosSelecao>
  );
}
