import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { AREAS } from '@retaguarda/contrato/api/permissions';
import { ROTAS_USUARIOS, type Perfil } from '@retaguarda/contrato/api/usuarios';
import { resolveErrorMessage } from '../../../http';
import { CHAVE_QUERY } from './api';
import { ArvorePermissoes } from './ArvorePermissoes';
import { useCanal } from '../../../dataProvider/useCanal';

const FILHOS: readonly string[] = Object.values(AREAS).flatMap((a) => a.children);
const telas = (chaves: readonly string[]) => chaves.filter((k) => FILHOS.includes(k)).length;

function DialogoPerfil({ perfil, onFechar }: { perfil: Perfil | null; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [nome, setNome] = useState(perfil?.nome ?? '');
  const [chaves, setChaves] = useState<string[]>([...(perfil?.chaves ?? [])]);
  const m = useMutation({
    mutationFn: () => (perfil ? canal.chamar(ROTAS_USUARIOS.editarPerfil, { parametros: { id: perfil.id }, corpo: { nome, chaves } }) : canal.chamar(ROTAS_USUARIOS.criarPerfil, { corpo: { nome, chaves } })),
    onSuccess: (p) => {
      notify(perfil ? `Perfil ${p.nome} salvo: os usuários dele veem a mudança na próxima ação` : `Perfil ${p.nome} criado`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      onFechar();
    },
  });
  const titulo = perfil ? `Editar perfil ${perfil.nome}` : 'Novo perfil';
  return (
    <Dialog open onClose={onFechar} aria-labelledby="perfil-titulo" fullWidth maxWidth="lg">
      <DialogTitle id="perfil-titulo">{titulo}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField label="Nome do perfil" value={nome} onChange={(e) => setNome(e.target.value)} required slotProps={{ htmlInput: { maxLength: 60 } }} sx={{ maxWidth: 360 }} />
        <Typography variant="body2" color="text.secondary">
          Marque as telas que o perfil abre; a área de cada tela marcada entra junto.
        </Typography>
        <ArvorePermissoes rotulo="Permissões do perfil" chaves={chaves} onChange={setChaves} />
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={nome.trim().length < 2 || m.isPending} onClick={() => m.mutate()}>
          Salvar perfil
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The group's profiles: how many users hold each, edited with the menu tree. */
export function AbaPerfis({ perfis }: { perfis: readonly Perfil[] }) {
  const [editando, setEditando] = useState<Perfil | null | 'novo'>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="outlined" onClick={() => setEditando('novo')}>
          Novo perfil
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Perfis">
          <TableHead>
            <TableRow>
              <TableCell>Perfil</TableCell>
              <TableCell align="right">Telas</TableCell>
              <TableCell align="right">Usuários</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {perfis.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.nome}</TableCell>
                <TableCell align="right">{telas(p.chaves)}</TableCell>
                <TableCell align="right">{p.usuarios}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setEditando(p)} aria-label={`Editar perfil ${p.nome}`}>
                    Editar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editando !== null && <DialogoPerfil perfil={editando === 'novo' ? null : editando} onFechar={() => setEditando(null)} />}
    </Box>
  );
}
