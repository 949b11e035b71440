import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MENSAGENS_USUARIOS, ROTAS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import { formErrorsFrom, resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { useSessao } from '../../../session/store';
import { CHAVE_QUERY } from './api';
import { CamposUsuario, type ValoresUsuario } from './CamposUsuario';
import { usePerfis } from './TelaUsuarios';
import { useCanal } from '../../../dataProvider/useCanal';

/** /cadastros/usuarios/novo: the person gets an e-mail to set their own password. */
export default function NovoUsuario() {
  const { metadata } = useSessao();
  const perfis = usePerfis();
  const notify = useNotify();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const canal = useCanal();
  const [email, setEmail] = useState('');
  const [idSeller, setIdSeller] = useState<number | ''>(metadata?.sellers[0]?.id_pessoa ?? '');
  const [valores, setValores] = useState<ValoresUsuario>({ nome: '', id_perfil: '', chaves_extras: [] });
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.criar, { corpo: { nome: valores.nome, email, id_seller: Number(idSeller), id_perfil: valores.id_perfil === '' ? null : valores.id_perfil, chaves_extras: valores.chaves_extras } }),
    onSuccess: (u) => {
      notify(MENSAGENS_USUARIOS.criado, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      navigate(`/cadastros/usuarios/${u.id}`);
    },
  });
  const erros = (m.isError ? formErrorsFrom(m.error) : null) ?? {};
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    m.mutate();
  };
  return (
    // held to the content's width: a wide table scrolls inside its box, not the page
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina titulo="Novo usuário" trilha={[{ label: 'Cadastros' }, { label: 'Usuários do sistema', to: '/cadastros/usuarios' }]} />
      {perfis.isPending ? (
        <CircularProgress aria-label="Carregando perfis" />
      ) : perfis.isError ? (
        <Alert severity="error">{resolveErrorMessage(perfis.error)}</Alert>
      ) : (
        <Paper component="form" aria-label="Novo usuário" onSubmit={enviar} noValidate sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="info">Ninguém digita a senha de outra pessoa: o novo usuário recebe um e-mail com um link para definir a própria senha.</Alert>
          <TextField label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required error={Boolean(erros.email)} helperText={erros.email} sx={{ maxWidth: 480 }} autoComplete="off" />
          <TextField select label="Loja" value={idSeller} onChange={(e) => setIdSeller(Number(e.target.value))} required error={Boolean(erros.id_seller)} helperText={erros.id_seller} sx={{ maxWidth: 480 }}>
            {(metadata?.sellers ?? []).map((s) => (
              <MenuItem key={s.id_pessoa} value={s.id_pessoa}>
                {s.nome}
              </MenuItem>
            ))}
          </TextField>
          <CamposUsuario valores={valores} onChange={setValores} perfis={perfis.data} erros={erros} />
          {m.isError && Object.keys(erros).length === 0 && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/cadastros/usuarios">
              Cancelar
            </Button>
            <Button type="submit" variant="contained" disabled={m.isPending}>
              Criar e enviar convite
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
