import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { AREAS, type Area } from '@retaguarda/contrato/api/permissions';
import { perfilExibido, ROTAS_REVISAO_ACESSOS, ROTULOS_SINAIS, SINAIS_REVISAO, telasDaArea, type MatrizAcessos, type SinalRevisao } from '@retaguarda/contrato/api/revisaoAcessos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { AREA_INFO } from '../../../registro/areas';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_QUERY } from './api';
import { rotulosDasChaves } from './rotulosDasChaves';

const TIPOS_EVENTO: Record<string, string> = {
  usuario_criado: 'Usuário criado',
  usuario_alterado: 'Usuário alterado',
  usuario_ativado: 'Usuário reativado',
  usuario_inativado: 'Usuário inativado',
  perfil_criado: 'Perfil criado',
  perfil_alterado: 'Perfil alterado',
  acesso_aprovado: 'Acesso aprovado',
  acesso_rejeitado: 'Pedido de acesso rejeitado',
  revisao_acessos_aberta: 'Revisão de acessos aberta',
  revisao_acesso_revogado: 'Acesso revogado em revisão',
  revisao_acessos_concluida: 'Revisão de acessos concluída',
};
const AREAS_DO_MENU = Object.keys(AREA_INFO) as Area[];
const COR_SINAL: Record<SinalRevisao, 'warning' | 'error' | 'info' | 'default'> = {
  nunca_entrou: 'default',
  sem_acesso_90_dias: 'warning',
  chaves_alem_do_perfil: 'info',
  inativo_com_sessao: 'error',
};

const VAZIO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * The user column stays put while the areas scroll sideways (the matrix is wider than a laptop);
 * painted as the paper under it, overlay included, so the columns sliding beneath do not show.
 * On a phone it would cover most of the screen, so there it scrolls with the rest.
 */
const COLUNA_FIXA = {
  position: { sm: 'sticky' },
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay)',
  boxShadow: (t: Theme) => `inset -1px 0 0 ${t.palette.divider}`,
} as const;

/** A sign of one user; the permissions beyond the profile say which. */
const rotuloDoSinal = (s: SinalRevisao, alem: readonly string[]): string =>
  s === 'chaves_alem_do_perfil' ? `${ROTULOS_SINAIS[s]}: ${rotulosDasChaves(alem).join(', ')}` : ROTULOS_SINAIS[s];

/** One of the matrix's filters: '' is every value, shown as `todos`. */
function SelecaoDoFiltro({ rotulo, valor, aoMudar, todos, opcoes }: { rotulo: string; valor: string; aoMudar: (v: string) => void; todos: string; opcoes: readonly string[] }) {
  return (
    <TextField size="small" select label={rotulo} value={valor} onChange={(e) => aoMudar(e.target.value)} slotProps={VAZIO} sx={{ width: { xs: '100%', sm: 240 } }}>
      <MenuItem value="">{todos}</MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

const O_QUE = 'a matriz de acessos';

/** Users × menu areas with the signs, filterable by store, profile and sign; the latest access changes. */
export function AbaMatriz() {
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_QUERY, 'matriz'], queryFn: ({ signal }) => canal.chamar(ROTAS_REVISAO_ACESSOS.matriz, { signal }) });
  // The answer reaches React through react-query's store, which React renders synchronously: the
  // matrix (a cell per user and area) made one long task on a phone. Deferred and memoized, it
  // renders in a transition, in slices; the spinner stays until then.
  const adiados = useDeferredValue(q.data);
  return (
    <EstadoDaConsulta consulta={q} oQue={O_QUE} espaco={4}>
      {() =>
        adiados === undefined ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={`Carregando ${O_QUE}`} />
          </Box>
        ) : (
          <Matriz dados={adiados} />
        )
      }
    </EstadoDaConsulta>
  );
}

const Matriz = memo(function Matriz({ dados }: { dados: MatrizAcessos }) {
  const [loja, setLoja] = useState('');
  const [perfil, setPerfil] = useState('');
  const [sinal, setSinal] = useState<SinalRevisao | ''>('');
  const opcoes = useMemo(() => {
    const u = dados.usuarios;
    return { lojas: [...new Set(u.map((x) => x.nome_seller))].sort(), perfis: [...new Set(u.map((x) => perfilExibido(x.nome_perfil)))].sort() };
  }, [dados]);
  const linhas = dados.usuarios.filter(
    (u) => (!loja || u.nome_seller === loja) && (!perfil || perfilExibido(u.nome_perfil) === perfil) && (!sinal || u.sinais.includes(sinal)),
  );
  const contagem = (s: SinalRevisao) => dados.usuarios.filter((u) => u.sinais.includes(s)).length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="ul" aria-label="Sinais" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {SINAIS_REVISAO.map((s) => (
          <li key={s}>
            <Chip
              label={`${ROTULOS_SINAIS[s]}: ${contagem(s)}`}
              color={contagem(s) > 0 ? COR_SINAL[s] : 'default'}
              variant={sinal === s ? 'filled' : 'outlined'}
              onClick={() => setSinal(sinal === s ? '' : s)}
              aria-pressed={sinal === s}
            />
          </li>
        ))}
      </Box>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <Box role="search" aria-label="Filtrar a matriz" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <SelecaoDoFiltro rotulo="Loja" valor={loja} aoMudar={setLoja} todos="Todas as lojas" opcoes={opcoes.lojas} />
          <SelecaoDoFiltro rotulo="Perfil" valor={perfil} aoMudar={setPerfil} todos="Todos os perfis" opcoes={opcoes.perfis} />
        </Box>
        {linhas.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>Nenhum usuário com estes filtros.</Typography>
        ) : (
          // a region the keyboard can reach, so its arrows scroll the columns out of view
          <TableContainer
            role="region"
            aria-label="Matriz de acessos"
            tabIndex={0}
            sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            <Table size="small" aria-label="Matriz de acessos">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...COLUNA_FIXA, zIndex: 2 }}>Usuário</TableCell>
                  <TableCell>Perfil</TableCell>
                  <TableCell>Último acesso</TableCell>
                  {AREAS_DO_MENU.map((a) => (
                    <TableCell key={a} align="center">
                      {AREA_INFO[a].label}
                    </TableCell>
                  ))}
                  <TableCell>Sinais</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {linhas.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell sx={COLUNA_FIXA}>
                      {u.nome}
                      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        {u.email} · {u.nome_seller}
                        {u.ativo ? '' : ' · inativo'}
                      </Typography>
                    </TableCell>
                    <TableCell>{perfilExibido(u.nome_perfil)}</TableCell>
                    <TableCell>{u.ultimo_acesso ? formatDateTime(u.ultimo_acesso) : 'Nunca'}</TableCell>
                    {AREAS_DO_MENU.map((a) => {
                      const n = telasDaArea(u.chaves_efetivas, a);
                      return (
                        <TableCell key={a} align="center" aria-label={`${AREA_INFO[a].label}: ${n} de ${AREAS[a].children.length} telas`}>
                          {n === 0 ? '—' : n === AREAS[a].children.length ? <CheckIcon fontSize="small" titleAccess="todas" /> : `${n}/${AREAS[a].children.length}`}
                        </TableCell>
                      );
                    })}
                    <TableCell sx={{ minWidth: 240 }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {u.sinais.map((s) => (
                          <Chip
                            key={s}
                            size="small"
                            label={rotuloDoSinal(s, u.chaves_alem_do_perfil)}
                            color={COR_SINAL[s]}
                            // a long list of permissions wraps instead of being cut
                            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                          />
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Últimas mudanças de acesso
        </Typography>
        {dados.eventos.length === 0 ? (
          <Typography color="text.secondary">Nenhuma mudança de acesso registrada.</Typography>
        ) : (
          <Box component="ol" aria-label="Últimas mudanças de acesso" sx={{ m: 0, pl: 2 }}>
            {dados.eventos.map((e) => (
              <Typography component="li" variant="body2" key={e.id}>
                {formatDateTime(e.em)} — {TIPOS_EVENTO[e.tipo] ?? e.tipo}
                {e.alvo ? `: ${e.alvo}` : ''} (por {e.email ?? 'sistema'})
              </Typography>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
});
