import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { ROTAS_CONTA } from '@retaguarda/contrato/api/rotasEntrada';
import { HttpError } from '../http';
import { chamar } from '../http/canal';
import { AuthLayout } from './AuthLayout';
import { motivoConfirmacaoRecusada } from './chamadasConta';
import { useTokenDoLink } from './useTokenDoLink';

type Estado =
  | { fase: 'confirmando' }
  | { fase: 'confirmado'; mensagem: string }
  | { fase: 'expirado' }
  | { fase: 'invalido' }
  | { fase: 'falha'; mensagem: string };

function VoltarAoLogin() {
  return (
    <Link component={RouterLink} to="/auth/login">
      Voltar para o login
    </Link>
  );
}

/**
 * /auth/confirmar-email?token=…: the link e-mailed after a request for access. Opening it proves
 * the person owns the e-mail; only then does the request reach the store's administrators. The
 * server answers alike when the link is opened twice, so a second load (a reload, React's
 * development double effect) still shows success. The token leaves the address bar at once.
 */
export default function PaginaConfirmarEmail() {
  const token = useTokenDoLink();
  const [estado, setEstado] = useState<Estado>(() => (token ? { fase: 'confirmando' } : { fase: 'invalido' }));
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controle = new AbortController();
    chamar(ROTAS_CONTA.confirmarEmail, { corpo: { token }, signal: controle.signal }).then(
      (mensagem) => {
        if (!controle.signal.aborted) setEstado({ fase: 'confirmado', mensagem });
      },
      (erro: unknown) => {
        if (controle.signal.aborted) return;
        const motivo = motivoConfirmacaoRecusada(erro);
        if (motivo) setEstado({ fase: motivo });
        else setEstado({ fase: 'falha', mensagem: erro instanceof HttpError ? erro.message : MENSAGEM_PADRAO_ERRO });
      },
    );
    return () => controle.abort();
  }, [token, tentativa]);

  switch (estado.fase) {
    case 'confirmando':
      return (
        <AuthLayout titulo="Confirmando seu e-mail">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-label="Confirmando o e-mail" />
            <Typography>Confirmando o e-mail…</Typography>
          </Stack>
        </AuthLayout>
      );
    case 'confirmado':
      return (
        <AuthLayout titulo="E-mail confirmado">
          <Stack spacing={2}>
            <Alert severity="success">{estado.mensagem}</Alert>
            <VoltarAoLogin />
          </Stack>
        </AuthLayout>
      );
    case 'expirado':
      return (
        <AuthLayout titulo="Link expirado">
          <Stack spacing={2}>
            <Typography>O link de confirmação vale por 24 horas e este já expirou. Peça o acesso novamente para receber outro.</Typography>
            <Button component={RouterLink} to="/auth/register" variant="contained" size="large">
              Pedir acesso novamente
            </Button>
            <VoltarAoLogin />
          </Stack>
        </AuthLayout>
      );
    case 'invalido':
      return (
        <AuthLayout titulo="Link inválido">
          <Stack spacing={2}>
            <Typography>
              Este link de confirmação não é válido. Confira se abriu o endereço completo do e-mail; se o problema continuar, peça o
              acesso novamente.
            </Typography>
            <Button component={RouterLink} to="/auth/register" variant="outlined" size="large">
              Pedir acesso novamente
            </Button>
            <VoltarAoLogin />
          </Stack>
        </AuthLayout>
      );
    case 'falha':
      return (
        <AuthLayout titulo="Confirmando seu e-mail">
          <Stack spacing={2}>
            <Alert severity="error">{estado.mensagem}</Alert>
            <Button
              variant="outlined"
              onClick={() => {
                setEstado({ fase: 'confirmando' });
                setTentativa((t) => t + 1);
              }}
            >
              Tentar novamente
            </Button>
          </Stack>
        </AuthLayout>
      );
  }
}
