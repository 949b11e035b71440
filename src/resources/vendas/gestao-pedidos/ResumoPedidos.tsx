import { lazy, Suspense } from 'react';
import PieChartIcon from '@mui/icons-material/PieChartOutline';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { Agregado, Resumo } from '../../../api/pedidos';
import { formatMoney } from '../../../br/money';
import { DetalhamentoRecolhido } from './DetalhamentoRecolhido';
import { usePreferenciaPedidos } from './preferencias';
import { corDoStatus } from './statusCores';

// The charts library weighs as much as the list itself: fetched only once the user asks for charts.
const ResumoGrafico = lazy(() => import('./ResumoGrafico'));

const inteiro = new Intl.NumberFormat('pt-BR');

function Indicador({ titulo, tituloCurto, valor }: { titulo: string; tituloCurto?: string; valor: string }) {
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Card variant="outlined" sx={{ flex: '1 1 0', minWidth: 0 }} component="section" aria-label={titulo}>
      <CardContent sx={{ p: { xs: 1, sm: 2 }, '&:last-child': { pb: { xs: 1, sm: 2 } } }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {pequena && tituloCurto ? tituloCurto : titulo}
        </Typography>
        <Typography component="p" sx={{ typography: { xs: 'subtitle1', sm: 'h6', lg: 'h5' }, fontWeight: { xs: 500 } }} noWrap>
          {valor}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface DetalhamentoProps {
  titulo: string;
  itens: Agregado[];
  cor?: (id: number) => string;
  comGrafico: boolean;
}

function Detalhamento({ titulo, itens, cor, comGrafico }: DetalhamentoProps) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 300px' }} component="section" aria-label={titulo}>
      {/* a container: where the card is too narrow for the chart beside the names, it goes below them */}
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {titulo}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', '@container (max-width: 440px)': { flexDirection: 'column', alignItems: 'stretch' } }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: '1 1 auto', minWidth: 0 }}>
            {itens.map((a) => (
              <Box component="li" key={a.id} sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'center' }}>
                {cor ? <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: cor(a.id) }} /> : null}
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={a.descricao}>
                  {a.descricao}
                </Box>
                <span>{inteiro.format(a.quantidade)}</span>
                <Box component="span" sx={{ minWidth: 96, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatMoney(a.valor_total)}
                </Box>
              </Box>
            ))}
            {itens.length === 0 ? <li>Sem pedidos</li> : null}
          </Box>
          {itens.length > 0 && comGrafico ? (
            <Box sx={{ flex: 'none', alignSelf: 'center' }}>
              <Suspense fallback={<Skeleton variant="circular" width={110} height={110} />}>
                <ResumoGrafico itens={itens} cor={cor} titulo={titulo} />
              </Suspense>
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The summary of the whole filtered set (RES.dashboard), above the table. */
export function ResumoPedidos({ resumo }: { resumo: Resumo | undefined }) {
  // On a phone the orders matter more than the breakdown: it folds away behind one line.
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [graficos, setGraficos] = usePreferenciaPedidos('resumo.graficos');
  if (!resumo) {
    return (
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, mb: 2 }} role="status" aria-busy="true" aria-label="Carregando resumo">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={pequena ? 64 : 88} sx={{ flex: '1 1 0' }} />
        ))}
      </Box>
    );
  }
  // a phone folds the breakdown away and offers no chart: the numbers say it all there
  const comGrafico = graficos && !pequena;
  const detalhamento = (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Detalhamento titulo="Por status" itens={resumo.por_status} cor={corDoStatus} comGrafico={comGrafico} />
      <Detalhamento titulo="Por forma de pagamento" itens={resumo.por_forma_pagto} comGrafico={comGrafico} />
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1, sm: 2 }, mb: 2 }} aria-label="Resumo dos pedidos" role="region">
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 } }}>
        <Indicador titulo="Quantidade de pedidos" tituloCurto="Pedidos" valor={inteiro.format(resumo.quantidade_pedidos)} />
        <Indicador titulo="Valor total" valor={formatMoney(resumo.valor_total)} />
        <Indicador titulo="Ticket médio" valor={formatMoney(resumo.ticket_medio)} />
      </Box>
      {pequena ? (
        <DetalhamentoRecolhido>{detalhamento}</DetalhamentoRecolhido>
      ) : (
        <>
          {/* one name whatever the state (aria-pressed says it), as a toggle button should keep */}
          <ToggleButton
            value="graficos"
            selected={graficos}
            color="primary"
            onChange={() => setGraficos(!graficos)}
            size="small"
            sx={{ alignSelf: 'flex-end', py: 0.25, mb: -1 }}
          >
            <PieChartIcon fontSize="small" sx={{ mr: 1 }} />
            Mostrar gráficos
          </ToggleButton>
          {detalhamento}
        </>
      )}
    </Box>
  );
}
