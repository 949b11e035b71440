import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Link, Stack } from '@mui/material';
import { requestJson } from '../http';
import { AuthLayout } from './AuthLayout';
import { BotaoEnviar } from './BotaoEnviar';
import { CampoSenha } from './CampoSenha';
import { RedefinirSenhaBody } from './schemasConta';
import { useEnvioFormulario } from './useEnvioFormulario';

async function redefinir(dados: { token: string; nova_senha: string }): Promise<string> {
  const resposta = await requestJson<{ RES: string }>('/v1/login_erp/redefinir-senha', { method: 'POST', body: dados });
  return resposta.RES;
}

/** /auth/reset-password?token=…: sets a new password with the token from the e-mailed link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const envio = useEnvioFormulario(RedefinirSenhaBody, ({ confirmacao: _c, ...corpo }) => redefinir(corpo));
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    void envio.submeter({ token, nova_senha: novaSenha, confirmacao });
  };
  return (
    <AuthLayout titulo="Redefinir senha" subtitulo="Escolha uma nova senha para a sua conta.">
      <Box component="form" noValidate onSubmit={enviar}>
        <Stack spacing={2}>
          {!token && <Alert severity="warning">Este link não tem o código de redefinição. Peça um novo link.</Alert>}
          {envio.erros.token && <Alert severity="error">{envio.erros.token}</Alert>}
          {envio.erroGeral && <Alert severity="error">{envio.erroGeral}</Alert>}
          {envio.sucesso && (
            <Alert severity="success">
              {envio.sucesso}{' '}
              <Link component={RouterLink} to="/auth/login">
                Entrar
              </Link>
            </Alert>
          )}
          <CampoSenha
            label="Nova senha"
            autoComplete="new-password"
            value={novaSenha}
            onChange={(e) => setNovaSenha(e.target.value)}
            error={Boolean(envio.erros.nova_senha)}
            helperText={envio.erros.nova_senha}
            fullWidth
          />
          <CampoSenha
            label="Confirme a nova senha"
            autoComplete="new-password"
            value={confirmacao}
            onChange={(e) => setConfirmacao(e.target.value)}
            error={Boolean(envio.erros.confirmacao)}
            helperText={envio.erros.confirmacao}
            fullWidth
          />
          <BotaoEnviar enviando={envio.enviando} rotulo="Redefinir senha" rotuloEnviando="Salvando…" />
          <Link component={RouterLink} to="/auth/forgot-password">
            Pedir um novo link
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
