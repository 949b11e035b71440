import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, useDeferredValue, useState, type ReactNode } from 'react';
import { PERIODOS_DESEMPENHO, type DesempenhoFornecedor } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { colunasDaTela } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_DESEMPENHO } from '@retaguarda/contrato/relatorios/desempenhoFornecedores';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { formatPontosPercentuais } from '../../../graficos/formatos';
import { GraficoBarrasSobDemanda } from '../../../graficos/sobDemanda';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela } from '../../../layout/EstadosTabela';
import { formatDias, formatTaxa, formatVariacao, useDesempenho } from '../comum/desempenho';
import { FiltroLoja } from '../../estoque/comum/FiltroLoja';

type Periodo = (typeof PERIODOS_DESEMPENHO)[number];
const NO_GRAFICO = 10;

function Grafico({ fornecedores }: { fornecedores: readonly DesempenhoFornecedor[] }) {
  const topo = fornecedores.filter((f) => f.recebidos > 0).slice(0, NO_GRAFICO);
  const quais = topo.length === 1 ? 'do fornecedor' : `dos ${topo.length} melhores fornecedores`;
  // percent points rounded to tenths, on a fixed 0–100 axis
  const pontos = (x: number | null) => Math.round((x ?? 0) * 1000) / 10;
  return (
    <CaixaGrafico titulo={`Pontualidade e atendimento ${quais}`} vazio={topo.length === 0}>
      <GraficoBarrasSobDemanda
        altura={300}
        larguraNomes={150}
        escala={{ min: 0, max: 100 }}
        formatarEixo={formatPontosPercentuais}
        nomes={topo.map((f) => f.fornecedor)}
        series={[
          { rotulo: 'Pontualidade', valores: topo.map((f) => pontos(f.pontualidade)), formato: formatPontosPercentuais },
          { rotulo: 'Atendimento', valores: topo.map((f) => pontos(f.fill_rate)), formato: formatPontosPercentuais },
        ]}
      />
    </CaixaGrafico>
  );
}

function Atraso({ f }: { f: DesempenhoFornecedor }) {
  return f.atrasados > 0 ? <Chip size="small" color="error" variant="outlined" label={`${f.atrasados} atrasado(s)`} /> : null;
}

const COLUNAS = colunasDaTela(COLUNAS_DESEMPENHO);
/** The phone's cards name the rates as the table's columns do. */
const ROTULOS = COLUNAS_DESEMPENHO.colunas;
/** The cells that say more than their field: the position and counts as bare numbers, what was received and what is late beside them. */
const CELULAS: Readonly<Record<string, (f: DesempenhoFornecedor, i: number) => ReactNode>> = {
  posicao: (_, i) => <TableCell>{i + 1}</TableCell>,
  pedidos: (f) => (
    <TableCell align="right">
      {f.pedidos}
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {f.recebidos} recebido(s)
      </Typography>
    </TableCell>
  ),
  abertos: (f) => (
    <TableCell>
      {f.abertos}
      <Atraso f={f} />
    </TableCell>
  ),
};

/** /compras/analise-desempenho-fornecedores: who delivers on time and complete, ranked, per period and store. */
export default function TelaDesempenho() {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('md'));
  const [meses, setMeses] = useState<Periodo>(12);
  const [loja, setLoja] = useState<number | ''>('');
  const q = useDesempenho({ meses, ...(loja ? { id_seller: loja } : {}) });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina titulo="Desempenho de fornecedores" trilha={[{ label: 'Compras' }]} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="search" aria-label="Período e loja">
        <ToggleButtonGroup exclusive size="small" value={meses} onChange={(_, v: Periodo | null) => v && setMeses(v)} aria-label="Período">
          {PERIODOS_DESEMPENHO.map((m) => (
            <ToggleButton key={m} value={m}>
              {m} meses
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FiltroLoja valor={loja} onChange={setLoja} />
        {q.data && (
          <Typography variant="body2" color="text.secondary">
            Pedidos enviados de {formatDate(q.data.de)} a {formatDate(q.data.ate)}
          </Typography>
        )}
      </Paper>
      <EstadosTabela
        consulta={linhas}
        carregando="Carregando o desempenho dos fornecedores"
        esqueleto={<Skeleton height={300} />}
        barraAtualizando={false}
        vazia={(d) => d.fornecedores.length === 0}
        semItens={`Nenhum pedido de compra enviado nos últimos ${meses} meses${loja ? ' para esta loja' : ''}.`}
        acima={(d) => <Grafico fornecedores={d.fornecedores} />}
      >
        {(dados) =>
          celular ? (
            <Box component="ol" aria-label="Ranking de fornecedores" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {dados.fornecedores.map((f, i) => (
                <Card component="li" key={f.id_fornecedor} variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {i + 1}. {f.fornecedor}
                    </Typography>
                    <Typography variant="body2">
                      {ROTULOS.pontualidade.rotulo} {formatTaxa(f.pontualidade)} · {ROTULOS.fill_rate.rotulo} {formatTaxa(f.fill_rate)} · {ROTULOS.lead_time_dias.rotulo} {formatDias(f.lead_time_dias)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {f.pedidos} pedido(s) · {formatMoney(f.valor_comprado)} · preço {formatVariacao(f.variacao_preco)}
                    </Typography>
                    <Box>
                      <Atraso f={f} />
                    </Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Ranking de fornecedores">
                <TableHead>
                  <TableRow>
                    {COLUNAS.map((c) => (
                      <TableCell key={c.chave} align={c.direita ? 'right' : undefined}>
                        {c.rotulo}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.fornecedores.map((f, i) => (
                    <TableRow key={f.id_fornecedor}>
                      {COLUNAS.map((c) => {
                        const propria = CELULAS[c.chave];
                        if (propria) return <Fragment key={c.chave}>{propria(f, i)}</Fragment>;
                        return (
                          <TableCell key={c.chave} align={c.direita ? 'right' : undefined}>
                            {c.texto(f, i)}
                          </TableCell>
                        );
                      })}
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
