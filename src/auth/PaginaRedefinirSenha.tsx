import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { RedefinirSenhaBody } from '@retaguarda/contrato/api/conta';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { HttpError } from '../http';
import { chamar } from '../http/canal';
import { AuthLayout } from './AuthLayout';
import { ehLinkInvalido } from './chamadasConta';
import { FormularioConta } from './FormularioConta';
import type { EstadoLogin } from './mensagemLogin';
import type { OpcoesResolver } from './resolverConta';
import { SenhaInput } from './SenhaInput';
import { useTokenDoLink } from './useTokenDoLink';

const CAMPOS = ['nova_senha', 'confirmacao'];
const OPCOES: OpcoesResolver = { senhas: true, confirmacao: { campo: 'confirmacao', senha: 'nova_senha' } };

type Estado =
  | { fase: 'validando' }
  | { fase: 'invalido' }
  | { fase: 'falha'; mensagem: string }
  | { fase: 'valido'; email: string; definir: boolean };

function LinkInvalido() {
  return (
    <AuthLayout titulo="Link inválido ou expirado">
      <Stack spacing={2}>
        <Typography>
          Este link de senha não vale mais: um link de redefinição expira em 30 minutos, o de definição da primeira senha em 72
          horas, e cada um só pode ser usado uma vez. Peça um novo link com o seu e-mail.
        </Typography>
        <Button component={RouterLink} to="/auth/forgot-password" variant="contained" size="large">
          Pedir um novo link
        </Button>
        <Link component={RouterLink} to="/auth/login">
          Voltar para o login
        </Link>
      </Stack>
    </AuthLayout>
  );
}

/**
 * /auth/reset-password?token=…: checks the e-mailed link first, then asks for the new password
 * twice; afterwards the sign-in page says it worked. The same page sets the first password of a
 * person whose access was just activated (the link's `finalidade` is 'definir'): only the wording
 * changes. The token leaves the address bar at once, so
 * it lingers neither in history nor in a Referer.
 */
export default function PaginaRedefinirSenha() {
  const navigate = useNavigate();
  const token = useTokenDoLink();
  const [estado, setEstado] = useState<Estado>(() => (token ? { fase: 'validando' } : { fase: 'invalido' }));
  const [tentativa, setTentativa] = useState(0);
  const valoresIniciais = useMemo(() => ({ token, nova_senha: '', confirmacao: '' }), [token]);

  useEffect(() => {
    if (!token) return;
    const controle = new AbortController();
    chamar(ROTAS_CONTA.validarLink, { corpo: { token }, signal: controle.signal }).then(
      (r) => {
        if (!controle.signal.aborted) setEstado({ fase: 'valido', email: r.email, definir: r.finalidade === 'definir' });
      },
      (erro: unknown) => {
        if (controle.signal.aborted) return;
        if (ehLinkInvalido(erro)) setEstado({ fase: 'invalido' });
        else setEstado({ fase: 'falha', mensagem: erro instanceof HttpError ? erro.message : MENSAGEM_PADRAO_ERRO });
      },
    );
    return () => controle.abort();
  }, [token, tentativa]);

  const enviar = async (valores: FieldValues) => {
    const mensagem = await chamar(ROTAS_CONTA.redefinirSenha, { corpo: RedefinirSenhaBody.parse(valores) });
    const destino: EstadoLogin = { mensagem, email: estado.fase === 'valido' ? estado.email : undefined };
    void navigate('/auth/login', { replace: true, state: destino });
  };

  const linkInvalido = (erro: unknown) => {
    if (!ehLinkInvalido(erro)) return false;
    setEstado({ fase: 'invalido' });
    return true;
  };

  if (estado.fase === 'invalido') return <LinkInvalido />;
  const definir = estado.fase === 'valido' && estado.definir;

  return (
    <AuthLayout
      titulo={definir ? 'Definir senha' : 'Redefinir senha'}
      subtitulo={definir ? 'Seu acesso foi liberado. Escolha a senha da sua conta.' : 'Escolha uma nova senha para a sua conta.'}
    >
      {estado.fase === 'validando' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Verificando o link" />
          <Typography>Verificando o link…</Typography>
        </Stack>
      )}
      {estado.fase === 'falha' && (
        <Stack spacing={2}>
          <Alert severity="error">{estado.mensagem}</Alert>
          <Button
            variant="outlined"
            onClick={() => {
              setEstado({ fase: 'validando' });
              setTentativa((t) => t + 1);
            }}
          >
            Tentar novamente
          </Button>
        </Stack>
      )}
      {estado.fase === 'valido' && (
        <FormularioConta
          schema={RedefinirSenhaBody}
          opcoes={OPCOES}
          valoresIniciais={valoresIniciais}
          campos={CAMPOS}
          enviar={enviar}
          tratarErro={linkInvalido}
          rotulo={definir ? 'Definir senha' : 'Redefinir senha'}
          rotuloEnviando="Salvando…"
        >
          {/* For password managers: whose password this is. */}
          <Box component="input" type="email" name="username" autoComplete="username" value={estado.email} readOnly hidden aria-hidden />
          <Typography color="text.secondary">Conta: {estado.email}</Typography>
          <SenhaInput source="nova_senha" label={definir ? 'Senha' : 'Nova senha'} autoComplete="new-password" dica={{ dadosDoUsuario: [estado.email] }} />
          <SenhaInput source="confirmacao" label={definir ? 'Confirme a senha' : 'Confirme a nova senha'} autoComplete="new-password" />
        </FormularioConta>
      )}
    </AuthLayout>
  );
}
