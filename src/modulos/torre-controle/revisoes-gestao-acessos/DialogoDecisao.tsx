import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { DecidirAcessoBody, LIMITES_CAMPANHA, ROTAS_CAMPANHAS_REVISAO, type ItemCampanha } from '@retaguarda/contrato/api/campanhasRevisao';
import { perfilExibido } from '@retaguarda/contrato/api/revisaoAcessos';
import { resolveErrorMessage } from '../../../http';
import { CHAVE_QUERY } from './api';
import { useCanal } from '../../../dataProvider/useCanal';

export type Decisao = 'confirmado' | 'revogado';

/**
 * Confirm or revoke one access, with a note (required to revoke, checked here by the contract's
 * own schema before the call). A revocation says up front what it does: the person is
 * inactivated and every open session ends.
 */
export function DialogoDecisao({ idCampanha, item, decisao, onFechar }: { idCampanha: number; item: ItemCampanha; decisao: Decisao; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [nota, setNota] = useState('');
  const [tentou, setTentou] = useState(false);
  const validacao = DecidirAcessoBody.safeParse({ decisao, nota });
  const erroNota = tentou && !validacao.success ? (validacao.error.issues[0]?.message ?? '') : '';
  const revogar = decisao === 'revogado';
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_CAMPANHAS_REVISAO.decidir, { parametros: { id: idCampanha, item: item.id }, corpo: { decisao, nota } }),
    onSuccess: (c) => {
      qc.setQueryData([CHAVE_QUERY, 'campanha', idCampanha], c);
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      notify(revogar ? `Acesso de ${item.nome} revogado: a pessoa não entra mais e as sessões dela foram encerradas` : `Acesso de ${item.nome} confirmado`, { type: 'success' });
      onFechar();
    },
    // another reviewer may have decided it, or the review was concluded: the page shows what is true now behind the message
    onError: () => void qc.invalidateQueries({ queryKey: [CHAVE_QUERY, 'campanha', idCampanha] }),
  });
  const enviar = () => {
    setTentou(true);
    if (validacao.success) m.mutate();
  };
  const titulo = `${revogar ? 'Revogar' : 'Confirmar'} acesso de ${item.nome}`;
  return (
    <Dialog open onClose={onFechar} aria-labelledby="decisao-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="decisao-titulo">{titulo}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">
          {item.email} · {item.nome_seller} · {perfilExibido(item.nome_perfil)}
        </Typography>
        {revogar && (
          <Alert severity="warning">
            {item.nome} será inativado(a) agora: todas as sessões abertas terminam e o acesso só volta se alguém o reativar em Usuários do sistema.
          </Alert>
        )}
        <TextField
          autoFocus
          label={revogar ? 'Nota (obrigatória): por que o acesso é revogado' : 'Nota (opcional)'}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
          multiline
          minRows={2}
          required={revogar}
          error={erroNota !== ''}
          helperText={erroNota || `${nota.length}/${LIMITES_CAMPANHA.nota}`}
          slotProps={{ htmlInput: { maxLength: LIMITES_CAMPANHA.nota } }}
        />
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" color={revogar ? 'error' : 'primary'} disabled={m.isPending} onClick={enviar}>
          {revogar ? 'Revogar acesso' : 'Confirmar acesso'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
