import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoginBody } from '@retaguarda/contrato/api/sessao';
import { entrar } from '../authProvider/sessao';
import { formErrorsFrom, resolveErrorMessage } from '../http';
import { destinoSeguro } from '../layout/urlLogin';
import { useSessao } from '../session/store';
import { AuthLayout } from './AuthLayout';
import { BotaoEnviar } from './BotaoEnviar';
import { CampoSenha } from './CampoSenha';
import { CampoTexto } from './CampoTexto';
import { lerEstadoLogin } from './mensagemLogin';
import { aoClicarLink, type NavegacaoLogin } from './navegacaoLogin';
import { errosDoSchema, type ErrosDeCampo } from './validarFormulario';

export interface LoginPageProps extends NavegacaoLogin {
  /** What the host must do once signed in, before going on (the panel clears its notifications). */
  aoEntrar?: () => void;
}

/**
 * /auth/login: e-mail and password; afterwards the same-origin redirectTo, or Início. It needs
 * neither react-admin nor the router: a first visit opens it from the small sign-in entry
 * (src/auth/EntradaApp), a sign-out from inside the panel through LoginNoPainel.
 */
export default function PaginaLogin({ busca, estado, navegar, aoEntrar }: LoginPageProps) {
  // E.g. 'Senha redefinida. Entre com a nova senha.' after a reset (src/auth/PaginaRedefinirSenha).
  const [aviso] = useState(() => lerEstadoLogin(estado));
  const { usuario } = useSessao();
  const [email, setEmail] = useState(aviso?.email ?? '');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const destino = destinoSeguro(new URLSearchParams(busca).get('redirectTo'));
  // Already signed in (here or in another tab): straight on.
  const jaConectado = usuario !== null && !enviando;
  useEffect(() => {
    if (jaConectado) navegar(destino, { replace: true });
  }, [jaConectado, destino, navegar]);

  if (jaConectado) return null;

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    setErroGeral(null);
    const dados = { email, senha };
    const invalidos = errosDoSchema(LoginBody, dados);
    setErros(invalidos ?? {});
    if (invalidos) return;
    setEnviando(true);
    try {
      await entrar(dados);
      aoEntrar?.();
      navegar(destino, { replace: true });
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
          <CampoTexto
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
            <Link href="/auth/forgot-password" onClick={aoClicarLink(navegar, '/auth/forgot-password')}>
              Esqueci minha senha
            </Link>
            <Link href="/auth/register" onClick={aoClicarLink(navegar, '/auth/register')}>
              Solicitar acesso
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
