import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FILTROS_ITENS_INVENTARIO, ROTAS_INVENTARIO, type ConsultaItensInventarioBody, type Inventario, type ItemInventario } from '@retaguarda/contrato/api/inventario';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CaixaBusca } from '../../../layout/CaixaBusca';
import { EstadosTabela, PaginacaoTabela } from '../../../layout/EstadosTabela';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatQuantidadeMovimento, formatUnidades } from '../comum/formatos';
import { DialogoContagem } from './DialogoContagem';
import { useCanal } from '../../../dataProvider/useCanal';

type Filtro = keyof typeof FILTROS_ITENS_INVENTARIO;
const POR_PAGINA = 25;

/** Why the list is empty: the search found nothing, or nothing is in the tab chosen. */
function semItens(busca: string, filtro: Filtro): string {
  if (busca) return 'Nenhum produto do inventário com esta busca.';
  if (filtro === 'divergentes') return 'Nenhuma diferença: o que foi contado confere com o estoque.';
  if (filtro === 'contados') return 'Nenhum produto contado ainda.';
  if (filtro === 'nao_contados') return 'Todos os produtos foram contados.';
  return 'Nenhum produto neste inventário.';
}

const unidades = (n: number | null) => (n === null ? '—' : formatUnidades(n));

function Diferenca({ item }: { item: ItemInventario }) {
  if (item.diferenca === null) return <>—</>;
  const cor = item.diferenca < 0 ? 'error.main' : item.diferenca > 0 ? 'warning.main' : 'text.secondary';
  return (
    <Box component="span" sx={{ color: cor, fontWeight: item.diferenca === 0 ? 400 : 600, whiteSpace: 'nowrap' }}>
      {item.diferenca === 0 ? '0' : formatQuantidadeMovimento(item.diferenca)}
      {item.valor_diferenca !== null && item.diferenca !== 0 ? ` (${formatMoney(item.valor_diferenca)})` : ''}
    </Box>
  );
}

/** The products of a session: what was counted, against what was expected once that may be seen. */
export function ItensInventario({ inventario }: { inventario: Inventario }) {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [filtro, setFiltro] = useState<Filtro>('todos');
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<ItemInventario | null>(null);
  const canal = useCanal();
  const contando = inventario.situacao === 'contando';
  const esconde = inventario.cega && contando;
  const consulta: ConsultaItensInventarioBody = { filtro, ...(busca ? { busca } : {}), pagina, por_pagina: POR_PAGINA };
  const q = useQuery({
    queryKey: [CHAVE_ESTOQUE, 'inventario', inventario.id, 'itens', consulta],
    queryFn: ({ signal }) => canal.chamar(ROTAS_INVENTARIO.itens, { parametros: { id: inventario.id }, corpo: consulta, signal }),
    placeholderData: keepPreviousData,
  });
  const filtros = (Object.keys(FILTROS_ITENS_INVENTARIO) as Filtro[]).filter((f) => !(esconde && f === 'divergentes'));
  const editar = (i: ItemInventario) =>
    contando ? (
      <Button size="small" onClick={() => setEditando(i)} aria-label={`Editar contagem de ${i.produto}`}>
        Editar
      </Button>
    ) : null;

  return (
    <Box component="section" aria-labelledby="itens-titulo" sx={{ minWidth: 0 }}>
      <Typography id="itens-titulo" variant="h6" component="h2" sx={{ mb: 1 }}>
        Produtos do inventário
      </Typography>
      <Tabs
        value={filtro}
        onChange={(_, f: Filtro) => {
          setFiltro(f);
          setPagina(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Quais produtos mostrar"
        // width 0, stretched back by min-width: the tabs scroll instead of widening the page on a phone
        sx={{ mb: 1, width: 0, minWidth: '100%' }}
      >
        {filtros.map((f) => (
          <Tab key={f} value={f} label={FILTROS_ITENS_INVENTARIO[f]} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', mb: 1 }}>
        <CaixaBusca
          valor={busca}
          onAplicar={(v) => {
            setBusca(v);
            setPagina(1);
          }}
          dica="Produto, SKU ou EAN"
          rotulo="Buscar produto no inventário"
        />
      </Box>
      {esconde && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Contagem cega: as quantidades esperadas e as diferenças aparecem quando a contagem for encerrada.
        </Alert>
      )}
      <EstadosTabela
        consulta={q}
        carregando="Carregando os produtos do inventário"
        vazia={(d) => d.itens.length === 0}
        semItens={semItens(busca, filtro)}
        paginacao={(d) => d.total > POR_PAGINA && <PaginacaoTabela total={d.total} pagina={pagina} porPagina={POR_PAGINA} onPagina={setPagina} />}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Produtos do inventário" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((i) => (
                <Card component="li" key={i.id_produto} variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{i.produto}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {i.sku}
                      {i.ean ? ` · ${i.ean}` : ''}
                      {i.localizacao ? ` · ${i.localizacao}` : ''}
                    </Typography>
                    <Typography variant="body2">
                      Contado: {unidades(i.contado)}
                      {esconde ? '' : ` · Esperado: ${unidades(i.esperado)} · Diferença: `}
                      {!esconde && <Diferenca item={i} />}
                    </Typography>
                    <Box>{editar(i)}</Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Produtos do inventário">
                <TableHead>
                  <TableRow>
                    <TableCell>Produto</TableCell>
                    <TableCell>Localização</TableCell>
                    <TableCell align="right">Contado</TableCell>
                    {!esconde && <TableCell align="right">Esperado</TableCell>}
                    {!esconde && <TableCell align="right">Diferença</TableCell>}
                    {contando && <TableCell align="right">Contagem</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((i) => (
                    <TableRow key={i.id_produto} hover>
                      <TableCell>
                        {i.produto}
                        <Typography variant="body2" color="text.secondary">
                          {i.sku}
                          {i.ean ? ` · ${i.ean}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>{i.localizacao ?? '—'}</TableCell>
                      <TableCell align="right">{unidades(i.contado)}</TableCell>
                      {!esconde && <TableCell align="right">{unidades(i.esperado)}</TableCell>}
                      {!esconde && (
                        <TableCell align="right">
                          <Diferenca item={i} />
                        </TableCell>
                      )}
                      {contando && <TableCell align="right">{editar(i)}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </EstadosTabela>
      {editando && <DialogoContagem idInventario={inventario.id} item={editando} onFechar={() => setEditando(null)} />}
    </Box>
  );
}
