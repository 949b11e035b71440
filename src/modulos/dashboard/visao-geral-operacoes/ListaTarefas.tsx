import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { formatInteiro } from '@retaguarda/contrato/br/numeros';
import { JANELA_PENDENCIAS_DIAS } from '@retaguarda/contrato/api/inicio';
import { TAREFAS, TAREFAS_IDS, VISAO_GERAL_TAREFAS, type Tarefa } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import { resolveErrorMessage } from '../../../http';
import { useRelatorio, type Linha } from '../../../relatorios/api';
import { LISTA_PEDIDOS } from '../../../relatorios/destino';
import { Frescor } from '../../../relatorios/widgets/Frescor';
import { relatorioDaVisaoGeral } from './relatorios';

const ehTarefa = (v: unknown): v is Tarefa => typeof v === 'string' && (TAREFAS_IDS as readonly string[]).includes(v);

/** The order list filtered to exactly the task's orders (the row's filter, as the server wrote it). */
export const linkDaTarefa = (l: Linha): string => `${LISTA_PEDIDOS}?filter=${encodeURIComponent(String(l.filtro ?? '{}'))}`;

const pedidos = (n: number) => `${formatInteiro(n)} ${n === 1 ? 'pedido' : 'pedidos'}`;

/**
 * What needs someone now, first on the screen: each kind of order awaiting action with how many
 * there are and a link to the order list filtered to them; the kinds with none stay listed, quiet.
 */
export function ListaTarefas({ corpo }: { corpo: { filtros?: Readonly<Record<string, unknown>> } }) {
  const q = useRelatorio(relatorioDaVisaoGeral(VISAO_GERAL_TAREFAS.id), corpo);
  const linhas = (q.data?.linhas ?? []).filter((l) => ehTarefa(l.chave));
  const pendentes = linhas.reduce((s, l) => s + Number(l.quantidade ?? 0), 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tarefas-titulo" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="tarefas-titulo" variant="h6" component="h2">
          Pedidos aguardando ação
        </Typography>
        {q.data && <Frescor desde={q.dataUpdatedAt} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Pedidos dos últimos {JANELA_PENDENCIAS_DIAS} dias que esperam alguém.
      </Typography>
      {q.isError && (
        <Alert severity="error" sx={{ mt: 1 }} action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {q.isPending && !q.isError && (
        <Box role="status" aria-label="Carregando os pedidos aguardando ação" sx={{ display: 'grid', gap: 1, mt: 1 }}>
          {TAREFAS_IDS.map((t) => (
            <Skeleton key={t} variant="rounded" height={44} />
          ))}
        </Box>
      )}
      {q.data && pendentes === 0 && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <CheckCircleOutlineIcon color="success" aria-hidden /> Nenhum pedido aguardando ação.
        </Typography>
      )}
      {q.data && pendentes > 0 && (
        <List dense disablePadding sx={{ mt: 1, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
          {linhas.map((l) => {
            const chave = l.chave as Tarefa;
            const n = Number(l.quantidade ?? 0);
            return (
              <ListItem key={chave} disableGutters sx={{ display: 'block', border: 1, borderColor: n > 0 ? 'warning.main' : 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
                <Typography component="h3" variant="subtitle2">
                  {TAREFAS[chave].rotulo}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} color={n > 0 ? 'text.primary' : 'text.secondary'}>
                  {formatInteiro(n)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {TAREFAS[chave].ajuda}
                </Typography>
                {n > 0 && (
                  <MuiLink component={Link} to={linkDaTarefa(l)}>
                    Ver {pedidos(n)}
                  </MuiLink>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
