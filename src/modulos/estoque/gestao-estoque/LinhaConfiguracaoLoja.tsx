import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ROTAS_CONFIGURACAO_ESTOQUE, type ConfiguracaoEstoqueLoja, type ListaConfiguracoesEstoque } from '@retaguarda/contrato/api/estoqueLojas';
import { HttpError, resolveErrorMessage } from '../../../http';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { CHAVE_ESTOQUE } from '../comum/api';
import { useCanal } from '../../../dataProvider/useCanal';

/** Where the dialog's list lives in react-query: a row saved replaces its entry there. */
export const CHAVE_CONFIGURACOES_LOJAS = [CHAVE_ESTOQUE, 'configuracao-lojas'] as const;

const situacaoDe = (vendeSemEstoque: boolean) => (vendeSemEstoque ? 'Vende sem estoque: o saldo pode ficar negativo' : 'Recusa vendas e saídas sem estoque');

/**
 * One store's switch. Turning it on asks first (stock below zero is what the switch exists to
 * prevent); turning it off does not, as it only makes the store stricter. The value sent as
 * 'seen' is the one on screen, so a change made meanwhile by someone else comes back as 409 and
 * the list is read again instead of being overwritten.
 */
export function LinhaConfiguracaoLoja({ loja, podeAlterar }: { loja: ConfiguracaoEstoqueLoja; podeAlterar: boolean }) {
  const qc = useQueryClient();
  const canal = useCanal();
  const id = useId();
  const [confirmando, setConfirmando] = useState(false);
  const [salvo, setSalvo] = useState(false);
  const m = useMutation({
    mutationFn: (novo: boolean) => canal.chamar(ROTAS_CONFIGURACAO_ESTOQUE.configurarLoja, { parametros: { id: loja.id_seller }, corpo: { estoque_negativo: novo, estoque_negativo_anterior: loja.estoque_negativo } }),
    onSuccess: (atual) => {
      qc.setQueryData<ListaConfiguracoesEstoque>(CHAVE_CONFIGURACOES_LOJAS, (lista) => lista?.map((l) => (l.id_seller === atual.id_seller ? atual : l)));
      setSalvo(true);
    },
    onError: (erro) => {
      if (erro instanceof HttpError && erro.status === 409) void qc.invalidateQueries({ queryKey: CHAVE_CONFIGURACOES_LOJAS });
    },
  });
  const mudar = (novo: boolean) => {
    setSalvo(false);
    m.reset();
    if (novo) setConfirmando(true);
    else m.mutate(false);
  };
  const permitir = () => {
    setConfirmando(false);
    m.mutate(true);
  };

  return (
    <Box component="li" aria-label={loja.loja} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{loja.loja}</Typography>
        <Typography id={`${id}-situacao`} variant="body2" color={loja.estoque_negativo ? 'warning.dark' : 'text.secondary'}>
          {situacaoDe(loja.estoque_negativo)}
        </Typography>
        <Box role="status" sx={{ minHeight: 20, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {m.isPending && (
            <>
              <CircularProgress size={14} aria-hidden />
              <Typography variant="caption">Salvando…</Typography>
            </>
          )}
          {salvo && !m.isPending && (
            <>
              <CheckCircleIcon fontSize="inherit" color="success" aria-hidden />
              <Typography variant="caption" color="success.main">
                Alteração salva
              </Typography>
            </>
          )}
        </Box>
        {m.isError && (
          <Alert severity={m.error instanceof HttpError && m.error.status === 409 ? 'warning' : 'error'} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {resolveErrorMessage(m.error)}
          </Alert>
        )}
      </Box>
      <Switch
        checked={loja.estoque_negativo}
        disabled={!podeAlterar || m.isPending}
        onChange={(e) => mudar(e.target.checked)}
        slotProps={{ input: { 'aria-label': `Vender sem estoque em ${loja.loja}`, 'aria-describedby': `${id}-situacao` } }}
        sx={{ flexShrink: 0 }}
      />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo={`Permitir estoque negativo em ${loja.loja}?`}
        onFechar={() => setConfirmando(false)}
        confirmar={{ rotulo: 'Permitir estoque negativo', onConfirmar: permitir, cor: 'warning' }}
      >
        <DialogContentText>
          Vendas, ajustes de saída e transferências desta loja deixam de ser recusados por falta de estoque: o saldo pode ficar abaixo de zero até a reposição. A mudança fica registrada no
          log de segurança.
        </DialogContentText>
      </DialogoConfirmacao>
    </Box>
  );
}
