import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formatDecimal, formatInteiro } from '@retaguarda/contrato/br/numeros';
import { ESTADOS_META, type EstadoMeta } from '@retaguarda/contrato/financeiro/progressoMeta';
import { INDICADORES_METAS } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { resolveErrorMessage } from '../../../http';
import { useRelatorio, type Linha } from '../../../relatorios/api';
import { Frescor } from '../../../relatorios/widgets/Frescor';
import { relatorioDosIndicadores } from './relatorios';

export const ROTA_METAS = '/dashboard/indicadores-desempenho/metas';

const ICONES: Readonly<Record<EstadoMeta, SvgIconComponent>> = { atingida: CheckCircleIcon, perto: TrendingUpIcon, longe: TrendingDownIcon };

const ehEstado = (v: unknown): v is EstadoMeta => typeof v === 'string' && v in ESTADOS_META;

const CORPO = { periodo: 'este_mes' } as const;

/** One goal's gauge: the bar, and the state as icon and words besides the colour ('Perto da meta · 83,3 %'). */
function Medidor({ titulo, realizado, meta, percentual, estado }: { titulo: string; realizado: string; meta: string; percentual: number; estado: EstadoMeta }) {
  const e = ESTADOS_META[estado];
  const Icone = ICONES[estado];
  const texto = `${formatDecimal(percentual, 1)} %`;
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">{titulo}</Typography>
        <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: `${e.cor}.main`, fontWeight: 600 }}>
          <Icone fontSize="inherit" aria-hidden />
          {e.rotulo} · {texto}
        </Typography>
      </Box>
      {/* a figure within a known range is a meter, not a task's progress: the page is not still loading */}
      <LinearProgress
        role="meter"
        variant="determinate"
        value={Math.min(100, percentual)}
        color={e.cor}
        aria-label={`${titulo}: ${texto} da meta, ${e.rotulo.toLowerCase()}`}
        sx={{ height: 8, borderRadius: 1, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {realizado} de {meta}
      </Typography>
    </Box>
  );
}

function CartaoDaLoja({ l }: { l: Linha }) {
  if (!ehEstado(l.estado_faturamento) || !ehEstado(l.estado_pedidos)) return null;
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {String(l.loja)}
      </Typography>
      <Medidor
        titulo="Faturamento"
        realizado={formatMoney(Number(l.faturamento))}
        meta={formatMoney(Number(l.meta_faturamento))}
        percentual={Number(l.percentual_faturamento)}
        estado={l.estado_faturamento}
      />
      <Medidor
        titulo="Pedidos"
        realizado={formatInteiro(Number(l.pedidos))}
        meta={formatInteiro(Number(l.meta_pedidos))}
        percentual={Number(l.percentual_pedidos)}
        estado={l.estado_pedidos}
      />
    </Paper>
  );
}

/**
 * This month's goal of each store (set by an admin in 'Metas por loja') against what it has sold:
 * green when met, amber within 20 %, red beyond, each also said in words and by an icon.
 */
export function MetasDasLojas({ filtros }: { filtros: Readonly<Record<string, unknown>> }) {
  const corpo = useMemo(() => ({ ...CORPO, ...(Object.keys(filtros).length > 0 ? { filtros } : {}) }), [filtros]);
  const q = useRelatorio(relatorioDosIndicadores(INDICADORES_METAS.id), corpo);
  const linhas = q.data?.linhas ?? [];
  return (
    <Box component="section" aria-labelledby="metas-titulo" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="metas-titulo" variant="h6" component="h2">
          Metas das lojas neste mês
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
          {q.data && <Frescor desde={q.dataUpdatedAt} />}
          <MuiLink component={Link} to={ROTA_METAS}>
            Metas por loja
          </MuiLink>
        </Box>
      </Box>
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {q.isPending && !q.isError && (
        <Box role="status" aria-label="Carregando as metas" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      )}
      {q.data && linhas.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma meta cadastrada para este mês. Um administrador as define em{' '}
          <MuiLink component={Link} to={ROTA_METAS}>
            Metas por loja
          </MuiLink>
          .
        </Typography>
      )}
      {linhas.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {linhas.map((l) => (
            <CartaoDaLoja key={String(l.chave)} l={l} />
          ))}
        </Box>
      )}
    </Box>
  );
}
