import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { resolveErrorMessage } from '../../http';
import type { ProvedorDoRecurso } from '../dados/provedorDoRecurso';

/** '1 cliente' / '3 clientes'. */
export const quantidade = (recurso: Recurso, n: number) => `${n} ${(n === 1 ? recurso.rotulo.singular : recurso.rotulo.plural).toLowerCase()}`;

/** 'Os 2 clientes selecionados deixarão de aparecer entre os ativos…', with the resource's gender and number. */
export function textoConfirmacao(recurso: Recurso, n: number): string {
  const g = recurso.rotulo.genero;
  if (n === 1) {
    return `${g === 'a' ? 'A' : 'O'} ${recurso.rotulo.singular.toLowerCase()} selecionad${g} deixará de aparecer entre ${g}s ativ${g}s e poderá ser reativad${g} depois. Nada é apagado.`;
  }
  return `${g === 'a' ? 'As' : 'Os'} ${quantidade(recurso, n)} selecionad${g}s deixarão de aparecer entre ${g}s ativ${g}s e poderão ser reativad${g}s depois. Nada é apagado.`;
}

interface Falha {
  titulo: string;
  mensagem: string;
}

/** The sentence after a bulk inactivation: all done, or which records failed and why. */
export function resumoInativacao(recurso: Recurso, total: number, falhas: Falha[]): string {
  const g = recurso.rotulo.genero;
  if (falhas.length === 0) return total === 1 ? MENSAGENS_RECURSO.inativado(recurso) : `${quantidade(recurso, total)} inativad${g}s`;
  const motivos = falhas.map((f) => `${f.titulo}: ${f.mensagem}`).join(' ');
  const feitos = total - falhas.length;
  const inicio = feitos === 0 ? `Nenhum${g === 'a' ? 'a' : ''} foi inativad${g}.` : `${feitos} de ${quantidade(recurso, total)} inativad${g}s.`;
  return `${inicio} Não foi possível inativar ${falhas.length === 1 ? '1' : falhas.length}: ${motivos}`;
}

/**
 * 'Inativar' for the selected records: asks first, naming how many, then inactivates each at
 * the version the list read (a record someone changed since is reported, not overwritten),
 * refreshes the list and says what happened, in full when only part of it could be done.
 */
export function InativarEmLote({ recurso }: { recurso: Recurso }) {
  const { selectedIds, data, onUnselectItems } = useListContext<Registro>();
  const resource = useResourceContext() ?? recurso.nome;
  const provedor = useDataProvider() as unknown as ProvedorDoRecurso;
  const notify = useNotify();
  const refresh = useRefresh();
  const [aberto, setAberto] = useState(false);
  const [trabalhando, setTrabalhando] = useState(false);
  const n = selectedIds.length;

  const inativar = async () => {
    setTrabalhando(true);
    const falhas: Falha[] = [];
    const feitos: number[] = [];
    for (const id of selectedIds) {
      let registro = data?.find((r) => r.id === id);
      try {
        // a record selected on another page is not in this page's data: read its version first
        registro ??= (await provedor.getOne<Registro>(resource, { id })).data;
        if (registro.ativo) await provedor.alterarSituacao(resource, { id: Number(id), version: registro.version, ativo: false });
        feitos.push(Number(id));
      } catch (erro) {
        falhas.push({ titulo: String(registro?.[recurso.titulo] ?? `#${id}`), mensagem: resolveErrorMessage(erro) });
      }
    }
    setTrabalhando(false);
    setAberto(false);
    onUnselectItems();
    refresh();
    notify(resumoInativacao(recurso, n, falhas), { type: falhas.length === 0 ? 'success' : falhas.length === n ? 'error' : 'warning', multiLine: falhas.length > 0 });
  };

  return (
    <>
      <Button size="small" startIcon={<BlockIcon />} onClick={() => setAberto(true)}>
        Inativar
      </Button>
      <Dialog open={aberto} onClose={() => (trabalhando ? undefined : setAberto(false))} aria-labelledby="inativar-em-lote-titulo">
        <DialogTitle id="inativar-em-lote-titulo">Inativar {quantidade(recurso, n)}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{textoConfirmacao(recurso, n)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)} disabled={trabalhando}>
            Cancelar
          </Button>
          <Button color="error" variant="contained" onClick={() => void inativar()} disabled={trabalhando}>
            {trabalhando ? 'Inativando…' : 'Inativar'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
