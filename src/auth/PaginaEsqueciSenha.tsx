import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { EsqueciSenhaBody } from '@retaguarda/contrato/api/conta';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { chamar } from '../http/canal';
import { AuthLayout } from './AuthLayout';
import { FormularioConta } from './FormularioConta';

const VAZIO = { email: '' };
const CAMPOS = ['email'];

/** /auth/forgot-password: asks for a reset link; the answer is the same for any e-mail. */
export default function PaginaEsqueciSenha() {
  const [sucesso, setSucesso] = useState<string | null>(null);

  const enviar = async (valores: FieldValues) => {
    setSucesso(await chamar(ROTAS_CONTA.esqueciSenha, { corpo: EsqueciSenhaBody.parse(valores) }));
  };

  return (
    <AuthLayout titulo="Esqueci minha senha" subtitulo="Informe seu e-mail para receber um link de redefinição.">
      {sucesso ? (
        <Alert severity="success">{sucesso}</Alert>
      ) : (
        <FormularioConta
          schema={EsqueciSenhaBody}
          valoresIniciais={VAZIO}
          campos={CAMPOS}
          enviar={enviar}
          rotulo="Enviar link"
          rotuloEnviando="Enviando…"
        >
          <TextInput source="email" label="E-mail" type="email" autoComplete="email" helperText={false} fullWidth />
        </FormularioConta>
      )}
      <Stack sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/auth/login">
          Voltar para o login
        </Link>
      </Stack>
    </AuthLayout>
  );
}
