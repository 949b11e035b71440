import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext } from 'react-admin';
import { SITUACOES, type Situacao } from '@retaguarda/contrato/recursos/recurso';
import { FILTRO_PADRAO } from './filtroPadrao';

const ROTULOS: Record<Situacao, string> = { ativos: 'Ativos', inativos: 'Inativos', todos: 'Todos' };

/** Ativos / Inativos / Todos: inactive records are kept (others may refer to them), out of the way by default. */
export function SituacaoSwitch() {
  const { filterValues, setFilters } = useListContext();
  const atual = SITUACOES.includes(filterValues?.situacao as Situacao) ? (filterValues.situacao as Situacao) : FILTRO_PADRAO.situacao;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={atual}
      aria-label="Situação"
      onChange={(_e, valor: Situacao | null) => {
        if (valor) setFilters({ ...filterValues, situacao: valor }, undefined, false);
      }}
      sx={{ flexShrink: 0, '& .MuiToggleButton-root': { py: 0.5, px: 1.25, textTransform: 'none' } }}
    >
      {SITUACOES.map((s) => (
        <ToggleButton key={s} value={s}>
          {ROTULOS[s]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
