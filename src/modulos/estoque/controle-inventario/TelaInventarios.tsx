import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
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
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROTAS_INVENTARIO, SITUACOES_INVENTARIO, type ConsultaInventariosBody, type Inventario, type SituacaoInventario } from '@retaguarda/contrato/api/inventario';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela, PaginacaoTabela } from '../../../layout/EstadosTabela';
import { CHAVE_ESTOQUE } from '../comum/api';
import { FiltroLoja } from '../comum/FiltroLoja';
import { formatUnidades } from '../comum/formatos';
import { ROTA_INVENTARIOS } from './api';
import { ChipSituacaoInventario } from './ChipSituacaoInventario';
import { useCanal } from '../../../dataProvider/useCanal';

// the new inventory's dialog loads when first opened: the list's first view does not wait for its form
const DialogoNovoInventario = lazy(() => import('./DialogoNovoInventario').then((m) => ({ default: m.DialogoNovoInventario })));

const POR_PAGINA = 25;

const contados = (i: Inventario) => `${formatUnidades(i.resumo.contados)} de ${formatUnidades(i.resumo.itens)}`;
const diferenca = (i: Inventario) => (i.resumo.valor_diferenca === null ? 'Contagem cega' : formatMoney(i.resumo.valor_diferenca));

function Abrir({ i }: { i: Inventario }) {
  return (
    <Button size="small" variant={i.situacao === 'contando' ? 'contained' : 'outlined'} component={RouterLink} to={`${ROTA_INVENTARIOS}/${i.id}`} aria-label={`Abrir inventário nº ${i.id}`}>
      {i.situacao === 'contando' ? 'Contar' : 'Abrir'}
    </Button>
  );
}

/** /estoque/controle-inventario: the count sessions of the group's stores, newest first. */
export default function TelaInventarios() {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [loja, setLoja] = useState<number | ''>('');
  const [situacao, setSituacao] = useState<SituacaoInventario | ''>('');
  const [pagina, setPagina] = useState(1);
  const [novo, setNovo] = useState(false);
  const canal = useCanal();
  const consulta: ConsultaInventariosBody = { ...(loja ? { id_seller: loja } : {}), ...(situacao ? { situacao } : {}), pagina, por_pagina: POR_PAGINA };
  const q = useQuery({ queryKey: [CHAVE_ESTOQUE, 'inventarios', consulta], queryFn: ({ signal }) => canal.chamar(ROTAS_INVENTARIO.consultar, { corpo: consulta, signal }), placeholderData: keepPreviousData });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  const filtrado = Boolean(loja || situacao);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo="Controle de inventário"
        trilha={[{ label: 'Estoque' }]}
        acoes={
          <Button variant="contained" onClick={() => setNovo(true)}>
            Novo inventário
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="search" aria-label="Filtros dos inventários">
        <FiltroLoja
          valor={loja}
          onChange={(l) => {
            setLoja(l);
            setPagina(1);
          }}
        />
        <TextField
          select
          size="small"
          variant="outlined"
          margin="none"
          label="Situação"
          value={situacao}
          onChange={(e) => {
            setSituacao(e.target.value as SituacaoInventario | '');
            setPagina(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {(Object.keys(SITUACOES_INVENTARIO) as SituacaoInventario[]).map((s) => (
            <MenuItem key={s} value={s}>
              {SITUACOES_INVENTARIO[s]}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      <EstadosTabela
        consulta={linhas}
        carregando="Carregando inventários"
        vazia={(d) => d.itens.length === 0}
        semItens={filtrado ? 'Nenhum inventário com estes filtros.' : 'Nenhum inventário ainda: abra um para contar o estoque de uma loja.'}
        paginacao={(d) => d.total > POR_PAGINA && <PaginacaoTabela total={d.total} pagina={pagina} porPagina={POR_PAGINA} onPagina={setPagina} />}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Inventários" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((i) => (
                <Card component="li" key={i.id} variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>Inventário nº {i.id}</Typography>
                      <ChipSituacaoInventario situacao={i.situacao} />
                    </Box>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {i.loja} · {i.escopo_descricao}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Aberto em {formatDateTime(i.aberto_em)} · {contados(i)} contados · {diferenca(i)}
                    </Typography>
                    <Box>
                      <Abrir i={i} />
                    </Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Inventários">
                <TableHead>
                  <TableRow>
                    <TableCell>Nº</TableCell>
                    <TableCell>Loja</TableCell>
                    <TableCell>Escopo</TableCell>
                    <TableCell>Aberto em</TableCell>
                    <TableCell>Situação</TableCell>
                    <TableCell align="right">Contados</TableCell>
                    <TableCell align="right">Diferença</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((i) => (
                    <TableRow key={i.id} hover>
                      <TableCell>{i.id}</TableCell>
                      <TableCell>{i.loja}</TableCell>
                      <TableCell>
                        {i.escopo_descricao}
                        {i.cega ? ' · cega' : ''}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(i.aberto_em)}</TableCell>
                      <TableCell>
                        <ChipSituacaoInventario situacao={i.situacao} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {contados(i)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {diferenca(i)}
                      </TableCell>
                      <TableCell align="right">
                        <Abrir i={i} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </EstadosTabela>
      <Suspense fallback={null}>
        {novo && <DialogoNovoInventario onFechar={() => setNovo(false)} />}
      </Suspense>
    </Box>
  );
}
