import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ROTAS_CLIENTES_VENDAS, type ComprasDeUmCliente } from '@retaguarda/contrato/api/clientesVendas';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { SecaoCartao } from '../../../../motorCadastros/formulario/SecaoCartao';
import { EstadoDaConsulta } from '../../../../motorCadastros/mostrar/EstadoDaConsulta';
import { ChipStatus } from '../../gestao-pedidos/ChipStatus';
import { TEXTO_COMPRAS } from './colunasCompras';
import { linkDoPedido, linkPedidosDoCliente } from './linkPedidos';
import { useCanal } from '../../../../dataProvider/useCanal';

const FIGURAS = [
  ['pedidos', 'Pedidos'],
  ['total', 'Total comprado'],
  ['ultima', 'Última compra'],
  ['ticket', 'Ticket médio'],
] as const;

function Figuras({ dados }: { dados: ComprasDeUmCliente }) {
  const comprou = dados.compras.pedidos > 0;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
      {FIGURAS.map(([figura, rotulo]) => (
        <div key={figura}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {rotulo}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6', fontVariantNumeric: 'tabular-nums' }}>
            {comprou ? TEXTO_COMPRAS[figura](dados.compras) : '—'}
          </Box>
        </div>
      ))}
    </Box>
  );
}

function UltimosPedidos({ dados }: { dados: ComprasDeUmCliente }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Últimos pedidos">
        <TableHead>
          <TableRow>
            <TableCell>Pedido</TableCell>
            <TableCell>Data</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dados.ultimos_pedidos.map((p) => (
            <TableRow key={p.id}>
              <TableCell>
                <Link component={RouterLink} to={linkDoPedido(p.id)} aria-label={`Pedido ${p.id}`}>
                  {p.id}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.data_pedido)}</TableCell>
              <TableCell>
                <ChipStatus status={p.status_pedido} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(p.valor_total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The client's purchases on its record page (/vendas/gestao-clientes/:id/show): the four figures
 * (cancelled and returned orders do not count), the latest orders whatever their status, each
 * opening its page, and the order list of every order of the client.
 */
export function SecaoCompras({ registro }: { registro: Registro }) {
  const canal = useCanal();
  const consulta = useQuery({
    queryKey: ['clientes-vendas', 'cliente', registro.id, registro.version],
    queryFn: ({ signal }) => canal.chamar(ROTAS_CLIENTES_VENDAS.doCliente, { parametros: { id: registro.id }, signal }),
    retry: false,
  });
  return (
    <SecaoCartao titulo="Compras">
      <EstadoDaConsulta consulta={consulta} oQue="as compras">
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Figuras dados={data} />
            {data.ultimos_pedidos.length === 0 ? (
              <Typography color="text.secondary">Nenhum pedido deste cliente.</Typography>
            ) : (
              <>
                <Typography variant="subtitle1" component="h3">
                  Últimos pedidos
                </Typography>
                <UltimosPedidos dados={data} />
                <Box>
                  <Button component={RouterLink} to={linkPedidosDoCliente(String(registro.documento ?? ''))} variant="outlined">
                    Ver todos os pedidos
                  </Button>
                </Box>
              </>
            )}
          </Box>
        )}
      </EstadoDaConsulta>
    </SecaoCartao>
  );
}
