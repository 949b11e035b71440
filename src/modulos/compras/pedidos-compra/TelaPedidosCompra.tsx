import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROTAS_COMPRAS, SITUACOES_COMPRA, SITUACOES_COMPRA_IDS, type ConsultaPedidosCompraBody, type SituacaoCompra } from '@retaguarda/contrato/api/compras';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela, PaginacaoTabela } from '../../../layout/EstadosTabela';
import type { RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { BuscaNaBarra } from '../../estoque/comum/BuscaNaBarra';
import { formatUnidades } from '../../estoque/comum/formatos';
import { CHAVE_COMPRAS } from '../comum/api';
import { formatDia } from '../comum/formatos';
import { ChipSituacaoCompra } from './ChipSituacaoCompra';
import { FiltroLoja } from '../../estoque/comum/FiltroLoja';
import { useCanal } from '../../../dataProvider/useCanal';

export const ROTA_COMPRAS = '/compras/pedidos-compra';
const POR_PAGINA = 25;

/** /compras/pedidos-compra: the group's purchase orders, newest first. */
export default function TelaPedidosCompra() {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [situacao, setSituacao] = useState<SituacaoCompra | ''>('');
  const [loja, setLoja] = useState<number | ''>('');
  // the supplier list links here with its supplier chosen
  const [params] = useSearchParams();
  const idFornecedorUrl = Number(params.get('fornecedor'));
  const [fornecedor, setFornecedor] = useState<RegistroEscolhido | null>(idFornecedorUrl > 0 ? { id: idFornecedorUrl, titulo: params.get('nome') ?? `Fornecedor ${idFornecedorUrl}` } : null);
  const [atrasados, setAtrasados] = useState(false);
  const [pagina, setPagina] = useState(1);
  const canal = useCanal();
  const consulta: ConsultaPedidosCompraBody = {
    ...(situacao ? { situacoes: [situacao] } : {}),
    ...(loja ? { id_seller: loja } : {}),
    ...(fornecedor ? { id_fornecedor: fornecedor.id } : {}),
    ...(atrasados ? { atrasados: true } : {}),
    pagina,
    por_pagina: POR_PAGINA,
  };
  const q = useQuery({ queryKey: [CHAVE_COMPRAS, 'lista', consulta], queryFn: ({ signal }) => canal.chamar(ROTAS_COMPRAS.lista, { corpo: consulta, signal }), placeholderData: keepPreviousData });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  const filtrar = (f: () => void) => {
    f();
    setPagina(1);
  };
  const temFiltro = Boolean(situacao || loja || fornecedor || atrasados);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo="Pedidos de compra"
        trilha={[{ label: 'Compras' }]}
        acoes={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" component={RouterLink} to={`${ROTA_COMPRAS}/sugestoes`}>
              Sugestões de compra
            </Button>
            <Button variant="contained" component={RouterLink} to={`${ROTA_COMPRAS}/novo`}>
              Novo pedido de compra
            </Button>
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="search" aria-label="Filtros dos pedidos de compra">
        <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label="Situação" value={situacao} onChange={(e) => filtrar(() => setSituacao(e.target.value as SituacaoCompra | ''))} sx={{ minWidth: 200 }}>
          <MenuItem value="">Todas</MenuItem>
          {SITUACOES_COMPRA_IDS.map((s) => (
            <MenuItem key={s} value={s}>
              {SITUACOES_COMPRA[s]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}>
          <BuscaNaBarra recurso="fornecedores" rotulo="Fornecedor" valor={fornecedor} onChange={(v) => filtrar(() => setFornecedor(v))} />
        </Box>
        <FiltroLoja valor={loja} onChange={(l) => filtrar(() => setLoja(l))} />
        <FormControlLabel control={<Switch checked={atrasados} onChange={(e) => filtrar(() => setAtrasados(e.target.checked))} />} label="Só atrasados" />
      </Paper>
      <EstadosTabela
        consulta={linhas}
        carregando="Carregando pedidos de compra"
        esqueleto={<Skeleton height={160} />}
        barraAtualizando={false}
        vazia={(d) => d.itens.length === 0}
        semItens={temFiltro ? 'Nenhum pedido de compra com estes filtros.' : 'Nenhum pedido de compra ainda.'}
        acaoSemItens={
          !temFiltro && (
            <Button component={RouterLink} to={`${ROTA_COMPRAS}/novo`} sx={{ mt: 1 }}>
              Fazer o primeiro pedido
            </Button>
          )
        }
        paginacao={(d) => d.itens.length > 0 && <PaginacaoTabela total={d.total} pagina={pagina} porPagina={POR_PAGINA} onPagina={setPagina} />}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Pedidos de compra" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((p) => (
                <Card component="li" key={p.id} variant="outlined">
                  <CardActionArea component={RouterLink} to={`${ROTA_COMPRAS}/${p.id}`}>
                    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>Nº {p.id}</Typography>
                        <Typography sx={{ fontWeight: 600 }}>{formatMoney(p.total)}</Typography>
                      </Box>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {p.fornecedor} · {p.loja}
                      </Typography>
                      <Box>
                        <ChipSituacaoCompra situacao={p.situacao} atrasado={p.atrasado} />
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Pedidos de compra">
                <TableHead>
                  <TableRow>
                    <TableCell>Nº</TableCell>
                    <TableCell>Fornecedor</TableCell>
                    <TableCell>Loja</TableCell>
                    <TableCell>Situação</TableCell>
                    <TableCell>Previsão</TableCell>
                    <TableCell align="right">Itens</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((p) => (
                    <TableRow key={p.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`${ROTA_COMPRAS}/${p.id}`} underline="hover" aria-label={`Pedido de compra ${p.id}`}>
                          {p.id}
                        </Link>
                      </TableCell>
                      <TableCell>{p.fornecedor}</TableCell>
                      <TableCell>{p.loja}</TableCell>
                      <TableCell>
                        <ChipSituacaoCompra situacao={p.situacao} atrasado={p.atrasado} />
                      </TableCell>
                      <TableCell>{formatDia(p.previsao_entrega)}</TableCell>
                      <TableCell align="right">{formatUnidades(p.itens)}</TableCell>
                      <TableCell align="right">{formatMoney(p.total)}</TableCell>
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
