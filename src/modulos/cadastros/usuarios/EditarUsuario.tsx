import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { ROTAS_USUARIOS, type Perfil, type UsuarioDetalhe } from '@retaguarda/contrato/api/usuarios';
import { formErrorsFrom, resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { useSessao } from '../../../session/store';
import { CHAVE_QUERY } from './api';
import { ArvorePermissoes } from './ArvorePermissoes';
import { CamposUsuario, type ValoresUsuario } from './CamposUsuario';
import { usePerfis } from './TelaUsuarios';
import { useCanal } from '../../../dataProvider/useCanal';

const ACOES: Record<string, string> = { criacao: 'Criação', edicao: 'Alteração', inativacao: 'Inativação', reativacao: 'Reativação' };

function Formulario({ dados, perfis }: { dados: UsuarioDetalhe; perfis: readonly Perfil[] }) {
  const u = dados.usuario;
  const { metadata, usuario: eu } = useSessao();
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [valores, setValores] = useState<ValoresUsuario>({ nome: u.nome, id_perfil: u.id_perfil ?? '', chaves_extras: u.chaves_extras });
  const [idSeller, setIdSeller] = useState(u.id_seller);
  const [desconto, setDesconto] = useState(String(u.desconto_maximo).replace('.', ','));
  const invalidar = () => void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
  const salvar = useMutation({
    mutationFn: () =>
      canal.chamar(ROTAS_USUARIOS.editar, {
        parametros: { id: u.id },
        corpo: {
          nome: valores.nome,
          id_perfil: valores.id_perfil === '' ? null : valores.id_perfil,
          chaves_extras: valores.chaves_extras,
          desconto_maximo: desconto.trim() === '' ? Number.NaN : Number(desconto.replace(',', '.')),
        },
      }),
    onSuccess: () => {
      notify('Usuário salvo: a mudança vale na próxima ação da pessoa', { type: 'success' });
      invalidar();
    },
  });
  const vincular = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.vincularEmpresa, { corpo: { id_usuario: u.id, id_seller: idSeller } }),
    onSuccess: (r) => {
      notify(`${r.nome} agora entra pela loja ${r.nome_seller}`, { type: 'success' });
      invalidar();
    },
    onError: (erro) => notify(resolveErrorMessage(erro), { type: 'error' }),
  });
  const ativo = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.ativaInativa, { corpo: { id_usuario: u.id, ativo: !u.ativo } }),
    onSuccess: (r) => {
      notify(r.ativo ? `${r.nome} foi reativado(a)` : `${r.nome} foi inativado(a): as sessões abertas foram encerradas`, { type: 'success' });
      invalidar();
    },
    onError: (erro) => notify(resolveErrorMessage(erro), { type: 'error' }),
  });
  const erros = (salvar.isError ? formErrorsFrom(salvar.error) : null) ?? {};
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    salvar.mutate();
  };
  const euMesmo = eu?.id === u.id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            E-mail
          </Typography>
          <Typography>{u.email}</Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Último acesso
          </Typography>
          <Typography>{u.ultimo_acesso ? formatDateTime(u.ultimo_acesso) : 'Nunca entrou'}</Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Sessões abertas
          </Typography>
          <Typography>{u.sessoes_abertas}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label={u.ativo ? 'Ativo' : 'Inativo'} color={u.ativo ? 'success' : 'default'} variant={u.ativo ? 'filled' : 'outlined'} />
          {!(euMesmo && u.ativo) && (
            <Button color={u.ativo ? 'warning' : 'primary'} variant="outlined" disabled={ativo.isPending} onClick={() => ativo.mutate()}>
              {u.ativo ? 'Inativar e encerrar sessões' : 'Reativar'}
            </Button>
          )}
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select label="Loja" value={idSeller} onChange={(e) => setIdSeller(Number(e.target.value))} helperText="Quem trabalha em duas lojas do grupo pode ser vinculado à outra" sx={{ minWidth: 260 }}>
          {(metadata?.sellers ?? []).map((s) => (
            <MenuItem key={s.id_pessoa} value={s.id_pessoa}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={idSeller === u.id_seller || vincular.isPending} onClick={() => vincular.mutate()}>
          Vincular a esta loja
        </Button>
      </Paper>
      <Paper component="form" aria-label="Dados e permissões" onSubmit={enviar} noValidate sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <CamposUsuario valores={valores} onChange={setValores} perfis={perfis} erros={erros} />
        <TextField
          label="Desconto máximo por item (%)"
          value={desconto}
          onChange={(e) => setDesconto(e.target.value.replace(/[^\d,.]/g, '').slice(0, 6))}
          error={Boolean(erros.desconto_maximo)}
          helperText={erros.desconto_maximo ?? 'O quanto a pessoa pode descontar de um item num pedido manual'}
          sx={{ maxWidth: 480 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {salvar.isError && Object.keys(erros).length === 0 && <Alert severity="error">{resolveErrorMessage(salvar.error)}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>
            Salvar
          </Button>
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          O que {u.nome} vê no menu
        </Typography>
        <ArvorePermissoes rotulo={`O que ${u.nome} vê`} chaves={u.chaves_efetivas} somenteLeitura />
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Histórico
        </Typography>
        {dados.historico.length === 0 ? (
          <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2 }} aria-label="Histórico de alterações">
            {dados.historico.map((h) => (
              <li key={h.id}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ACOES[h.acao] ?? h.acao} em {formatDateTime(h.data)} por {h.usuario?.nome ?? 'sistema'}
                </Typography>
                <Box component="ul" sx={{ mt: 0, mb: 1 }}>
                  {h.alteracoes.map((a) => (
                    <Typography component="li" variant="body2" key={a.campo}>
                      {a.rotulo}: {a.antes ?? '—'} → {a.depois ?? '—'}
                    </Typography>
                  ))}
                </Box>
              </li>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** /cadastros/usuarios/:id: data, profile and extra keys, seller, active, what the user sees, history. */
export default function EditarUsuario() {
  const id = Number(useParams().id);
  const perfis = usePerfis();
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_QUERY, 'usuario', id], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.obter, { parametros: { id }, signal }), enabled: Number.isInteger(id) && id > 0 });
  const titulo = q.data?.usuario.nome ?? 'Usuário';
  return (
    // held to the content's width: a wide table scrolls inside its box, not the page
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina titulo={titulo} trilha={[{ label: 'Cadastros' }, { label: 'Usuários do sistema', to: '/cadastros/usuarios' }]} />
      {!Number.isInteger(id) || id <= 0 ? (
        <Alert severity="error">Endereço de usuário inválido.</Alert>
      ) : q.isPending || perfis.isPending ? (
        <CircularProgress aria-label="Carregando usuário" />
      ) : q.isError || perfis.isError ? (
        <Alert severity="error">{resolveErrorMessage(q.error ?? perfis.error)}</Alert>
      ) : (
        <Formulario key={`${q.data.usuario.id}-${q.dataUpdatedAt}`} dados={q.data} perfis={perfis.data} />
      )}
    </Box>
  );
}
