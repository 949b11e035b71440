import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROTAS_COMPRAS, SITUACOES_COMPRA, type ConsultaPedidosCompraBody, type ResumoPedidoCompra } from '@retaguarda/contrato/api/compras';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela, PaginacaoTabela } from '../../../layout/EstadosTabela';
import { formatUnidades } from '../../estoque/comum/formatos';
import { CHAVE_COMPRAS } from '../comum/api';
import { PrevisaoEntrega, ROTA_RECEBIMENTOS } from './comuns';
import { FiltroLoja } from '../../estoque/comum/FiltroLoja';
import { useCanal } from '../../../dataProvider/useCanal';

const POR_PAGINA = 25;

function BotaoReceber({ p }: { p: ResumoPedidoCompra }) {
  return (
    <Button size="small" variant="contained" component={RouterLink} to={`${ROTA_RECEBIMENTOS}/${p.id}`} aria-label={`Receber pedido nº ${p.id}`}>
      Receber
    </Button>
  );
}

/** Only a partly received order says so: every other one on this list is simply awaiting its goods. */
function Parcial({ p }: { p: ResumoPedidoCompra }) {
  return p.situacao === 'parcial' ? <Chip size="small" variant="outlined" color="info" label={SITUACOES_COMPRA.parcial} /> : null;
}

function CartaoPedido({ p }: { p: ResumoPedidoCompra }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Pedido nº {p.id}</Typography>
          <Parcial p={p} />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {p.fornecedor} · {p.loja}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          Previsão: <PrevisaoEntrega dia={p.previsao_entrega} atrasado={p.atrasado} />
        </Typography>
        <Typography variant="body2">
          {formatUnidades(p.itens)} {p.itens === 1 ? 'item' : 'itens'} · {formatMoney(p.total)}
        </Typography>
        <Box>
          <BotaoReceber p={p} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** /compras/recebimento-conferencia: the purchase orders whose goods are awaited, each one click from being received. */
export default function TelaRecebimentos() {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [loja, setLoja] = useState<number | ''>('');
  const [pagina, setPagina] = useState(1);
  const canal = useCanal();
  const consulta: ConsultaPedidosCompraBody = { situacoes: ['enviado', 'parcial'], ...(loja ? { id_seller: loja } : {}), pagina, por_pagina: POR_PAGINA };
  const q = useQuery({
    queryKey: [CHAVE_COMPRAS, 'aguardando', consulta],
    queryFn: ({ signal }) => canal.chamar(ROTAS_COMPRAS.lista, { corpo: consulta, signal }),
    placeholderData: keepPreviousData,
  });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina titulo="Recebimento e conferência" trilha={[{ label: 'Compras' }]} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="search" aria-label="Filtros dos pedidos a receber">
        <FiltroLoja
          valor={loja}
          onChange={(l) => {
            setLoja(l);
            setPagina(1);
          }}
        />
      </Paper>

      <EstadosTabela
        consulta={linhas}
        carregando="Carregando pedidos de compra"
        vazia={(d) => d.itens.length === 0}
        semItens={loja ? 'Nenhum pedido de compra aguardando mercadoria nesta loja.' : 'Nenhum pedido de compra aguardando mercadoria.'}
        paginacao={(d) => d.total > POR_PAGINA && <PaginacaoTabela total={d.total} pagina={pagina} porPagina={POR_PAGINA} onPagina={setPagina} />}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Pedidos de compra aguardando mercadoria" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((p) => (
                <CartaoPedido key={p.id} p={p} />
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Pedidos de compra aguardando mercadoria">
                <TableHead>
                  <TableRow>
                    <TableCell>Nº</TableCell>
                    <TableCell>Fornecedor</TableCell>
                    <TableCell>Loja</TableCell>
                    <TableCell>Previsão de entrega</TableCell>
                    <TableCell align="right">Itens</TableCell>
                    <TableCell align="right">Total</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        Ações
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((p) => (
                    <TableRow key={p.id} hover>
                      <TableCell>
                        {p.id}
                        <Box>
                          <Parcial p={p} />
                        </Box>
                      </TableCell>
                      <TableCell>{p.fornecedor}</TableCell>
                      <TableCell>{p.loja}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <PrevisaoEntrega dia={p.previsao_entrega} atrasado={p.atrasado} />
                      </TableCell>
                      <TableCell align="right">{formatUnidades(p.itens)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(p.total)}
                      </TableCell>
                      <TableCell align="right">
                        <BotaoReceber p={p} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </EstadosTabela>
    </Box>
  );
}
