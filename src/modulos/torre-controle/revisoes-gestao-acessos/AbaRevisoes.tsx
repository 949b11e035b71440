import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ESCOPO_GRUPO, ROTAS_CAMPANHAS_REVISAO, type CampanhaResumo } from '@retaguarda/contrato/api/campanhasRevisao';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { resolveErrorMessage } from '../../../http';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { useSessao } from '../../../session/store';
import { CHAVE_QUERY } from './api';
import { useCanal } from '../../../dataProvider/useCanal';

export const caminhoDaRevisao = (id: number) => `/torre-controle/revisoes-gestao-acessos/revisoes/${id}`;
const GRUPO = 'grupo';

/** Choose the scope (a store or the group) and open the review; the review's page opens next. */
function DialogoAbrir({ onFechar }: { onFechar: () => void }) {
  const { metadata } = useSessao();
  const notify = useNotify();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const canal = useCanal();
  const [escopo, setEscopo] = useState<string>(GRUPO);
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_CAMPANHAS_REVISAO.abrir, { corpo: { id_seller: escopo === GRUPO ? null : Number(escopo) } }),
    onSuccess: (c) => {
      notify(`Revisão nº ${c.id} aberta com ${c.total} ${c.total === 1 ? 'acesso' : 'acessos'} a revisar`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      navigate(caminhoDaRevisao(c.id));
    },
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="abrir-revisao-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="abrir-revisao-titulo">Abrir revisão de acessos</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">
          A revisão guarda o acesso de cada usuário ativo como está agora. Cada um é confirmado ou revogado, com uma nota; ao final, o registro pode ser exportado para a auditoria.
        </Typography>
        <TextField select label="Escopo" value={escopo} onChange={(e) => setEscopo(e.target.value)}>
          <MenuItem value={GRUPO}>{ESCOPO_GRUPO}</MenuItem>
          {(metadata?.sellers ?? []).map((s) => (
            <MenuItem key={s.id_pessoa} value={String(s.id_pessoa)}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={m.isPending} onClick={() => m.mutate()}>
          Abrir revisão
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SituacaoDaRevisao({ c }: { c: Pick<CampanhaResumo, 'concluida_em' | 'pendentes' | 'total'> }) {
  if (c.concluida_em) return <Chip size="small" color="success" label="Concluída" />;
  return <Chip size="small" color="warning" variant="outlined" label={`Em andamento: ${c.total - c.pendentes} de ${c.total} decididos`} />;
}

/** The group's review campaigns, newest first, with the button that opens one. */
export function AbaRevisoes() {
  const canal = useCanal();
  const q = useInfiniteQuery({
    queryKey: [CHAVE_QUERY, 'campanhas'],
    queryFn: ({ pageParam, signal }) => canal.chamar(ROTAS_CAMPANHAS_REVISAO.lista, { corpo: pageParam ? { antes: pageParam } : {}, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (ultima) => (ultima.mais ? ultima.campanhas.at(-1)?.id : undefined),
  });
  const [abrindo, setAbrindo] = useState(false);
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Confirme periodicamente quem pode fazer o quê: cada acesso revisado fica registrado com quem decidiu, quando e por quê.
        </Typography>
        <Button variant="contained" onClick={() => setAbrindo(true)}>
          Abrir revisão
        </Button>
      </Box>
      <EstadoDaConsulta consulta={q} oQue="as revisões" espaco={4}>
        {({ pages }) => {
          const campanhas = pages.flatMap((p) => p.campanhas);
          return campanhas.length === 0 ? (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>Nenhuma revisão de acessos aberta até agora.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Revisões de acessos">
                <TableHead>
                  <TableRow>
                    <TableCell>Revisão</TableCell>
                    <TableCell>Escopo</TableCell>
                    <TableCell>Aberta</TableCell>
                    <TableCell>Situação</TableCell>
                    <TableCell align="right">Confirmados</TableCell>
                    <TableCell align="right">Revogados</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {campanhas.map((c) => (
                    <TableRow key={c.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={caminhoDaRevisao(c.id)}>
                          Revisão nº {c.id}
                        </Link>
                      </TableCell>
                      <TableCell>{c.escopo}</TableCell>
                      <TableCell>
                        {formatDateTime(c.aberta_em)}
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          por {c.aberta_por}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <SituacaoDaRevisao c={c} />
                      </TableCell>
                      <TableCell align="right">{c.confirmados}</TableCell>
                      <TableCell align="right">{c.revogados}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {q.hasNextPage && (
                <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
                  <Button onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                    {q.isFetchingNextPage ? 'Carregando…' : 'Carregar revisões anteriores'}
                  </Button>
                </Box>
              )}
              {q.isFetchNextPageError && <Alert severity="error">Não foi possível carregar as revisões anteriores. {resolveErrorMessage(q.error)}</Alert>}
            </TableContainer>
          );
        }}
      </EstadoDaConsulta>
      {abrindo && <DialogoAbrir onFechar={() => setAbrindo(false)} />}
    </Paper>
  );
}
