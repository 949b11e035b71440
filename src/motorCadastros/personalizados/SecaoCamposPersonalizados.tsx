import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ROTULOS_TIPO_CAMPO } from '@retaguarda/contrato/recursos/campos';
import { LIMITES_PERSONALIZADOS, MENSAGENS_PERSONALIZADOS, type CampoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { endpointsDoRecurso } from '../dados/endpointsDoRecurso';
import { useCanal } from '../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../http';
import { EstadoDaConsulta } from '../mostrar/EstadoDaConsulta';
import { SecaoCartao } from '../formulario/SecaoCartao';
import { DialogoCampo } from './DialogoCampo';
import { chaveCamposPersonalizados, useCamposPersonalizados } from './useCamposPersonalizados';

/** 'Data · obrigatório · coluna da lista · filtro': what a field is, in one line. */
function descricao(c: CampoPersonalizado): string {
  const partes = [ROTULOS_TIPO_CAMPO[c.tipo]];
  if (c.tipo === 'escolha') partes[0] += ` (${c.opcoes.join(', ')})`;
  if (c.obrigatorio) partes.push('obrigatório');
  partes.push(c.coluna ? 'coluna da lista' : 'coluna opcional');
  if (c.filtro) partes.push('filtro');
  return partes.join(' · ');
}

function ConfirmarRemocao({ recurso, campo, fechar }: { recurso: Recurso; campo: CampoPersonalizado; fechar: () => void }) {
  const [removendo, setRemovendo] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canal = useCanal();
  const remover = async () => {
    setRemovendo(true);
    try {
      await canal.chamar(endpointsDoRecurso(recurso).removerCampo, { parametros: { id: campo.id }, corpo: { version: campo.version } });
      await queryClient.invalidateQueries({ queryKey: chaveCamposPersonalizados(recurso) });
      notify(MENSAGENS_PERSONALIZADOS.removido, { type: 'success' });
      fechar();
    } catch (erro) {
      notify(resolveErrorMessage(erro), { type: 'error' });
      setRemovendo(false);
    }
  };
  return (
    <Dialog open onClose={removendo ? undefined : fechar} aria-labelledby="titulo-remover-campo">
      <DialogTitle id="titulo-remover-campo">Remover o campo "{campo.rotulo}"?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          O campo deixa de aparecer nos formulários, na lista, nos filtros e nas planilhas. Os valores já gravados nos registros ficam guardados.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar} disabled={removendo}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={() => void remover()} disabled={removendo}>
          Remover
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The register's custom fields for the admin: listed, added, edited and removed. */
export function SecaoCamposPersonalizados({ recurso }: { recurso: Recurso }) {
  const consulta = useCamposPersonalizados(recurso);
  const { data, error, isPending } = consulta;
  const [editando, setEditando] = useState<CampoPersonalizado | 'novo' | null>(null);
  const [removendo, setRemovendo] = useState<CampoPersonalizado | null>(null);
  const cheio = (data?.length ?? 0) >= LIMITES_PERSONALIZADOS.porCadastro;
  return (
    <SecaoCartao titulo="Campos personalizados">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Campos que o seu grupo acrescenta a {recurso.rotulo.plural.toLowerCase()}: aparecem no formulário, na lista, nos filtros e nas planilhas de importação e exportação.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')} disabled={isPending || Boolean(error) || cheio}>
          Adicionar campo
        </Button>
      </Box>
      {cheio ? <Alert severity="info">{MENSAGENS_PERSONALIZADOS.limite}</Alert> : null}
      <EstadoDaConsulta consulta={consulta} oQue="os campos personalizados" espaco={3}>
        {(campos) =>
          campos.length === 0 ? (
            <Typography sx={{ py: 2 }} color="text.secondary">
              Nenhum campo personalizado ainda. Use "Adicionar campo" para criar o primeiro.
            </Typography>
          ) : (
            <List aria-label="Campos personalizados" disablePadding>
              {campos.map((c) => (
                <ListItem
                  key={c.id}
                  divider
                  sx={{ pr: 12 }}
                  secondaryAction={
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <Tooltip title="Editar">
                        <IconButton aria-label={`Editar o campo ${c.rotulo}`} onClick={() => setEditando(c)}>
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Remover">
                        <IconButton aria-label={`Remover o campo ${c.rotulo}`} onClick={() => setRemovendo(c)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  }
                >
                  <ListItemText primary={c.rotulo} secondary={descricao(c)} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItem>
              ))}
            </List>
          )
        }
      </EstadoDaConsulta>
      {editando ? <DialogoCampo recurso={recurso} campo={editando === 'novo' ? undefined : editando} fechar={() => setEditando(null)} /> : null}
      {removendo ? <ConfirmarRemocao recurso={recurso} campo={removendo} fechar={() => setRemovendo(null)} /> : null}
    </SecaoCartao>
  );
}
