import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SolicitarAcessoBody } from '@retaguarda/contrato/api/conta';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { CnpjInput, PhoneInput } from '../br/inputs';
import { chamar } from '../http/canal';
import { AuthLayout } from './AuthLayout';
import { FormularioConta } from './FormularioConta';

const VAZIO = { nome: '', email: '', telefone: '', cnpj: '' };
const CAMPOS = Object.keys(VAZIO);

/**
 * /auth/register: a person asks for access. No password here: whoever fills the form might not
 * own the e-mail, so the server first e-mails a confirmation link; once an administrator of the
 * store activates the access, the person gets another link to set their own password.
 */
export default function PaginaSolicitarAcesso() {
  const [sucesso, setSucesso] = useState<string | null>(null);

  const enviar = async (valores: FieldValues) => {
    setSucesso(await chamar(ROTAS_CONTA.solicitarAcesso, { corpo: SolicitarAcessoBody.parse(valores) }));
  };

  if (sucesso) {
    return (
      <AuthLayout titulo="Confirme seu e-mail">
        <Stack spacing={2}>
          <Alert severity="success">{sucesso}</Alert>
          <Typography color="text.secondary">
            Não chegou? Confira a caixa de spam e se o e-mail foi digitado certo. Depois que o acesso for liberado, você recebe
            outro e-mail para definir sua senha.
          </Typography>
          <Link component={RouterLink} to="/auth/login">
            Voltar para o login
          </Link>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      titulo="Solicitar acesso"
      subtitulo="Preencha seus dados. Enviaremos um link para confirmar seu e-mail; depois um administrador da sua loja libera o acesso."
    >
      <FormularioConta
        schema={SolicitarAcessoBody}
        valoresIniciais={VAZIO}
        campos={CAMPOS}
        enviar={enviar}
        rotulo="Solicitar acesso"
        rotuloEnviando="Enviando…"
      >
        <TextInput source="nome" label="Nome completo" autoComplete="name" helperText={false} fullWidth />
        <TextInput source="email" label="E-mail" type="email" autoComplete="email" helperText={false} fullWidth />
        <PhoneInput source="telefone" label="Telefone" helperText={false} fullWidth />
        <CnpjInput source="cnpj" label="CNPJ da loja" helperText="CNPJ da empresa em que você trabalha" fullWidth />
      </FormularioConta>
      <Link component={RouterLink} to="/auth/login" sx={{ display: 'inline-block', mt: 2 }}>
        Já tenho conta: entrar
      </Link>
    </AuthLayout>
  );
}
