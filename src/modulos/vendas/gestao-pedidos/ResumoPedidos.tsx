import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PieChartIcon from '@mui/icons-material/PieChartOutline';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Agregado, Resumo } from '@retaguarda/contrato/api/pedidos';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import { graficoSobDemanda } from '../../../graficos/graficoSobDemanda';
import { usePreferenciaPedidos } from './preferencias';
import { corDoStatus } from './statusCores';

// The charts library weighs as much as the list itself: fetched only once the user asks for charts.
const ResumoGrafico = graficoSobDemanda(() => import('./ResumoGrafico'), { circular: true, largura: 110, altura: 110 });

/** One figure of the strip: its name and value on one line ('Pedidos 1.234'); the region keeps the long name. */
function Indicador({ titulo, tituloCurto, valor }: { titulo: string; tituloCurto: string; valor: string }) {
  return (
    <Box component="section" aria-label={titulo} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, minWidth: 0 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {tituloCurto}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {valor}
      </Typography>
    </Box>
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
    <Card variant="outlined" sx={{ flex: '1 1 280px', minWidth: 0 }} component="section" aria-label={titulo}>
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
                <span>{formatNumero(a.quantidade)}</span>
                <Box component="span" sx={{ minWidth: 96, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatMoney(a.valor_total)}
                </Box>
              </Box>
            ))}
            {itens.length === 0 ? <li>Sem pedidos</li> : null}
          </Box>
          {itens.length > 0 && comGrafico ? (
            <Box sx={{ flex: 'none', alignSelf: 'center' }}>
              <ResumoGrafico itens={itens} cor={cor} titulo={titulo} />
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The summary of the whole filtered set (RES.dashboard), above the table: one strip of three
 * figures, and the breakdown by status and payment method (with its charts) on demand, so the
 * orders start right below it.
 */
export function ResumoPedidos({ resumo }: { resumo: Resumo | undefined }) {
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [detalhes, setDetalhes] = usePreferenciaPedidos('resumo.detalhes');
  const [graficos, setGraficos] = usePreferenciaPedidos('resumo.graficos');
  if (!resumo) {
    return <Skeleton variant="rounded" height={32} sx={{ mx: 2, mb: 1 }} role="status" aria-busy="true" aria-label="Carregando resumo" />;
  }
  // a phone offers no chart: the numbers say it all there
  const comGrafico = graficos && !pequena;
  const aberto = detalhes || comGrafico;
  return (
    <Box sx={{ mb: 1, px: { xs: 1, sm: 2 } }} aria-label="Resumo dos pedidos" role="region">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: { xs: 2, sm: 3 }, rowGap: 0.5, minHeight: 32 }}>
        <Indicador titulo="Quantidade de pedidos" tituloCurto="Pedidos" valor={formatNumero(resumo.quantidade_pedidos)} />
        <Indicador titulo="Valor total" tituloCurto="Total" valor={formatMoney(resumo.valor_total)} />
        <Indicador titulo="Ticket médio" tituloCurto="Ticket médio" valor={formatMoney(resumo.ticket_medio)} />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <Button
            size="small"
            aria-expanded={aberto}
            endIcon={<ExpandMoreIcon sx={{ transform: aberto ? 'rotate(180deg)' : 'none' }} />}
            onClick={() => {
              setDetalhes(!aberto);
              if (aberto) setGraficos(false);
            }}
          >
            {aberto ? 'Ocultar detalhes' : 'Ver detalhes'}
          </Button>
          {pequena ? null : (
            <Button size="small" startIcon={<PieChartIcon fontSize="small" />} onClick={() => setGraficos(!graficos)}>
              {graficos ? 'Ocultar gráficos' : 'Mostrar gráficos'}
            </Button>
          )}
        </Box>
      </Box>
      {aberto ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Detalhamento titulo="Por status" itens={resumo.por_status} cor={corDoStatus} comGrafico={comGrafico} />
          <Detalhamento titulo="Por forma de pagamento" itens={resumo.por_forma_pagto} comGrafico={comGrafico} />
        </Box>
      ) : null}
    </Box>
  );
}
