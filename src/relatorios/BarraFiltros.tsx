import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { COMPARACOES, COMPARACOES_IDS, PERIODOS, PERIODOS_IDS, type Comparacao, type DeclaracaoRelatorio, type Periodo } from '@retaguarda/contrato/relatorios/declarar';
import { PeriodoFiltro } from '../modulos/estoque/comum/PeriodoFiltro';
import { OpcoesDasReferencias } from '../motorCadastros/filtros/opcoesDasReferencias';
import { useBuscarOpcoesDoRelatorio } from './api';
import type { EstadoRelatorio } from './estado';

const GavetaDoRelatorio = lazy(() => import('./GavetaDoRelatorio'));

/** A YYYY-MM-DD day as the picker holds it (local midnight), and back. */
const comoData = (chave: string | null): Date | null => (chave ? new Date(Number(chave.slice(0, 4)), Number(chave.slice(5, 7)) - 1, Number(chave.slice(8, 10))) : null);
const comoChave = (d: Date | null): string | null =>
  d ? `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : null;

function Escolha<T extends string>({ rotulo, valor, opcoes, onChange, largura }: { rotulo: string; valor: T; opcoes: readonly (readonly [T, string])[]; onChange: (v: T) => void; largura: number }) {
  return (
    <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label={rotulo} value={valor} onChange={(e) => onChange(e.target.value as T)} sx={{ minWidth: largura }}>
      {opcoes.map(([v, r]) => (
        <MenuItem key={v} value={v}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A report's filter bar: the period (a preset, or 'Personalizado' with its two days), the comparison
 * when the report is comparable, 'Agrupar por' when it has groupings, and 'Filtros' opening the
 * declared filters in a drawer. Every change is written to the URL by `onMudar`.
 */
export function BarraFiltros({ declaracao: d, estado: e, onMudar, acoes, rotulo = 'Filtros do relatório' }: {
  declaracao: DeclaracaoRelatorio;
  estado: EstadoRelatorio;
  onMudar: (e: EstadoRelatorio) => void;
  /** Beside the filters: the saved views. */
  acoes?: ReactNode;
  /** The bar's name for a screen reader: a dashboard's says so. */
  rotulo?: string;
}) {
  const [aberta, setAberta] = useState(false);
  const [usada, setUsada] = useState(false);
  const buscarOpcoes = useBuscarOpcoesDoRelatorio(d);
  const dimensoes = Object.entries(d.dimensoes ?? {});
  const quantos = Object.keys(e.filtros).length;
  const temFiltros = Object.keys(d.filtros).length > 0;
  const invertido = e.de !== null && e.ate !== null && e.de > e.ate;
  return (
    <Paper variant="outlined" role="search" aria-label={rotulo} sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {d.periodo && e.periodo && (
        <Escolha<Periodo>
          rotulo="Período"
          valor={e.periodo}
          opcoes={PERIODOS_IDS.map((p) => [p, PERIODOS[p]] as const)}
          onChange={(periodo) => onMudar({ ...e, periodo, de: periodo === 'personalizado' ? e.de : null, ate: periodo === 'personalizado' ? e.ate : null })}
          largura={180}
        />
      )}
      {e.periodo === 'personalizado' && (
        <PeriodoFiltro de={comoData(e.de)} ate={comoData(e.ate)} onDe={(de) => onMudar({ ...e, de: comoChave(de) })} onAte={(ate) => onMudar({ ...e, ate: comoChave(ate) })} invertido={invertido} />
      )}
      {d.periodo?.comparavel && (
        <Escolha<Comparacao> rotulo="Comparar com" valor={e.comparacao} opcoes={COMPARACOES_IDS.map((c) => [c, COMPARACOES[c]] as const)} onChange={(comparacao) => onMudar({ ...e, comparacao })} largura={220} />
      )}
      {dimensoes.length > 1 && e.por && (
        <Escolha rotulo="Agrupar por" valor={e.por} opcoes={dimensoes.map(([k, dim]) => [k, dim.rotulo] as const)} onChange={(por) => onMudar({ ...e, por })} largura={180} />
      )}
      {temFiltros && (
        <Button
          variant="outlined"
          onClick={() => {
            setUsada(true);
            setAberta(true);
          }}
          startIcon={
            <Badge badgeContent={quantos} color="primary">
              <FilterListIcon />
            </Badge>
          }
          aria-label={quantos > 0 ? `Filtros (${quantos} aplicados)` : 'Filtros'}
        >
          Filtros
        </Button>
      )}
      {acoes}
      {usada && (
        <Suspense fallback={null}>
          {/* the stores and the other records a filter names come from the report, whoever may read it */}
          <OpcoesDasReferencias.Provider value={buscarOpcoes}>
            <GavetaDoRelatorio filtros={d.filtros} valores={e.filtros} aberto={aberta} onFechar={() => setAberta(false)} onAplicar={(filtros) => onMudar({ ...e, filtros })} />
          </OpcoesDasReferencias.Provider>
        </Suspense>
      )}
    </Paper>
  );
}
