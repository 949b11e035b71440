import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import type { ACOES_HISTORICO, EventoHistorico } from '@retaguarda/contrato/recursos/esquemas';
import { resolveErrorMessage } from '../../http';
import { useProvedorDoRecurso } from './useProvedorDoRecurso';
import { SecaoCartao } from '../formulario/SecaoCartao';

const ACOES: Record<(typeof ACOES_HISTORICO)[number], string> = {
  criacao: 'Criação',
  edicao: 'Edição',
  inativacao: 'Inativação',
  reativacao: 'Reativação',
  importacao: 'Importação',
};

const vazio = (v: string | null) => v ?? '—';

function Evento({ evento }: { evento: EventoHistorico }) {
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="subtitle2" component="p">
        {ACOES[evento.acao]} · {formatDateTime(evento.data)} · {evento.usuario?.nome ?? 'Sistema'}
      </Typography>
      {evento.alteracoes.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {evento.alteracoes.map((a) => (
            <li key={a.campo}>
              {evento.acao === 'criacao' ? `${a.rotulo}: ${vazio(a.depois)}` : `${a.rotulo}: ${vazio(a.antes)} → ${vazio(a.depois)}`}
            </li>
          ))}
        </Box>
      ) : null}
    </ListItem>
  );
}

/** Who changed the record, when, and each field before → after; newest first. */
export function HistoricoDoRegistro({ resource, id, version }: { resource: string; id: number; version: number }) {
  const provedor = useProvedorDoRecurso();
  // The version in the key: every save, inactivation or reactivation adds an entry.
  const { data, error, isPending, refetch } = useQuery({
    queryKey: [resource, 'historico', id, version],
    queryFn: async ({ signal }) => (await provedor.historico(resource, { id, signal })).data,
  });
  return (
    <SecaoCartao titulo="Histórico">
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Carregando o histórico" />
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar o histórico. {resolveErrorMessage(error)}
        </Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>
      ) : (
        <List aria-label="Histórico" disablePadding>
          {data.map((e) => (
            <Evento key={e.id} evento={e} />
          ))}
        </List>
      )}
    </SecaoCartao>
  );
}
