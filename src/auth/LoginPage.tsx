import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { LoginBody } from '../api';
import { formErrorsFrom, resolveErrorMessage } from '../http';
import { destinoSeguro } from '../layout/urlLogin';
import { useSessao } from '../session/store';
import { AuthLayout } from './AuthLayout';
import { BotaoEnviar } from './BotaoEnviar';
import { CampoSenha } from './CampoSenha';
import { lerEstadoLogin } from './mensagemLogin';
import { errosDoSchema, type ErrosDeCampo } from './validarFormulario';

/** /auth/login: e-mail and password; afterwards the same-origin redirectTo, or Início. */
export default function LoginPage() {
  const authProvider = useAuthProvider();
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // E.g. 'Senha redefinida. Entre com a nova senha.' after a reset (src/auth/ResetPasswordPage).
  const [aviso] = useState(() => lerEstadoLogin(location.state));
  const { usuario } = useSessao();
  const [email, setEmail] = useState(aviso?.email ?? '');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const destino = destinoSeguro(params.get('redirectTo'));

  if (usuario && !enviando) return <Navigate to={destino} replace />;

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    setErroGeral(null);
    const dados = { email, senha };
    const invalidos = errosDoSchema(LoginBody, dados);
    setErros(invalidos ?? {});
    if (invalidos || !authProvider) return;
    setEnviando(true);
    try {
      await authProvider.login(dados);
      resetNotifications();
      navigate(destino, { replace: true });
    } catch (erro) {
      setErros(formErrorsFrom(erro) ?? {});
      setErroGeral(resolveErrorMessage(erro));
      setEnviando(false);
    }
  };

  return (
    <AuthLayout titulo="Entrar no Retaguarda" subtitulo="Use o e-mail e a senha da sua conta.">
      <Box component="form" noValidate onSubmit={enviar}>
        <Stack spacing={2}>
          {erroGeral && <Alert severity="error">{erroGeral}</Alert>}
          {aviso && !erroGeral && <Alert severity="success">{aviso.mensagem}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus={!aviso?.email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(erros.email)}
            helperText={erros.email}
            fullWidth
          />
          <CampoSenha
            label="Senha"
            autoComplete="current-password"
            autoFocus={Boolean(aviso?.email)}
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            error={Boolean(erros.senha)}
            helperText={erros.senha}
            fullWidth
          />
          <BotaoEnviar enviando={enviando} rotulo="Entrar" rotuloEnviando="Entrando…" />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/auth/forgot-password">
              Esqueci minha senha
            </Link>
            <Link component={RouterLink} to="/auth/register">
              Solicitar acesso
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
