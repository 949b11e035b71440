import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMudarFiltros } from '../../layout/useMudarFiltros';
import { SITUACOES, type Situacao } from '@retaguarda/contrato/recursos/recurso';
import { FILTRO_PADRAO } from './filtroPadrao';

const ROTULOS: Record<Situacao, string> = { ativos: 'Ativos', inativos: 'Inativos', todos: 'Todos' };

/** Ativos / Inativos / Todos: inactive records are kept (others may refer to them), out of the way by default. */
export function SituacaoSwitch() {
  const { filtros, mudar } = useMudarFiltros();
  const atual = SITUACOES.includes(filtros.situacao as Situacao) ? (filtros.situacao as Situacao) : FILTRO_PADRAO.situacao;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={atual}
      aria-label="Situação"
      onChange={(_e, valor: Situacao | null) => {
        if (valor) mudar((atuais) => ({ ...atuais, situacao: valor }));
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
