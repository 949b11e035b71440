import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { DataTableBody, type DataTableBodyProps } from 'react-admin';
import { Coluna, TabelaDados } from '../../../layout/TabelaDados';
import type { Pedido } from '../../../api/pedidos';
import { COLUNAS_OCULTAS_PADRAO, COLUNAS_TABELA } from './colunas';
import { AcoesPedidoMenu } from './acoes/AcoesPedidoMenu';
import { StatusEmLoteButton } from './acoes/StatusEmLoteButton';
import { CopiarNumerosButton } from './CopiarNumerosButton';
import { PedidoRow } from './PedidoRow';
import { RotulosSelecao } from './RotulosSelecao';

const PedidoBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={PedidoRow} />;

const bulkActions = (
  <Fragment>
    <CopiarNumerosButton />
    <StatusEmLoteButton />
  </Fragment>
);

const escondido = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
// A label that is not a string keeps the column out of the column chooser: the actions are always there.
const rotuloAcoes = (
  <Box component="span" sx={escondido}>
    Ações
  </Box>
);

/** The order table; the list's content decides when it shows (loading, empty and error are elsewhere). */
export function PedidoTable({ storeKey }: { storeKey: string }) {
  return (
    <RotulosSelecao>
      <TabelaDados
        storeKey={storeKey}
        hiddenColumns={COLUNAS_OCULTAS_PADRAO}
        body={PedidoBody}
        bulkActionButtons={bulkActions}
        empty={null}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {COLUNAS_TABELA.map((c) => (
          <Coluna<Pedido>
            key={c.source}
            source={c.source}
            label={c.label}
            render={c.render}
            disableSort
            align={c.numerica ? 'right' : undefined}
          />
        ))}
        <Coluna<Pedido> label={rotuloAcoes} render={(p) => <AcoesPedidoMenu pedido={p} />} disableSort align="right" />
      </TabelaDados>
    </RotulosSelecao>
  );
}
