import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { SolicitarAcessoBody } from '../api/conta';
import { CnpjInput, PhoneInput } from '../br/inputs';
import { AuthLayout } from './AuthLayout';
import { solicitarAcesso } from './chamadasConta';
import { FormularioConta } from './FormularioConta';
import type { OpcoesResolver } from './resolverConta';
import { SenhaInput } from './SenhaInput';

const VAZIO = { nome: '', email: '', telefone: '', cnpj: '', senha: '', confirmacao: '' };
const CAMPOS = Object.keys(VAZIO);
const OPCOES: OpcoesResolver = { senhas: true, confirmacao: { campo: 'confirmacao', senha: 'senha' } };

/** The password, with its strength scored against the name and e-mail typed above it. */
function SenhaComDica() {
  const [nome, email] = useWatch({ name: ['nome', 'email'] }) as unknown[];
  const dadosDoUsuario = [nome, email].filter((d): d is string => typeof d === 'string' && d !== '');
  return <SenhaInput source="senha" label="Senha" autoComplete="new-password" dica={{ dadosDoUsuario }} />;
}

/** /auth/register: a person asks for an account; an administrator of the store activates it. */
export default function RegisterPage() {
  const [sucesso, setSucesso] = useState<string | null>(null);

  const enviar = async (valores: FieldValues) => {
    setSucesso(await solicitarAcesso(SolicitarAcessoBody.parse(valores)));
  };

  if (sucesso) {
    return (
      <AuthLayout titulo="Solicitação enviada">
        <Stack spacing={2}>
          <Alert severity="success">{sucesso}</Alert>
          <Link component={RouterLink} to="/auth/login">
            Voltar para o login
          </Link>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout titulo="Solicitar acesso" subtitulo="Preencha seus dados; um administrador da sua loja libera o acesso.">
      <FormularioConta
        schema={SolicitarAcessoBody}
        opcoes={OPCOES}
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
        <SenhaComDica />
        <SenhaInput source="confirmacao" label="Confirme a senha" autoComplete="new-password" />
      </FormularioConta>
      <Link component={RouterLink} to="/auth/login" sx={{ display: 'inline-block', mt: 2 }}>
        Já tenho conta: entrar
      </Link>
    </AuthLayout>
  );
}
