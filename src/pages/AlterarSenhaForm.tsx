import { useState, type FormEvent } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { z } from 'zod/mini';
import { AlterarSenhaBody } from '../api/sessao';
import { requestJson } from '../http';
import { BotaoEnviar } from '../auth/BotaoEnviar';
import { CampoSenha } from '../auth/CampoSenha';
import { useEnvioFormulario } from '../auth/useEnvioFormulario';

/** The contract's body plus the confirmation, which stays on the screen. */
const FormularioAlterarSenha = z
  .intersection(AlterarSenhaBody, z.object({ confirmacao: z.string() }))
  .check(z.refine((f) => f.nova_senha === f.confirmacao, { path: ['confirmacao'], error: 'As senhas não conferem' }));

const VAZIO = { senha_atual: '', nova_senha: '', confirmacao: '' };

/** POST /v1/login_erp/alterar-senha; the server's validation.body.keys land on their fields. */
export function AlterarSenhaForm() {
  const notify = useNotify();
  const [valores, setValores] = useState(VAZIO);
  const envio = useEnvioFormulario(FormularioAlterarSenha, async ({ senha_atual, nova_senha }) => {
    const resposta = await requestJson<{ RES: string }>('/v1/login_erp/alterar-senha', { method: 'POST', body: { senha_atual, nova_senha } });
    setValores(VAZIO);
    notify(resposta.RES, { type: 'success' });
    return resposta.RES;
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    void envio.submeter(valores);
  };

  const campo = (nome: keyof typeof VAZIO, label: string, autoComplete: string) => (
    <CampoSenha
      label={label}
      autoComplete={autoComplete}
      value={valores[nome]}
      onChange={(e) => setValores((v) => ({ ...v, [nome]: e.target.value }))}
      error={Boolean(envio.erros[nome])}
      helperText={envio.erros[nome]}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={enviar} aria-label="Alterar senha">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {envio.erroGeral && <Alert severity="error">{envio.erroGeral}</Alert>}
        {envio.sucesso && <Alert severity="success">{envio.sucesso}. As outras sessões abertas foram encerradas.</Alert>}
        {campo('senha_atual', 'Senha atual', 'current-password')}
        {campo('nova_senha', 'Nova senha', 'new-password')}
        {campo('confirmacao', 'Confirme a nova senha', 'new-password')}
        <BotaoEnviar enviando={envio.enviando} rotulo="Alterar senha" rotuloEnviando="Salvando…" />
      </Stack>
    </Box>
  );
}
