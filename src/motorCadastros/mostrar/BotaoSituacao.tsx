import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { useNotify } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import { comArtigo, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { HttpError, resolveErrorMessage } from '../../http';
import { useProvedorDoRecurso } from './useProvedorDoRecurso';

/**
 * Inativar or Reativar, after a confirmation, at the version the page shows: when someone changed
 * the record meanwhile the server's 409 is told and the page reloads (records are never deleted:
 * others may refer to them).
 */
export function BotaoSituacao({ recurso, resource, registro, recarregar }: { recurso: Recurso; resource: string; registro: Registro; recarregar: () => void }) {
  const provedor = useProvedorDoRecurso();
  const notify = useNotify();
  const [aberto, setAberto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const reativar = !registro.ativo;
  const verbo = reativar ? 'Reativar' : 'Inativar';
  const artigo = comArtigo(recurso);

  const confirmar = async () => {
    setEnviando(true);
    try {
      await provedor.alterarSituacao(resource, { id: registro.id, version: registro.version, ativo: reativar });
      notify(reativar ? MENSAGENS_RECURSO.reativado(recurso) : MENSAGENS_RECURSO.inativado(recurso), { type: 'success' });
    } catch (erro) {
      notify(resolveErrorMessage(erro), { type: erro instanceof HttpError && erro.status === 409 ? 'warning' : 'error' });
    } finally {
      setEnviando(false);
      setAberto(false);
      recarregar();
    }
  };

  return (
    <>
      <Button variant="outlined" color={reativar ? 'primary' : 'warning'} startIcon={reativar ? <RestoreIcon /> : <BlockIcon />} onClick={() => setAberto(true)}>
        {verbo}
      </Button>
      <Dialog open={aberto} onClose={() => (enviando ? undefined : setAberto(false))} aria-labelledby="titulo-situacao">
        <DialogTitle id="titulo-situacao">{`${verbo} ${artigo}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {reativar
              ? `${artigo.charAt(0).toUpperCase()}${artigo.slice(1)} volta às listas e às buscas e pode ser editad${recurso.rotulo.genero} de novo.`
              : `${artigo.charAt(0).toUpperCase()}${artigo.slice(1)} sai das listas e das buscas, mas nada é apagado: o histórico e os registros que ${recurso.rotulo.genero === 'o' ? 'o' : 'a'} citam ficam como estão. Você pode reativar depois.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)} disabled={enviando}>
            Cancelar
          </Button>
          <Button onClick={() => void confirmar()} variant="contained" color={reativar ? 'primary' : 'warning'} disabled={enviando}>
            {verbo}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
