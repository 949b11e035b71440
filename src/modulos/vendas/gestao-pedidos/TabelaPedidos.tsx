import { lazy } from 'react';
import Box from '@mui/material/Box';
import { DataTableBody, type DataTableBodyProps } from 'react-admin';
import { LinhaTabelaPedidos } from './LinhaTabelaPedidos';
import { Coluna, TabelaDados } from '../../../reactAdmin/TabelaDados';
import type { Pedido } from '@retaguarda/contrato/api/pedidos';
import { COLUNAS_OCULTAS_PADRAO, COLUNAS_TABELA } from './colunas';
import { MenuAcoesPedido } from './acoes/MenuAcoesPedido';
import { RotulosSelecao } from './RotulosSelecao';

const PedidoBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={LinhaTabelaPedidos} />;

// Shown from the first selection on, inside the bulk bar TabelaDados also loads then (react-admin's
// Button, which these use, brings MUI's Tooltip and Popper): a Suspense of that bar waits for both.
const AcoesEmLotePedidos = lazy(() => import('./acoes/AcoesEmLotePedidos'));
const bulkActions = <AcoesEmLotePedidos />;

const escondido = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
// A label that is not a string keeps the column out of the column chooser: the actions are always there.
const rotuloAcoes = (
  <Box component="span" sx={escondido}>
    Ações
  </Box>
);

/*
 * Narrow cell padding (8 px a side instead of MUI's 16) and headers that may wrap: at 1366 px
 * with the menu open every default column fits; a table wider than its card still
 * scrolls inside it, never the page.
 */
const estiloTabela = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '& .MuiTableCell-head': { lineHeight: 1.25, verticalAlign: 'bottom' },
} as const;

/** The order table; the list's content decides when it shows (loading, empty and error are elsewhere). */
export function TabelaPedidos({ storeKey }: { storeKey: string }) {
  return (
    <RotulosSelecao>
      <TabelaDados
        storeKey={storeKey}
        hiddenColumns={COLUNAS_OCULTAS_PADRAO}
        body={PedidoBody}
        bulkActionButtons={bulkActions}
        empty={null}
        sx={estiloTabela}
      >
        {COLUNAS_TABELA.map((c) => (
          <Coluna<Pedido>
            key={c.source}
            source={c.source}
            label={c.label}
            render={c.render}
            disableSort={!c.ordenavel}
            sortByOrder={c.ordenavel}
            align={c.numerica ? 'right' : undefined}
          />
        ))}
        <Coluna<Pedido> label={rotuloAcoes} render={(p) => <MenuAcoesPedido pedido={p} />} disableSort align="right" />
      </TabelaDados>
    </RotulosSelecao>
  );
}
