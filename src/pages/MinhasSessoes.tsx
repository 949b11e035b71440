import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ROTAS_MINHAS_SESSOES, type SessaoAberta } from '@retaguarda/contrato/api/minhasSessoes';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { useCanal } from '../dataProvider/useCanal';
import { resolveErrorMessage } from '../http';
import { EstadoDaConsulta } from '../motorCadastros/mostrar/EstadoDaConsulta';

const CHAVE = ['minhas-sessoes'];

/** What the confirmation is about: one other session, or all of them. */
type Pedido = { tipo: 'uma'; sessao: SessaoAberta } | { tipo: 'outras' };

function Sessao({ sessao, aoEncerrar }: { sessao: SessaoAberta; aoEncerrar: () => void }) {
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 0, alignItems: 'center' }} aria-label={sessao.dispositivo}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {sessao.dispositivo} {sessao.atual && <Chip label="Esta sessão" size="small" color="primary" sx={{ ml: 1 }} />}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          IP {sessao.ip ?? 'desconhecido'} · Iniciada em {formatDateTime(sessao.iniciada_em)} · Última atividade {formatDateTime(sessao.ultima_atividade_em)}
        </Typography>
      </Box>
      {!sessao.atual && (
        <Button size="small" color="error" variant="outlined" onClick={aoEncerrar}>
          Encerrar esta sessão
        </Button>
      )}
    </ListItem>
  );
}

/**
 * "Minhas sessões" on /profile: every open sign-in of the user, this one marked; ending
 * one or all the others (confirmed first). An ended session's next call gets 401 and its panel
 * falls back to sign-in. Last activity moves at sign-in and at each token renewal.
 */
export function MinhasSessoes() {
  const notify = useNotify();
  const cliente = useQueryClient();
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const canal = useCanal();
  const consulta = useQuery({
    queryKey: CHAVE,
    queryFn: async ({ signal }) => (await canal.chamar(ROTAS_MINHAS_SESSOES.listar, { signal })).sessoes,
  });
  const encerrar = useMutation({
    mutationFn: async (p: Pedido) => {
      if (p.tipo === 'uma') {
        await canal.chamar(ROTAS_MINHAS_SESSOES.encerrar, { corpo: { id: p.sessao.id } });
        return 'Sessão encerrada.';
      }
      const r = await canal.chamar(ROTAS_MINHAS_SESSOES.encerrarOutras, {});
      return r.encerradas === 1 ? '1 sessão encerrada.' : `${r.encerradas} sessões encerradas.`;
    },
    onSuccess: (mensagem) => {
      setPedido(null);
      notify(mensagem, { type: 'success' });
    },
    onError: (e) => notify(`Não foi possível encerrar. ${resolveErrorMessage(e)}`, { type: 'error' }),
    // A session already ended elsewhere (404) leaves the list too.
    onSettled: () => cliente.invalidateQueries({ queryKey: CHAVE }),
  });
  return (
    <EstadoDaConsulta consulta={consulta} oQue="as sessões">
      {(data) => {
        const outras = data.filter((s) => !s.atual);
        return (
          <>
            {data.length === 0 ? (
              <Typography color="text.secondary">Nenhuma sessão aberta.</Typography>
            ) : (
              <List aria-label="Sessões abertas" disablePadding>
                {data.map((s) => (
                  <Sessao key={s.id} sessao={s} aoEncerrar={() => setPedido({ tipo: 'uma', sessao: s })} />
                ))}
              </List>
            )}
            {outras.length > 0 ? (
              <Button sx={{ mt: 2 }} color="error" variant="contained" onClick={() => setPedido({ tipo: 'outras' })}>
                Encerrar todas as outras sessões
              </Button>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                Nenhuma outra sessão aberta.
              </Typography>
            )}
            <Dialog open={pedido !== null} onClose={() => !encerrar.isPending && setPedido(null)} aria-labelledby="confirmar-encerrar">
              <DialogTitle id="confirmar-encerrar">{pedido?.tipo === 'uma' ? 'Encerrar esta sessão?' : 'Encerrar todas as outras sessões?'}</DialogTitle>
              <DialogContent>
                <DialogContentText>
                  {pedido?.tipo === 'uma'
                    ? `${pedido.sessao.dispositivo} (IP ${pedido.sessao.ip ?? 'desconhecido'}) precisará entrar de novo.`
                    : `${outras.length === 1 ? 'A outra sessão precisará' : `As ${outras.length} outras sessões precisarão`} entrar de novo. Esta continua conectada.`}
                </DialogContentText>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setPedido(null)} disabled={encerrar.isPending}>
                  Cancelar
                </Button>
                <Button color="error" variant="contained" disabled={encerrar.isPending} onClick={() => pedido && encerrar.mutate(pedido)}>
                  Encerrar
                </Button>
              </DialogActions>
            </Dialog>
          </>
        );
      }}
    </EstadoDaConsulta>
  );
}
