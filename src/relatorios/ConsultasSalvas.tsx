import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PushPinIcon from '@mui/icons-material/PushPin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { LIMITES_RELATORIOS_SALVOS, ROTAS_RELATORIOS_SALVOS, type RelatorioSalvo } from '@retaguarda/contrato/api/relatoriosSalvos';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { CorpoRelatorioEnviado } from '@retaguarda/contrato/relatorios/esquemas';
import { useCanal } from '../dataProvider/useCanal';
import { resolveErrorMessage } from '../http';
import { DialogoFixar } from '../paineis/DialogoFixar';

const CHAVE = ['relatorios', 'salvos'] as const;

/** The dialog that names a view: a new one (with 'Compartilhar com o grupo') or a rename. */
function DialogoNome({ titulo, inicial, compartilhavel, onSalvar, onFechar, salvando }: {
  titulo: string;
  inicial: { nome: string; compartilhado: boolean };
  compartilhavel: boolean;
  onSalvar: (v: { nome: string; compartilhado: boolean }) => void;
  onFechar: () => void;
  salvando: boolean;
}) {
  const [nome, setNome] = useState(inicial.nome);
  const [compartilhado, setCompartilhado] = useState(inicial.compartilhado);
  const vazio = nome.trim() === '';
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!vazio) onSalvar({ nome: nome.trim(), compartilhado });
        }}
      >
        <DialogTitle>{titulo}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label="Nome da consulta" value={nome} onChange={(e) => setNome(e.target.value)} slotProps={{ htmlInput: { maxLength: LIMITES_RELATORIOS_SALVOS.nome } }} />
          {compartilhavel && (
            <FormControlLabel control={<Switch checked={compartilhado} onChange={(e) => setCompartilhado(e.target.checked)} />} label="Compartilhar com o grupo" />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onFechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={vazio || salvando}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A report's saved views beside its filters: 'Salvar consulta' names the view on screen (shared with
 * the group or not), 'Consultas salvas' lists the user's and the group's, each opened with a click
 * and, when the user's own, renamed or removed.
 */
export function ConsultasSalvas({ declaracao: d, corpo, onAbrir }: { declaracao: DeclaracaoRelatorio; corpo: CorpoRelatorioEnviado; onAbrir: (corpo: Readonly<Record<string, unknown>>) => void }) {
  const canal = useCanal();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [dialogo, setDialogo] = useState<{ tipo: 'nova' } | { tipo: 'renomear'; salva: RelatorioSalvo } | null>(null);
  // the view being pinned to a dashboard (src/paineis)
  const [fixando, setFixando] = useState<RelatorioSalvo | null>(null);
  const lista = useQuery({
    queryKey: [...CHAVE, d.id],
    queryFn: ({ signal }) => canal.chamar(ROTAS_RELATORIOS_SALVOS.lista, { corpo: { relatorio: d.id }, signal }),
  });
  const recarregar = () => cliente.invalidateQueries({ queryKey: [...CHAVE, d.id] });
  const falhou = (e: unknown) => notify(resolveErrorMessage(e), { type: 'error' });
  const criar = useMutation({
    mutationFn: (v: { nome: string; compartilhado: boolean }) => canal.chamar(ROTAS_RELATORIOS_SALVOS.criar, { corpo: { relatorio: d.id, corpo: { ...corpo }, ...v } }),
    onSuccess: (s) => {
      setDialogo(null);
      notify(`Consulta salva: ${s.nome}`, { type: 'success' });
      void recarregar();
    },
    onError: falhou,
  });
  const editar = useMutation({
    mutationFn: ({ salva, nome, compartilhado }: { salva: RelatorioSalvo; nome: string; compartilhado: boolean }) =>
      canal.chamar(ROTAS_RELATORIOS_SALVOS.editar, { parametros: { id: salva.id }, corpo: { version: salva.version, nome, compartilhado } }),
    onSuccess: () => {
      setDialogo(null);
      void recarregar();
    },
    onError: falhou,
  });
  const remover = useMutation({
    mutationFn: (salva: RelatorioSalvo) => canal.chamar(ROTAS_RELATORIOS_SALVOS.remover, { parametros: { id: salva.id } }),
    onSuccess: () => {
      notify('Consulta removida', { type: 'info' });
      void recarregar();
    },
    onError: falhou,
  });
  const salvas = lista.data ?? [];
  return (
    <>
      <Button startIcon={<BookmarkAddIcon />} onClick={() => setDialogo({ tipo: 'nova' })}>
        Salvar consulta
      </Button>
      <Button startIcon={<BookmarkIcon />} onClick={(e) => setAncora(e.currentTarget)} aria-haspopup="true" aria-expanded={ancora !== null}>
        Consultas salvas{salvas.length > 0 ? ` (${salvas.length})` : ''}
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)} slotProps={{ list: { 'aria-label': 'Consultas salvas', component: 'div' } }}>
        {lista.isError ? (
          <Typography sx={{ px: 2, py: 1 }} color="error">
            {resolveErrorMessage(lista.error)}
          </Typography>
        ) : salvas.length === 0 ? (
          <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
            {lista.isPending ? 'Carregando…' : 'Nenhuma consulta salva neste relatório.'}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ minWidth: 280 }}>
            {salvas.map((s) => (
              <ListItem
                key={s.id}
                disablePadding
                secondaryAction={
                  <>
                    <IconButton
                      edge="end"
                      aria-label={`Fixar ${s.nome} em um painel`}
                      title="Fixar em um painel"
                      disabled={s.problema !== null}
                      onClick={() => {
                        setAncora(null);
                        setFixando(s);
                      }}
                    >
                      <PushPinIcon fontSize="small" />
                    </IconButton>
                    {s.proprio && (
                      <>
                        <IconButton edge="end" aria-label={`Renomear ${s.nome}`} onClick={() => setDialogo({ tipo: 'renomear', salva: s })}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton edge="end" aria-label={`Remover ${s.nome}`} onClick={() => remover.mutate(s)} sx={{ ml: 0.5 }}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </>
                }
              >
                <ListItemButton
                  disabled={s.problema !== null}
                  onClick={() => {
                    setAncora(null);
                    onAbrir(s.corpo);
                  }}
                  sx={{ pr: s.proprio ? 14 : 6 }}
                >
                  <ListItemText primary={s.nome} secondary={s.problema ?? (s.compartilhado ? `Compartilhada${s.proprio ? '' : ` por ${s.autor}`}` : 'Só para você')} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Menu>
      {dialogo?.tipo === 'nova' && (
        <DialogoNome titulo="Salvar consulta" inicial={{ nome: '', compartilhado: false }} compartilhavel onSalvar={(v) => criar.mutate(v)} onFechar={() => setDialogo(null)} salvando={criar.isPending} />
      )}
      {dialogo?.tipo === 'renomear' && (
        <DialogoNome
          titulo="Renomear consulta"
          inicial={{ nome: dialogo.salva.nome, compartilhado: dialogo.salva.compartilhado }}
          compartilhavel
          onSalvar={(v) => editar.mutate({ salva: dialogo.salva, ...v })}
          onFechar={() => setDialogo(null)}
          salvando={editar.isPending}
        />
      )}
      {fixando && <DialogoFixar aberto salvo={fixando} declaracao={d} onFechar={() => setFixando(null)} />}
    </>
  );
}
