import { useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useListContext } from 'react-admin';
import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { BuscaRapida } from '../../../recursos/lista/BuscaRapida';
import { ChipsFiltros } from '../../../recursos/lista/ChipsFiltros';
import { temFiltroAtivo, useLimparFiltros } from '../../../recursos/lista/filtroPadrao';
import { OrdenarMenu } from '../../../recursos/lista/OrdenarMenu';
import { PainelFiltros } from '../../../recursos/lista/PainelFiltros';
import { SituacaoSwitch } from '../../../recursos/lista/SituacaoSwitch';

/**
 * The generated list's search and filters (BarraLista's parts) above the catalogue's cards: the
 * sort menu at every width, since there are no column headers to sort by.
 */
export function BarraCatalogo({ recurso }: { recurso: Recurso }) {
  const [aberto, setAberto] = useState(false);
  const { filterValues } = useListContext();
  const limpar = useLimparFiltros();
  const declarados = camposCom(recurso, 'filtro');
  const quantos = declarados.filter((n) => {
    const v: unknown = filterValues?.[n];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  }).length;
  return (
    <Box component="section" aria-label="Busca e filtros" sx={{ py: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <BuscaRapida recurso={recurso} />
        <Badge badgeContent={quantos} color="primary" overlap="rectangular">
          <Button size="small" variant="outlined" startIcon={<FilterListIcon />} onClick={() => setAberto(true)} sx={{ flexShrink: 0 }}>
            Filtros
          </Button>
        </Badge>
        <SituacaoSwitch />
        {temFiltroAtivo(filterValues) ? (
          <Button size="small" onClick={limpar} sx={{ flexShrink: 0 }}>
            Limpar filtros
          </Button>
        ) : null}
        <Box sx={{ ml: { sm: 'auto' } }} />
        <OrdenarMenu recurso={recurso} />
      </Box>
      <ChipsFiltros recurso={recurso} />
      <Drawer anchor="right" open={aberto} onClose={() => setAberto(false)}>
        <PainelFiltros recurso={recurso} onFechar={() => setAberto(false)} />
      </Drawer>
    </Box>
  );
}
