import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import { useMudarFiltros } from '../../layout/useMudarFiltros';
import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { descreverFiltro } from './descreverFiltro';

/** The active filters as chips under the toolbar; each one's × removes it. */
export function ChipsFiltros({ recurso }: { recurso: Recurso }) {
  const { filtros: filterValues, mudar } = useMudarFiltros();
  const ativos = camposCom(recurso, 'filtro')
    .map((nome) => ({ nome, texto: descreverFiltro(recurso.campos[nome], filterValues?.[nome]) }))
    .filter((f) => f.texto);
  if (ativos.length === 0) return null;
  const remover = (nome: string) => {
    mudar(({ [nome]: _removido, ...outros }) => outros);
  };
  return (
    <Box component="ul" aria-label="Filtros aplicados" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
      {ativos.map((f) => (
        <li key={f.nome} style={{ minWidth: 0, maxWidth: '100%' }}>
          <Chip
            label={f.texto}
            size="small"
            onDelete={() => remover(f.nome)}
            deleteIcon={<CancelIcon aria-hidden={false} aria-label={`Remover filtro ${recurso.campos[f.nome].rotulo}`} role="button" />}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
