import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { requestJson } from '../http';
import { AuthLayout } from './AuthLayout';
import { BotaoEnviar } from './BotaoEnviar';
import { CampoSenha } from './CampoSenha';
import { SolicitarAcessoBody } from './schemasConta';
import { useEnvioFormulario } from './useEnvioFormulario';

async function solicitarAcesso(dados: { nome: string; email: string; telefone: string; senha: string }): Promise<string> {
  const resposta = await requestJson<{ RES: string }>('/v1/login_erp/solicitar-acesso', { method: 'POST', body: dados });
  return resposta.RES;
}

/** /auth/register: a person asks for an account; an administrator activates it later. */
export default function RegisterPage() {
  const [dados, setDados] = useState({ nome: '', email: '', telefone: '', senha: '', confirmacao: '' });
  const envio = useEnvioFormulario(SolicitarAcessoBody, ({ confirmacao: _c, ...corpo }) => solicitarAcesso(corpo));
  const campo = (nome: keyof typeof dados) => ({
    value: dados[nome],
    onChange: (e: { target: { value: string } }) => setDados((d) => ({ ...d, [nome]: e.target.value })),
    error: Boolean(envio.erros[nome]),
    helperText: envio.erros[nome],
    fullWidth: true,
  });
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    void envio.submeter(dados);
  };
  return (
    <AuthLayout titulo="Solicitar acesso" subtitulo="Preencha seus dados; o administrador da sua empresa libera o acesso.">
      <Box component="form" noValidate onSubmit={enviar}>
        <Stack spacing={2}>
          {envio.erroGeral && <Alert severity="error">{envio.erroGeral}</Alert>}
          {envio.sucesso && <Alert severity="success">{envio.sucesso}</Alert>}
          <TextField label="Nome completo" autoComplete="name" {...campo('nome')} />
          <TextField label="E-mail" type="email" autoComplete="email" {...campo('email')} />
          <TextField label="Telefone" type="tel" autoComplete="tel" placeholder="(11) 91234-5678" {...campo('telefone')} />
          <CampoSenha label="Senha" autoComplete="new-password" {...campo('senha')} />
          <CampoSenha label="Confirme a senha" autoComplete="new-password" {...campo('confirmacao')} />
          <BotaoEnviar enviando={envio.enviando} rotulo="Solicitar acesso" rotuloEnviando="Enviando…" />
          <Link component={RouterLink} to="/auth/login">
            Já tenho conta: entrar
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
