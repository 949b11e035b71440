import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import type { ACOES_HISTORICO, EventoHistorico } from '@retaguarda/contrato/recursos/esquemas';
import { EstadoDaConsulta } from './EstadoDaConsulta';
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
  const consulta = useQuery({
    queryKey: [resource, 'historico', id, version],
    queryFn: async ({ signal }) => (await provedor.historico(resource, { id, signal })).data,
  });
  return (
    <SecaoCartao titulo="Histórico">
      <EstadoDaConsulta consulta={consulta} oQue="o histórico">
        {(data) =>
          data.length === 0 ? (
            <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>
          ) : (
            <List aria-label="Histórico" disablePadding>
              {data.map((e) => (
                <Evento key={e.id} evento={e} />
              ))}
            </List>
          )
        }
      </EstadoDaConsulta>
    </SecaoCartao>
  );
}
