import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DECLARACOES } from '../../../registro/declaracoes';
import { alternarArea, alternarFilho, arvoreDoMenu, marcadosDaArea } from './arvorePermissoes';

export interface ArvorePermissoesProps {
  /** The accessible name of the tree ("Permissões extras", "O que este usuário vê"). */
  rotulo: string;
  /** The keys ticked (and editable). */
  chaves: readonly string[];
  /** Keys that come from elsewhere (the profile): shown ticked, not editable here. */
  herdadas?: readonly string[];
  onChange?: (chaves: string[]) => void;
  /** Read-only: what a user sees, nothing to tick. */
  somenteLeitura?: boolean;
}

/** The permission picker as the menu tree (areas and their screens). */
export function ArvorePermissoes({ rotulo, chaves, herdadas = [], onChange, somenteLeitura = false }: ArvorePermissoesProps) {
  const arvore = useMemo(() => arvoreDoMenu(DECLARACOES), []);
  const desabilitado = somenteLeitura || !onChange;
  return (
    <Box role="group" aria-label={rotulo} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
      {arvore.map((no) => {
        const efetivas = [...chaves, ...herdadas];
        const marcados = marcadosDaArea(efetivas, no);
        const todos = marcados === no.filhos.length;
        return (
          <Box key={no.area} role="group" aria-label={no.rotulo} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <FormControlLabel
              label={<Typography sx={{ fontWeight: 600 }}>{no.rotulo}</Typography>}
              control={
                <Checkbox
                  checked={todos}
                  indeterminate={marcados > 0 && !todos}
                  disabled={desabilitado}
                  onChange={(e) => onChange?.(alternarArea(chaves, no, e.target.checked))}
                  slotProps={{ input: { 'aria-label': `${no.rotulo}: todas as telas` } }}
                />
              }
            />
            <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3 }}>
              {no.filhos.map((f) => {
                const herdada = herdadas.includes(f.chave);
                return (
                  <FormControlLabel
                    key={f.chave}
                    label={
                      <Typography variant="body2">
                        {f.rotulo}
                        {herdada && !somenteLeitura && (
                          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 0.5 }}>
                            (do perfil)
                          </Typography>
                        )}
                      </Typography>
                    }
                    control={
                      <Checkbox
                        size="small"
                        checked={efetivas.includes(f.chave)}
                        disabled={desabilitado || herdada}
                        onChange={(e) => onChange?.(alternarFilho(chaves, f.chave, e.target.checked))}
                      />
                    }
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
