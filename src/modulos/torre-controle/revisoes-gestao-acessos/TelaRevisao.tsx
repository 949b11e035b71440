import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MENSAGENS_CAMPANHA, ROTAS_CAMPANHAS_REVISAO, ROTULOS_DECISAO, type CampanhaDetalhe, type DecisaoRevisao, type ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { perfilExibido, ROTULOS_SINAIS, telasExibidas } from '@retaguarda/contrato/api/revisaoAcessos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { useSessao } from '../../../session/store';
import { salvarArquivo } from '../../vendas/gestao-pedidos/salvarArquivo';
import { SituacaoDaRevisao } from './AbaRevisoes';
import { CHAVE_QUERY } from './api';
import { DialogoDecisao, type Decisao } from './DialogoDecisao';
import { useCanal } from '../../../dataProvider/useCanal';

const COR_DECISAO: Record<DecisaoRevisao, 'default' | 'success' | 'error'> = { pendente: 'default', confirmado: 'success', revogado: 'error' };
type Filtro = DecisaoRevisao | 'todos';

function Resumo({ c }: { c: CampanhaDetalhe }) {
  const decididos = c.total - c.pendentes;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>Escopo</dt>
        <dd>{c.escopo}</dd>
        <dt>Aberta</dt>
        <dd>
          {formatDateTime(c.aberta_em)} por {c.aberta_por}
        </dd>
        <dt>Situação</dt>
        <dd>
          <SituacaoDaRevisao c={c} />
          {c.concluida_em && c.concluida_por ? ` em ${formatDateTime(c.concluida_em)} por ${c.concluida_por}` : ''}
        </dd>
        <dt>Decisões</dt>
        <dd>
          {c.confirmados} {c.confirmados === 1 ? 'confirmado' : 'confirmados'}, {c.revogados} {c.revogados === 1 ? 'revogado' : 'revogados'}, {c.pendentes} {c.pendentes === 1 ? 'pendente' : 'pendentes'}
        </dd>
      </Box>
      <LinearProgress variant="determinate" value={c.total === 0 ? 100 : (100 * decididos) / c.total} sx={{ mt: 2 }} aria-label={`${decididos} de ${c.total} acessos decididos`} />
    </Paper>
  );
}

function CelulaDecisao({ i, aberta, souEu, onDecidir }: { i: ItemCampanha; aberta: boolean; souEu: boolean; onDecidir: (d: Decisao) => void }) {
  if (i.decisao !== 'pendente') {
    return (
      <>
        <Chip size="small" color={COR_DECISAO[i.decisao]} label={ROTULOS_DECISAO[i.decisao]} />
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          por {i.decidido_por}
          {i.autoavaliacao ? ' (o próprio usuário)' : ''} em {formatDateTime(i.decidido_em)}
        </Typography>
        {i.nota && <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>“{i.nota}”</Typography>}
      </>
    );
  }
  if (!aberta) return <Chip size="small" label={ROTULOS_DECISAO.pendente} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" onClick={() => onDecidir('confirmado')} aria-label={`Confirmar acesso de ${i.nome}`}>
        Confirmar
      </Button>
      {souEu ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          Seu acesso: só outra pessoa pode revogá-lo
        </Typography>
      ) : (
        <Button size="small" color="error" onClick={() => onDecidir('revogado')} aria-label={`Revogar acesso de ${i.nome}`}>
          Revogar
        </Button>
      )}
    </Box>
  );
}

function DialogoConcluir({ c, onFechar }: { c: CampanhaDetalhe; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_CAMPANHAS_REVISAO.concluir, { parametros: { id: c.id } }),
    onSuccess: (nova) => {
      qc.setQueryData([CHAVE_QUERY, 'campanha', c.id], nova);
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      notify(`Revisão nº ${c.id} concluída: o registro já pode ser exportado`, { type: 'success' });
      onFechar();
    },
    onError: () => void qc.invalidateQueries({ queryKey: [CHAVE_QUERY, 'campanha', c.id] }),
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="concluir-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="concluir-titulo">Concluir a revisão nº {c.id}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {c.confirmados} {c.confirmados === 1 ? 'acesso confirmado' : 'acessos confirmados'} e {c.revogados} {c.revogados === 1 ? 'revogado' : 'revogados'}. Depois de concluída, nenhuma decisão muda: o registro fica como está para a auditoria.
        </DialogContentText>
        {m.isError && <Alert severity="error" sx={{ mt: 2 }}>{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={m.isPending} onClick={() => m.mutate()}>
          Concluir revisão
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const TIPO = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;

/** The concluded review's record, under the name the server gives it. */
function Exportar({ id }: { id: number }) {
  const notify = useNotify();
  const canal = useCanal();
  const m = useMutation({
    mutationFn: (formato: 'xlsx' | 'pdf') =>
      canal.baixar(ROTAS_CAMPANHAS_REVISAO[formato], { parametros: { id }, tipo: TIPO[formato], nomePadrao: `revisao-acessos-${id}.${formato}` }),
    onSuccess: ({ blob, nomeArquivo }) => salvarArquivo(blob, nomeArquivo),
    onError: (e) => notify(resolveErrorMessage(e), { type: 'error' }),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={m.isPending} onClick={() => m.mutate('xlsx')}>
        Exportar XLSX
      </Button>
      <Button variant="outlined" disabled={m.isPending} onClick={() => m.mutate('pdf')}>
        Exportar PDF
      </Button>
    </Box>
  );
}

function Itens({ c }: { c: CampanhaDetalhe }) {
  const { usuario } = useSessao();
  const [filtro, setFiltro] = useState<Filtro>('todos');
  // on a phone each access is a card: the table's five columns would leave each a few letters wide
  const celular = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [decidindo, setDecidindo] = useState<{ item: ItemCampanha; decisao: Decisao } | null>(null);
  const aberta = c.concluida_em === null;
  const linhas = c.itens.filter((i) => filtro === 'todos' || i.decisao === filtro);
  const quantos = (f: Filtro) => (f === 'todos' ? c.total : c.itens.filter((i) => i.decisao === f).length);
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Box component="ul" aria-label="Mostrar acessos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}>
        {(['todos', 'pendente', 'confirmado', 'revogado'] as const).map((f) => (
          <li key={f}>
            <Chip
              label={`${f === 'todos' ? 'Todos' : `${ROTULOS_DECISAO[f]}s`} (${quantos(f)})`}
              color={filtro === f ? 'primary' : 'default'}
              variant={filtro === f ? 'filled' : 'outlined'}
              onClick={() => setFiltro(f)}
              aria-pressed={filtro === f}
            />
          </li>
        ))}
      </Box>
      {linhas.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }}>Nenhum acesso nesta situação.</Typography>
      ) : celular ? (
        <Box component="ul" aria-label="Acessos em revisão" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
          {linhas.map((i) => (
            <Paper component="li" variant="outlined" key={i.id} aria-label={i.nome} sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, overflowWrap: 'anywhere' }}>
              <Box>
                <Typography sx={{ fontWeight: 500 }}>{i.nome}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {i.email} · {i.nome_seller} · {perfilExibido(i.nome_perfil)}
                </Typography>
              </Box>
              <Typography variant="body2">{telasExibidas(i.chaves)}</Typography>
              {i.sinais.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {i.sinais.map((s) => (
                    <Chip key={s} size="small" label={ROTULOS_SINAIS[s]} />
                  ))}
                </Box>
              )}
              <Box>
                <CelulaDecisao i={i} aberta={aberta} souEu={usuario?.id === i.id_usuario} onDecidir={(decisao) => setDecidindo({ item: i, decisao })} />
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Acessos em revisão">
            <TableHead>
              <TableRow>
                <TableCell>Usuário</TableCell>
                <TableCell>Perfil</TableCell>
                <TableCell>Telas por área</TableCell>
                <TableCell>Sinais na abertura</TableCell>
                <TableCell sx={{ minWidth: 200 }}>Decisão</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((i) => (
                <TableRow key={i.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    {i.nome}
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      {i.email} · {i.nome_seller}
                    </Typography>
                  </TableCell>
                  <TableCell>{perfilExibido(i.nome_perfil)}</TableCell>
                  <TableCell>{telasExibidas(i.chaves)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {i.sinais.length === 0 ? '—' : i.sinais.map((s) => <Chip key={s} size="small" label={ROTULOS_SINAIS[s]} />)}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <CelulaDecisao i={i} aberta={aberta} souEu={usuario?.id === i.id_usuario} onDecidir={(decisao) => setDecidindo({ item: i, decisao })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {decidindo && <DialogoDecisao idCampanha={c.id} item={decidindo.item} decisao={decidindo.decisao} onFechar={() => setDecidindo(null)} />}
    </Paper>
  );
}

/** /torre-controle/revisoes-gestao-acessos/revisoes/:id: one review, its accesses decided one by one, concluded, exported. */
export default function TelaRevisao() {
  const id = Number(useParams().id);
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_QUERY, 'campanha', id], queryFn: ({ signal }) => canal.chamar(ROTAS_CAMPANHAS_REVISAO.obter, { parametros: { id }, signal }), enabled: Number.isInteger(id) && id > 0 });
  const [concluindo, setConcluindo] = useState(false);
  const c = q.data;
  const acoes = !c ? null : c.concluida_em ? (
    <Exportar id={c.id} />
  ) : (
    <Box sx={{ textAlign: 'right' }}>
      <Button variant="contained" disabled={c.pendentes > 0} onClick={() => setConcluindo(true)}>
        Concluir revisão
      </Button>
      {c.pendentes > 0 && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {MENSAGENS_CAMPANHA.pendentes(c.pendentes)}
        </Typography>
      )}
    </Box>
  );
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina
        titulo={`Revisão de acessos nº ${Number.isInteger(id) ? id : ''}`}
        atual={`Revisão nº ${Number.isInteger(id) ? id : ''}`}
        trilha={[{ label: 'Torre de controle' }, { label: 'Revisões e gestão de acessos', to: '/torre-controle/revisoes-gestao-acessos?aba=revisoes' }]}
        acoes={acoes}
      />
      {!Number.isInteger(id) || id <= 0 ? (
        <Alert severity="error">{MENSAGENS_CAMPANHA.naoEncontrada}</Alert>
      ) : (
        <EstadoDaConsulta consulta={q} oQue="a revisão" espaco={4}>
          {(dados) => (
            <>
              <Resumo c={dados} />
              <Itens c={dados} />
              {concluindo && <DialogoConcluir c={dados} onFechar={() => setConcluindo(false)} />}
            </>
          )}
        </EstadoDaConsulta>
      )}
    </Box>
  );
}
