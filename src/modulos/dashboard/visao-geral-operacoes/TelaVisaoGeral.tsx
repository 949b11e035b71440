import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { PAINEL_VISAO_GERAL } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.painel';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { CHAVE_RELATORIOS } from '../../../relatorios/api';
import { BarraFiltros } from '../../../relatorios/BarraFiltros';
import { useFiltrosDoPainel } from '../../../relatorios/widgets/filtrosDoPainel';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { HojeComparado } from './HojeComparado';
import { ListaTarefas } from './ListaTarefas';
import { RELATORIOS_VISAO_GERAL } from './relatorios';

/** How often the figures of the present are asked again while the tab is in view. */
export const ATUALIZAR_A_CADA_MS = 60_000;

// today's dashboard: the stores are its one filter (a chain's manager looks at one store)
const OPCOES = { periodo: false, comparavel: false };

/** Asks every report on screen again each minute while the tab is visible (a hidden tab waits). */
function useAtualizarSozinho() {
  const cliente = useQueryClient();
  useEffect(() => {
    const t = setInterval(() => {
      if (document.visibilityState === 'visible') void cliente.invalidateQueries({ queryKey: [CHAVE_RELATORIOS] });
    }, ATUALIZAR_A_CADA_MS);
    return () => clearInterval(t);
  }, [cliente]);
}

/**
 * /dashboard/visao-geral-operacoes: what needs someone first (the orders awaiting action), then
 * today against yesterday and last week, by channel and store, and hour by hour against the usual
 * curve of the weekday; all of it for the stores chosen (in the URL), or every store of the group.
 */
export default function TelaVisaoGeral() {
  useAtualizarSozinho();
  const { declaracao, estado, mudar } = useFiltrosDoPainel(PAINEL_VISAO_GERAL, RELATORIOS_VISAO_GERAL, OPCOES);
  const corpo = useMemo(() => (Object.keys(estado.filtros).length > 0 ? { filtros: estado.filtros } : {}), [estado.filtros]);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Visão geral das operações" trilha={[{ label: 'Dashboard' }]} />
      <BarraFiltros declaracao={declaracao} estado={estado} onMudar={mudar} rotulo="Filtros do painel" />
      <ListaTarefas corpo={corpo} />
      <HojeComparado corpo={corpo} />
      <PainelDeclarado painel={PAINEL_VISAO_GERAL} relatorios={RELATORIOS_VISAO_GERAL} filtros={estado.filtros} />
    </Box>
  );
}
