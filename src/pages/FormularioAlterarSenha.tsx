import { useState, type FormEvent } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { z } from 'zod/mini';
import { AlterarSenhaBody, MENSAGENS_SESSAO } from '@retaguarda/contrato/api/sessao';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { useCanal } from '../dataProvider/useCanal';
import { BotaoEnviar } from '../auth/BotaoEnviar';
import { CampoSenha } from '../auth/CampoSenha';
import { ForcaSenhaDica } from '../auth/ForcaSenhaDica';
import { useEnvioFormulario } from '../auth/useEnvioFormulario';
import { useSessao } from '../session/store';

/** The contract's body plus the confirmation, which stays on the screen. */
const CamposAlterarSenha = z
  .intersection(AlterarSenhaBody, z.object({ confirmacao: z.string() }))
  .check(z.refine((f) => f.nova_senha === f.confirmacao, { path: ['confirmacao'], error: 'As senhas não conferem' }));

const VAZIO = { senha_atual: '', nova_senha: '', confirmacao: '' };

/**
 * POST /v1/login_erp/alterar-senha; the server's validation.body.keys land on their fields. The
 * new password gets the reset page's strength hint (which also loads the common-password list, so
 * '12345678' is refused before the call); afterwards the person reads that every other session
 * ended and this one stays.
 */
export function FormularioAlterarSenha() {
  const notify = useNotify();
  const { usuario } = useSessao();
  const [valores, setValores] = useState(VAZIO);
  const [dicaAtiva, setDicaAtiva] = useState(false);
  const canal = useCanal();
  const envio = useEnvioFormulario(CamposAlterarSenha, async ({ senha_atual, nova_senha }) => {
    await canal.chamar(ROTAS_SESSAO.alterarSenha, { corpo: { senha_atual, nova_senha } });
    setValores(VAZIO);
    notify(MENSAGENS_SESSAO.senhaAlteradaSessoes, { type: 'success' });
    return MENSAGENS_SESSAO.senhaAlteradaSessoes;
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    void envio.submeter(valores);
  };

  const campo = (nome: keyof typeof VAZIO, label: string, autoComplete: string, onFocus?: () => void) => (
    <CampoSenha
      label={label}
      autoComplete={autoComplete}
      value={valores[nome]}
      onChange={(e) => setValores((v) => ({ ...v, [nome]: e.target.value }))}
      onFocus={onFocus}
      error={Boolean(envio.erros[nome])}
      helperText={envio.erros[nome]}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Alterar senha">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {envio.erroGeral && <Alert severity="error">{envio.erroGeral}</Alert>}
        {envio.sucesso && <Alert severity="success">{envio.sucesso}</Alert>}
        {campo('senha_atual', 'Senha atual', 'current-password')}
        <Stack spacing={1}>
          {campo('nova_senha', 'Nova senha', 'new-password', () => setDicaAtiva(true))}
          <ForcaSenhaDica senha={valores.nova_senha} dadosDoUsuario={usuario ? [usuario.nome, usuario.email] : []} ativa={dicaAtiva} />
        </Stack>
        {campo('confirmacao', 'Confirme a nova senha', 'new-password')}
        <BotaoEnviar enviando={envio.enviando} rotulo="Alterar senha" rotuloEnviando="Salvando…" />
      </Stack>
    </Box>
  );
}
