import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Perfil } from '@retaguarda/contrato/api/usuarios';
import { ArvorePermissoes } from './ArvorePermissoes';

export interface ValoresUsuario {
  nome: string;
  id_perfil: number | '';
  chaves_extras: string[];
}

/** Name, profile and extra keys: the part of the user form that create and edit share. */
export function CamposUsuario({ valores, onChange, perfis, erros = {} }: { valores: ValoresUsuario; onChange: (v: ValoresUsuario) => void; perfis: readonly Perfil[]; erros?: Record<string, string> }) {
  const perfil = perfis.find((p) => p.id === valores.id_perfil);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField label="Nome" value={valores.nome} onChange={(e) => onChange({ ...valores, nome: e.target.value })} required error={Boolean(erros.nome)} helperText={erros.nome} slotProps={{ htmlInput: { maxLength: 120 } }} sx={{ maxWidth: 480 }} />
      <TextField
        select
        label="Perfil"
        value={valores.id_perfil}
        onChange={(e) => onChange({ ...valores, id_perfil: e.target.value === '' ? '' : Number(e.target.value) })}
        helperText={erros.id_perfil ?? 'O conjunto de telas da pessoa; mudar o perfil muda o que todos os seus usuários veem'}
        error={Boolean(erros.id_perfil)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value="">Sem perfil (só as permissões extras)</MenuItem>
        {perfis.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.nome}
          </MenuItem>
        ))}
      </TextField>
      <Typography component="h2" variant="h6">
        Permissões extras
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Telas além das do perfil. Marcar uma tela libera também a área dela no menu.
      </Typography>
      <ArvorePermissoes rotulo="Permissões extras" chaves={valores.chaves_extras} herdadas={perfil?.chaves ?? []} onChange={(chaves) => onChange({ ...valores, chaves_extras: chaves })} />
    </Box>
  );
}
