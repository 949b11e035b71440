import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { requestJson } from '../http';
import { AuthLayout } from './AuthLayout';
import { BotaoEnviar } from './BotaoEnviar';
import { EsqueciSenhaBody } from './schemasConta';
import { useEnvioFormulario } from './useEnvioFormulario';

async function pedirLink(dados: { email: string }): Promise<string> {
  const resposta = await requestJson<{ RES: string }>('/v1/login_erp/esqueci-senha', { method: 'POST', body: dados });
  return resposta.RES;
}

/** /auth/forgot-password: asks for a password reset link by e-mail. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const envio = useEnvioFormulario(EsqueciSenhaBody, pedirLink);
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    void envio.submeter({ email });
  };
  return (
    <AuthLayout titulo="Esqueci minha senha" subtitulo="Informe seu e-mail para receber um link de redefinição.">
      <Box component="form" noValidate onSubmit={enviar}>
        <Stack spacing={2}>
          {envio.erroGeral && <Alert severity="error">{envio.erroGeral}</Alert>}
          {envio.sucesso && <Alert severity="success">{envio.sucesso}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(envio.erros.email)}
            helperText={envio.erros.email}
            fullWidth
          />
          <BotaoEnviar enviando={envio.enviando} rotulo="Enviar link" rotuloEnviando="Enviando…" />
          <Link component={RouterLink} to="/auth/login">
            Voltar para o login
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
