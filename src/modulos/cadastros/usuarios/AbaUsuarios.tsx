import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { ROTAS_USUARIOS, type ListaUsuariosResposta, type Perfil, type UsuarioDaLista } from '@retaguarda/contrato/api/usuarios';
import { resolveErrorMessage } from '../../../http';
import { useSessao } from '../../../session/store';
import { CHAVE_QUERY } from './api';
import { useCanal } from '../../../dataProvider/useCanal';

type Situacao = 'ativos' | 'inativos' | 'todos';

/** The filters side by side on a wide screen, one per line on a phone. */
const FILTRO = { width: { xs: '100%', sm: 200 }, flex: '0 0 auto' } as const;
/** A select whose empty choice ("Todas as lojas") is shown, not left blank. */
export const VAZIO_VISIVEL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

function BotaoAtivo({ usuario, euMesmo }: { usuario: UsuarioDaLista; euMesmo: boolean }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.ativaInativa, { corpo: { id_usuario: usuario.id, ativo: !usuario.ativo } }),
    onSuccess: (u) => {
      notify(u.ativo ? `${u.nome} foi reativado(a)` : `${u.nome} foi inativado(a): as sessões abertas foram encerradas`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
    },
    onError: (erro) => notify(resolveErrorMessage(erro), { type: 'error' }),
  });
  if (euMesmo && usuario.ativo) return null;
  return (
    <Button size="small" color={usuario.ativo ? 'warning' : 'primary'} disabled={m.isPending} onClick={() => m.mutate()} aria-label={`${usuario.ativo ? 'Inativar' : 'Ativar'} ${usuario.nome}`}>
      {usuario.ativo ? 'Inativar' : 'Ativar'}
    </Button>
  );
}

interface PropsResultado {
  dados: ListaUsuariosResposta | undefined;
  pendente: boolean;
  erro: Error | null;
  tentarDeNovo: () => unknown;
  pagina: number;
  limite: number;
  aoMudarPagina: (p: number) => void;
  aoMudarLimite: (n: number) => void;
  idEu: number | undefined;
}

/**
 * The spinner, the error, the empty sentence or the table with its pagination. Its props come
 * deferred (useDeferredValue in AbaUsuarios): the answer reaches React through react-query's
 * store, which React renders synchronously, and 25 rows of chips and buttons made one long task on
 * a phone; memoized, the urgent render skips it and the rows render in a transition, in slices.
 */
const ResultadoUsuarios = memo(function ResultadoUsuarios({ dados, pendente, erro, tentarDeNovo, pagina, limite, aoMudarPagina, aoMudarLimite, idEu }: PropsResultado) {
  const carregando = (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label="Carregando usuários">
      <CircularProgress />
    </Box>
  );
  return pendente ? (
    carregando
  ) : erro ? (
    <Alert severity="error" action={<Button onClick={() => tentarDeNovo()}>Tentar de novo</Button>}>
      {resolveErrorMessage(erro)}
    </Alert>
  ) : dados === undefined ? (
    carregando
  ) : dados.usuarios.length === 0 ? (
    <Typography sx={{ p: 3, color: 'text.secondary' }}>Nenhum usuário encontrado com estes filtros.</Typography>
  ) : (
    <>
      {/* the containing block of the hidden 'Ações' header: without it that absolutely placed
          text escapes the scrolling box and widens the page on a phone */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label="Usuários">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Loja</TableCell>
              <TableCell>Perfil</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Último acesso</TableCell>
              <TableCell align="right">Sessões abertas</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Ações
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dados.usuarios.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/cadastros/usuarios/${u.id}`}>
                    {u.nome}
                  </Link>
                </TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{u.nome_seller}</TableCell>
                <TableCell>{u.nome_perfil ?? <Typography component="span" variant="body2" color="text.secondary">Sem perfil</Typography>}</TableCell>
                <TableCell>
                  <Chip size="small" label={u.ativo ? 'Ativo' : 'Inativo'} color={u.ativo ? 'success' : 'default'} variant={u.ativo ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell>{u.ultimo_acesso ? formatDateTime(u.ultimo_acesso) : 'Nunca entrou'}</TableCell>
                <TableCell align="right">{u.sessoes_abertas}</TableCell>
                <TableCell>
                  <BotaoAtivo usuario={u} euMesmo={u.id === idEu} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={dados.paginacao.total}
        page={pagina}
        rowsPerPage={limite}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_e, p) => aoMudarPagina(p)}
        onRowsPerPageChange={(e) => aoMudarLimite(Number(e.target.value))}
        labelRowsPerPage="Por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
    </>
  );
});

/** The users of the group: search, filters, the table and activate/inactivate. */
export function AbaUsuarios({ perfis }: { perfis: readonly Perfil[] }) {
  const { metadata, usuario: eu } = useSessao();
  const [busca, setBusca] = useState('');
  const [situacao, setSituacao] = useState<Situacao>('ativos');
  const [idSeller, setIdSeller] = useState<number | ''>('');
  const [idPerfil, setIdPerfil] = useState<number | ''>('');
  const [pagina, setPagina] = useState(0);
  const [limite, setLimite] = useState(25);
  const canal = useCanal();
  const filtro = { busca, situacao, id_seller: idSeller === '' ? null : idSeller, id_perfil: idPerfil === '' ? null : idPerfil, page: pagina + 1, limit: limite };
  const q = useQuery({ queryKey: [CHAVE_QUERY, 'lista', filtro], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.lista, { corpo: filtro, signal }), placeholderData: keepPreviousData });
  const mudar = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPagina(0);
  };
  const mudarLimite = useCallback((n: number) => {
    setLimite(n);
    setPagina(0);
  }, []);
  const tentarDeNovo = q.refetch;
  const dados = useDeferredValue(q.data);
  const pendente = useDeferredValue(q.isPending);
  const erro = useDeferredValue(q.error);
  const paginaAdiada = useDeferredValue(pagina);
  const limiteAdiado = useDeferredValue(limite);

  return (
    <Box>
      <Box role="search" aria-label="Filtrar usuários" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField size="small" label="Buscar por nome ou e-mail" type="search" value={busca} onChange={(e) => mudar(setBusca)(e.target.value)} sx={{ flex: '1 1 260px' }} />
        <TextField size="small" select label="Situação" value={situacao} onChange={(e) => mudar(setSituacao)(e.target.value as Situacao)} sx={FILTRO}>
          <MenuItem value="ativos">Ativos</MenuItem>
          <MenuItem value="inativos">Inativos</MenuItem>
          <MenuItem value="todos">Todos</MenuItem>
        </TextField>
        <TextField size="small" select label="Loja" value={idSeller} onChange={(e) => mudar(setIdSeller)(e.target.value === '' ? '' : Number(e.target.value))} sx={FILTRO} slotProps={VAZIO_VISIVEL}>
          <MenuItem value="">Todas as lojas</MenuItem>
          {(metadata?.sellers ?? []).map((s) => (
            <MenuItem key={s.id_pessoa} value={s.id_pessoa}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" select label="Perfil" value={idPerfil} onChange={(e) => mudar(setIdPerfil)(e.target.value === '' ? '' : Number(e.target.value))} sx={FILTRO} slotProps={VAZIO_VISIVEL}>
          <MenuItem value="">Todos os perfis</MenuItem>
          {perfis.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.nome}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ResultadoUsuarios
        dados={dados}
        pendente={pendente}
        erro={erro}
        tentarDeNovo={tentarDeNovo}
        pagina={paginaAdiada}
        limite={limiteAdiado}
        aoMudarPagina={setPagina}
        aoMudarLimite={mudarLimite}
        idEu={eu?.id}
      />
    </Box>
  );
}
