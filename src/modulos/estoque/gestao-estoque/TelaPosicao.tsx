import FilterListIcon from '@mui/icons-material/FilterList';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ORDENACOES_POSICAO, ROTAS_ESTOQUE, type ConsultaPosicaoBody, type PosicaoEstoque } from '@retaguarda/contrato/api/estoque';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { CaixaBusca } from '../../../layout/CaixaBusca';
import { GavetaFiltros } from '../../../layout/GavetaFiltros';
import { EstadosTabela, LinhasCarregando, PaginacaoTabela } from '../../../layout/EstadosTabela';
import type { RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { BuscaNaBarra } from '../comum/BuscaNaBarra';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { FiltroLoja } from '../comum/FiltroLoja';
import { NumerosResumo } from '../../../layout/NumerosResumo';
import { useCanal } from '../../../dataProvider/useCanal';

// the dialogs load when first opened: the position's first view does not wait for their forms
const DialogoConferencia = lazy(() => import('./DialogoConferencia').then((m) => ({ default: m.DialogoConferencia })));
const DialogoConfiguracoesLojas = lazy(() => import('./DialogoConfiguracoesLojas').then((m) => ({ default: m.DialogoConfiguracoesLojas })));
const DialogoLimites = lazy(() => import('./DialogoLimites').then((m) => ({ default: m.DialogoLimites })));

type Ordenacao = (typeof ORDENACOES_POSICAO)[number];
const SEM_MOVIMENTO = [30, 60, 90, 180, 365] as const;
const ROTA_RAZAO = '/estoque/ajustes-movimentacoes';

/** The product's ledger in that store, on the adjustments screen. */
const linkRazao = (p: PosicaoEstoque) => `${ROTA_RAZAO}?produto=${p.id_produto}&loja=${p.id_seller}&nome=${encodeURIComponent(p.produto)}`;

function Resumo({ totais, total }: { totais: { em_maos: number; reservado: number; valor: number; abaixo_do_minimo: number }; total: number }) {
  const itens = [
    ['Posições', formatUnidades(total)],
    ['Em mãos', formatUnidades(totais.em_maos)],
    ['Reservado', formatUnidades(totais.reservado)],
    ['Valor a custo médio', formatMoney(totais.valor)],
    ['Abaixo do mínimo', formatUnidades(totais.abaixo_do_minimo)],
  ] as const;
  return <NumerosResumo rotulo="Resumo do estoque filtrado" itens={itens} sx={{ mb: 2 }} />;
}

function Acoes({ p, onLimites, onConferir }: { p: PosicaoEstoque; onLimites: () => void; onConferir: () => void }) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={`Ações de ${p.produto} em ${p.loja}`} onClick={(e) => setAncora(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        <MenuItem component={RouterLink} to={linkRazao(p)}>
          <HistoryIcon fontSize="small" sx={{ mr: 1 }} /> Ver movimentações
        </MenuItem>
        <MenuItem onClick={() => { setAncora(null); onLimites(); }}>Definir mínimo e máximo</MenuItem>
        {p.em_devolucao > 0 && <MenuItem onClick={() => { setAncora(null); onConferir(); }}>Conferir devolvidos</MenuItem>}
      </Menu>
    </>
  );
}

function Situacao({ p }: { p: PosicaoEstoque }) {
  if (p.disponivel < 0) return <Chip size="small" color="error" label="Vendido além do estoque" />;
  if (p.em_maos === 0) return <Chip size="small" color="error" variant="outlined" label="Sem estoque" />;
  if (p.abaixo_do_minimo) return <Chip size="small" color="warning" label="Abaixo do mínimo" />;
  if (p.maximo !== null && p.em_maos > p.maximo) return <Chip size="small" color="info" variant="outlined" label="Acima do máximo" />;
  return null;
}

const COLUNAS: { id: string; rotulo: string; ordem?: Ordenacao; direita?: boolean }[] = [
  { id: 'produto', rotulo: 'Produto', ordem: 'produto' },
  { id: 'loja', rotulo: 'Loja' },
  { id: 'em_maos', rotulo: 'Em mãos', ordem: 'em_maos', direita: true },
  { id: 'reservado', rotulo: 'Reservado', direita: true },
  { id: 'disponivel', rotulo: 'Disponível', ordem: 'disponivel', direita: true },
  { id: 'limites', rotulo: 'Mín/máx', direita: true },
  { id: 'valor', rotulo: 'Valor', ordem: 'valor', direita: true },
  { id: 'ultima', rotulo: 'Últ. mov.', ordem: 'ultima_movimentacao' },
];

/** /estoque/gestao-estoque: what each store has of each product, what it is worth and what needs buying. */
export default function TelaPosicao() {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [params] = useSearchParams();
  const [loja, setLoja] = useState<number | ''>(Number(params.get('loja')) || '');
  const [busca, setBusca] = useState(params.get('busca') ?? '');
  const [abaixo, setAbaixo] = useState(params.get('abaixo') === '1');
  const [parado, setParado] = useState<number | ''>('');
  const [familia, setFamilia] = useState<RegistroEscolhido | null>(null);
  const [fornecedor, setFornecedor] = useState<RegistroEscolhido | null>(null);
  const [ordenar, setOrdenar] = useState<Ordenacao>('produto');
  const [ordem, setOrdem] = useState<'asc' | 'desc'>('asc');
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(25);
  const [limites, setLimites] = useState<PosicaoEstoque | null>(null);
  const [conferindo, setConferindo] = useState<PosicaoEstoque | null>(null);
  const [configurando, setConfigurando] = useState(false);
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const canal = useCanal();

  const consulta: ConsultaPosicaoBody = {
    ...(loja ? { id_seller: loja } : {}),
    ...(busca ? { busca } : {}),
    ...(abaixo ? { abaixo_do_minimo: true } : {}),
    ...(parado ? { sem_movimento_dias: parado } : {}),
    ...(familia ? { id_produto_base: familia.id } : {}),
    ...(fornecedor ? { id_fornecedor: fornecedor.id } : {}),
    ordenar,
    ordem,
    pagina,
    por_pagina: porPagina,
  };
  const q = useQuery({ queryKey: [CHAVE_ESTOQUE, 'posicao', consulta], queryFn: ({ signal }) => canal.chamar(ROTAS_ESTOQUE.posicao, { corpo: consulta, signal }), placeholderData: keepPreviousData });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  const filtrar = (f: () => void) => {
    f();
    setPagina(1);
  };
  const temFiltro = Boolean(loja || busca || abaixo || parado || familia || fornecedor);
  // the search stays in sight on a phone; these go behind its 'Filtros' button
  const outrosAtivos = [loja, abaixo, parado, familia, fornecedor].filter(Boolean).length;
  const limpar = () =>
    filtrar(() => {
      setLoja('');
      setBusca('');
      setAbaixo(false);
      setParado('');
      setFamilia(null);
      setFornecedor(null);
    });
  const ordenarPor = (o: Ordenacao) => {
    if (o === ordenar) setOrdem(ordem === 'asc' ? 'desc' : 'asc');
    else {
      setOrdenar(o);
      setOrdem(o === 'produto' ? 'asc' : 'desc');
    }
    setPagina(1);
  };

  const caixaBusca = <CaixaBusca valor={busca} onAplicar={(v) => filtrar(() => setBusca(v))} dica="Produto, SKU ou EAN" rotulo="Buscar produto" />;
  const outrosFiltros = (
    <>
      <FiltroLoja valor={loja} onChange={(l) => filtrar(() => setLoja(l))} />
      <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}>
        <BuscaNaBarra recurso="produtosBase" rotulo="Família" valor={familia} onChange={(v) => filtrar(() => setFamilia(v))} />
      </Box>
      <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}>
        <BuscaNaBarra recurso="fornecedores" rotulo="Fornecedor" valor={fornecedor} onChange={(v) => filtrar(() => setFornecedor(v))} />
      </Box>
      <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label="Sem movimento há" value={parado} onChange={(e) => filtrar(() => setParado(e.target.value === '' ? '' : Number(e.target.value)))} sx={{ minWidth: 200 }}>
        <MenuItem value="">Qualquer data</MenuItem>
        {SEM_MOVIMENTO.map((d) => (
          <MenuItem key={d} value={d}>
            {d} dias ou mais
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={abaixo} onChange={(e) => filtrar(() => setAbaixo(e.target.checked))} />} label="Só abaixo do mínimo" />
    </>
  );

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo="Gestão de estoque"
        trilha={[{ label: 'Estoque' }]}
        acoes={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<SettingsIcon />} onClick={() => setConfigurando(true)}>
              Configurações de estoque das lojas
            </Button>
            <Button component={RouterLink} to={ROTA_RAZAO}>
              Ajustes e movimentações
            </Button>
          </Box>
        }
      />
      {celular ? (
        <Box role="search" aria-label="Filtros do estoque" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          {caixaBusca}
          <Button
            size="small"
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => setFiltrosAbertos(true)}
            aria-label={outrosAtivos ? `Filtros (${outrosAtivos} ${outrosAtivos === 1 ? 'ativo' : 'ativos'})` : 'Filtros'}
            sx={{ flexShrink: 0 }}
          >
            Filtros
            {outrosAtivos ? (
              <Box component="span" sx={{ ml: 1, px: 0.75, minWidth: 20, borderRadius: 10, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.75rem', lineHeight: '20px' }}>
                {outrosAtivos}
              </Box>
            ) : null}
          </Button>
          <Drawer anchor="right" open={filtrosAbertos} onClose={() => setFiltrosAbertos(false)}>
            <GavetaFiltros limpar={limpar} onFechar={() => setFiltrosAbertos(false)} consultasSalvas={false}>
              <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>{outrosFiltros}</Box>
            </GavetaFiltros>
          </Drawer>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="search" aria-label="Filtros do estoque">
          {caixaBusca}
          {outrosFiltros}
          {temFiltro && <Button onClick={limpar}>Limpar filtros</Button>}
        </Paper>
      )}

      <EstadosTabela
        consulta={linhas}
        carregando="Carregando o estoque"
        esqueleto={<LinhasCarregando linhas={6} />}
        acima={(d) => <Resumo totais={d.totais} total={d.total} />}
        vazia={(d) => d.itens.length === 0}
        semItens={temFiltro ? 'Nenhum produto com estes filtros.' : 'Nenhum produto em estoque ainda: as entradas de compra e os ajustes aparecem aqui.'}
        acaoSemItens={temFiltro && <Button onClick={limpar} sx={{ mt: 1 }}>Limpar filtros</Button>}
        paginacao={(d) => (
          <PaginacaoTabela
            total={d.total}
            pagina={pagina}
            porPagina={porPagina}
            onPagina={setPagina}
            opcoesPorPagina={[25, 50, 100]}
            onPorPagina={(n) => {
              setPorPagina(n);
              setPagina(1);
            }}
          />
        )}
      >
        {(dados) =>
          celular ? (
            <Box component="ul" aria-label="Posição de estoque" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.itens.map((p) => (
                <Card component="li" key={`${p.id_seller}-${p.id_produto}`} variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.produto}</Typography>
                      <Acoes p={p} onLimites={() => setLimites(p)} onConferir={() => setConferindo(p)} />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {p.sku} · {p.loja}
                    </Typography>
                    <Typography variant="body2">
                      Em mãos {formatUnidades(p.em_maos)} · Disponível {formatUnidades(p.disponivel)} · Valor {formatMoney(p.valor)}
                    </Typography>
                    <Box>
                      <Situacao p={p} />
                    </Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Posição de estoque">
                <TableHead>
                  <TableRow>
                    {COLUNAS.map((c) => (
                      <TableCell key={c.id} align={c.direita ? 'right' : 'left'} sortDirection={c.ordem === ordenar ? ordem : false} sx={{ whiteSpace: 'nowrap' }}>
                        {c.ordem ? (
                          <TableSortLabel active={c.ordem === ordenar} direction={c.ordem === ordenar ? ordem : 'asc'} onClick={() => c.ordem && ordenarPor(c.ordem)}>
                            {c.rotulo}
                          </TableSortLabel>
                        ) : (
                          c.rotulo
                        )}
                      </TableCell>
                    ))}
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        Ações
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.itens.map((p) => (
                    <TableRow key={`${p.id_seller}-${p.id_produto}`} hover>
                      <TableCell>
                        <Link component={RouterLink} to={linkRazao(p)} underline="hover">
                          {p.produto}
                        </Link>
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {p.sku}
                          {p.familia ? ` · ${p.familia}` : ''}
                        </Typography>
                        <Situacao p={p} />
                      </TableCell>
                      <TableCell>{p.loja}</TableCell>
                      <TableCell align="right">
                        {formatUnidades(p.em_maos)}
                        {p.em_devolucao > 0 && (
                          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                            +{formatUnidades(p.em_devolucao)} devolvido(s)
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{formatUnidades(p.reservado)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {formatUnidades(p.disponivel)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {p.minimo === null ? '—' : formatUnidades(p.minimo)} / {p.maximo === null ? '—' : formatUnidades(p.maximo)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(p.valor)}
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {formatMoney(p.custo_medio)} cada
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.ultima_movimentacao_em === null ? 'Nunca' : formatDate(p.ultima_movimentacao_em)}</TableCell>
                      <TableCell>
                        <Acoes p={p} onLimites={() => setLimites(p)} onConferir={() => setConferindo(p)} />
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
        {limites && <DialogoLimites posicao={limites} onFechar={() => setLimites(null)} />}
        {conferindo && <DialogoConferencia posicao={conferindo} onFechar={() => setConferindo(null)} />}
        {configurando && <DialogoConfiguracoesLojas onFechar={() => setConfigurando(false)} />}
      </Suspense>
    </Box>
  );
}
