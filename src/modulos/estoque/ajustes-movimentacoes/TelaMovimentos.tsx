import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROTAS_ESTOQUE, TIPOS_ESTORNAVEIS, TIPOS_MOVIMENTO, TIPOS_MOVIMENTO_IDS, type ConsultaMovimentosBody, type Movimento, type TipoMovimento } from '@retaguarda/contrato/api/estoque';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela, LinhasCarregando } from '../../../layout/EstadosTabela';
import type { RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { BuscaNaBarra } from '../comum/BuscaNaBarra';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatQuantidadeMovimento, formatUnidades, rotuloTipo } from '../comum/formatos';
import { instanteSP, PeriodoFiltro } from '../comum/PeriodoFiltro';
import { usePaginasPorCursor } from './usePaginasPorCursor';
import { FiltroLoja } from '../comum/FiltroLoja';
import { useCanal } from '../../../dataProvider/useCanal';

// the transfers' tab and the dialogs load when first shown: the ledger's first view does not wait for them
const AbaTransferencias = lazy(() => import('./AbaTransferencias').then((m) => ({ default: m.AbaTransferencias })));
const DialogoAjuste = lazy(() => import('./DialogoAjuste').then((m) => ({ default: m.DialogoAjuste })));
const DialogoEstorno = lazy(() => import('./DialogoEstorno').then((m) => ({ default: m.DialogoEstorno })));
const DialogoTransferencia = lazy(() => import('./DialogoTransferencia').then((m) => ({ default: m.DialogoTransferencia })));

const POR_PAGINA = 50;

function Origem({ m }: { m: Movimento }) {
  if (m.id_pedido !== null)
    return (
      <Link component={RouterLink} to={`/vendas/gestao-pedidos/${m.id_pedido}`} underline="hover">
        Pedido {m.id_pedido}
      </Link>
    );
  if (m.id_transferencia !== null) return <>Transferência nº {m.id_transferencia}</>;
  if (m.id_estorno_de !== null) return <>Estorno da movimentação nº {m.id_estorno_de}</>;
  return null;
}

/** One movement as a card, on a phone. */
function CartaoMovimento({ m, onEstornar }: { m: Movimento; onEstornar: (m: Movimento) => void }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{rotuloTipo(m.tipo)}</Typography>
          <Typography sx={{ fontWeight: 600, color: m.quantidade < 0 ? 'error.main' : 'success.main' }}>{formatQuantidadeMovimento(m.quantidade)}</Typography>
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {m.produto} · {m.loja}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(m.em)} · saldo após {formatUnidades(m.saldo_apos)} · {m.usuario ?? 'Sistema'}
        </Typography>
        <Box>
          <Origem m={m} />
          {m.motivo && <Typography variant="body2">{m.motivo}</Typography>}
        </Box>
        {m.estornado ? (
          <Chip size="small" label="Estornada" sx={{ justifySelf: 'start' }} />
        ) : (
          TIPOS_ESTORNAVEIS.includes(m.tipo) && (
            <Button size="small" color="error" onClick={() => onEstornar(m)} sx={{ justifySelf: 'start' }} aria-label={`Estornar movimentação ${m.id}`}>
              Estornar
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}

function Razao({ onEstornar, inicial }: { onEstornar: (m: Movimento) => void; inicial: { loja: number | ''; produto: RegistroEscolhido | null } }) {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [loja, setLoja] = useState<number | ''>(inicial.loja);
  const [produto, setProduto] = useState<RegistroEscolhido | null>(inicial.produto);
  const [tipo, setTipo] = useState<TipoMovimento | ''>('');
  const [de, setDe] = useState<Date | null>(null);
  const [ate, setAte] = useState<Date | null>(null);
  const paginas = usePaginasPorCursor();
  const canal = useCanal();
  const filtrar = (f: () => void) => {
    f();
    paginas.primeira();
  };
  const inicio = de ? instanteSP(de, false) : undefined;
  const fim = ate ? instanteSP(ate, true) : undefined;
  const periodoInvertido = inicio !== undefined && fim !== undefined && inicio > fim;
  const consulta: ConsultaMovimentosBody = {
    ...(loja ? { id_seller: loja } : {}),
    ...(produto ? { id_produto: produto.id } : {}),
    ...(tipo ? { tipos: [tipo] } : {}),
    ...(inicio !== undefined ? { de: inicio } : {}),
    ...(fim !== undefined ? { ate: fim } : {}),
    ...(paginas.antesDe !== undefined ? { antes_de: paginas.antesDe } : {}),
    por_pagina: POR_PAGINA,
  };
  const q = useQuery({
    queryKey: [CHAVE_ESTOQUE, 'movimentos', consulta],
    queryFn: ({ signal }) => canal.chamar(ROTAS_ESTOQUE.movimentos, { corpo: consulta, signal }),
    placeholderData: keepPreviousData,
    enabled: !periodoInvertido,
  });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  const temFiltro = Boolean(loja || produto || tipo || de || ate);
  const limpar = () =>
    filtrar(() => {
      setLoja('');
      setProduto(null);
      setTipo('');
      setDe(null);
      setAte(null);
    });
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} role="search" aria-label="Filtros das movimentações">
        <Box sx={{ flex: '1 1 280px', maxWidth: 420 }}>
          <BuscaNaBarra recurso="produtos" rotulo="Produto" valor={produto} onChange={(v) => filtrar(() => setProduto(v))} />
        </Box>
        <FiltroLoja valor={loja} onChange={(l) => filtrar(() => setLoja(l))} />
        <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label="Tipo" value={tipo} onChange={(e) => filtrar(() => setTipo(e.target.value as TipoMovimento | ''))} sx={{ minWidth: 220 }}>
          <MenuItem value="">Todos os tipos</MenuItem>
          {TIPOS_MOVIMENTO_IDS.map((t) => (
            <MenuItem key={t} value={t}>
              {TIPOS_MOVIMENTO[t]}
            </MenuItem>
          ))}
        </TextField>
        <PeriodoFiltro de={de} ate={ate} onDe={(d) => filtrar(() => setDe(d))} onAte={(d) => filtrar(() => setAte(d))} invertido={periodoInvertido} />
        {temFiltro && <Button onClick={limpar}>Limpar filtros</Button>}
      </Paper>
      <EstadosTabela
        consulta={linhas}
        carregando="Carregando movimentações"
        esqueleto={<LinhasCarregando linhas={6} />}
        vazia={(d) => d.itens.length === 0}
        semItens={temFiltro ? 'Nenhuma movimentação com estes filtros.' : 'Nenhuma movimentação ainda.'}
        paginacao={(d) => (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mt: 1 }} role="navigation" aria-label="Páginas">
            <Typography variant="body2" color="text.secondary">
              Página {paginas.pagina}
            </Typography>
            <Button disabled={paginas.pagina === 1} onClick={paginas.anterior}>
              Anterior
            </Button>
            {/* while the next page loads the last one is still shown: its last id is no cursor to push again */}
            <Button disabled={!d.tem_mais || q.isPlaceholderData} onClick={() => paginas.proxima(d.itens[d.itens.length - 1].id)}>
              Próxima
            </Button>
          </Box>
        )}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Movimentações de estoque" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((m) => (
                <CartaoMovimento key={m.id} m={m} onEstornar={onEstornar} />
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Movimentações de estoque">
                <TableHead>
                  <TableRow>
                    <TableCell>Data e hora</TableCell>
                    <TableCell>Tipo</TableCell>
                    <TableCell>Produto</TableCell>
                    <TableCell>Loja</TableCell>
                    <TableCell align="right">Quantidade</TableCell>
                    <TableCell align="right">Saldo após</TableCell>
                    <TableCell>Origem e motivo</TableCell>
                    <TableCell>Usuário</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.em)}</TableCell>
                      <TableCell>
                        {rotuloTipo(m.tipo)}
                        {m.local === 'devolucao' && (
                          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                            devolvidos a conferir
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {m.produto}
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {m.sku}
                        </Typography>
                      </TableCell>
                      <TableCell>{m.loja}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600, color: m.quantidade < 0 ? 'error.main' : 'success.main' }}>
                        {formatQuantidadeMovimento(m.quantidade)}
                      </TableCell>
                      <TableCell align="right">{formatUnidades(m.saldo_apos)}</TableCell>
                      <TableCell>
                        <Origem m={m} />
                        {m.motivo && <Typography variant="body2">{m.motivo}</Typography>}
                        {m.custo_unitario !== null && (
                          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                            {formatMoney(m.custo_unitario)} por unidade
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{m.usuario ?? 'Sistema'}</TableCell>
                      <TableCell>
                        {m.estornado ? (
                          <Chip size="small" label="Estornada" />
                        ) : (
                          TIPOS_ESTORNAVEIS.includes(m.tipo) && (
                            <Button size="small" color="error" onClick={() => onEstornar(m)} aria-label={`Estornar movimentação ${m.id}`}>
                              Estornar
                            </Button>
                          )
                        )}
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

/** /estoque/ajustes-movimentacoes: the ledger of every change of stock, the adjustments and the transfers between stores. */
export default function TelaMovimentos() {
  const [params] = useSearchParams();
  const produtoUrl = Number(params.get('produto'));
  const inicial = {
    loja: (Number(params.get('loja')) || '') as number | '',
    produto: produtoUrl > 0 ? { id: produtoUrl, titulo: params.get('nome') ?? `Produto ${produtoUrl}` } : null,
  };
  const [aba, setAba] = useState<'movimentos' | 'transferencias'>('movimentos');
  const [dialogo, setDialogo] = useState<'ajuste' | 'transferencia' | null>(null);
  const [estornando, setEstornando] = useState<Movimento | null>(null);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo="Ajustes e movimentações"
        trilha={[{ label: 'Estoque' }]}
        acoes={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setDialogo('ajuste')}>
              Novo ajuste
            </Button>
            <Button variant="outlined" onClick={() => setDialogo('transferencia')}>
              Nova transferência
            </Button>
          </Box>
        }
      />
      <Tabs value={aba} onChange={(_, v: typeof aba) => setAba(v)} sx={{ mb: 2 }} aria-label="Movimentações ou transferências">
        <Tab value="movimentos" label="Movimentações" />
        <Tab value="transferencias" label="Transferências" />
      </Tabs>
      {aba === 'movimentos' ? (
        <Razao onEstornar={setEstornando} inicial={inicial} />
      ) : (
        <Suspense
          fallback={
            <Box role="status" aria-label="Carregando transferências">
              <Skeleton height={120} />
            </Box>
          }
        >
          <AbaTransferencias />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {dialogo === 'ajuste' && <DialogoAjuste inicial={inicial} onFechar={() => setDialogo(null)} />}
        {dialogo === 'transferencia' && <DialogoTransferencia onFechar={() => setDialogo(null)} />}
        {estornando && <DialogoEstorno movimento={estornando} onFechar={() => setEstornando(null)} />}
      </Suspense>
    </Box>
  );
}
