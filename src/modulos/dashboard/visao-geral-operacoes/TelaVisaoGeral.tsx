import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAINEL_VISAO_GERAL } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.painel';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { CHAVE_RELATORIOS } from '../../../relatorios/api';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { HojeComparado } from './HojeComparado';
import { ListaTarefas } from './ListaTarefas';
import { RELATORIOS_VISAO_GERAL } from './relatorios';

/** How often the figures of the present are asked again while the tab is in view. */
export const ATUALIZAR_A_CADA_MS = 60_000;

const CORPO = {};

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
 * curve of the weekday.
 */
export default function TelaVisaoGeral() {
  useAtualizarSozinho();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Visão geral das operações" trilha={[{ label: 'Dashboard' }]} />
      <ListaTarefas corpo={CORPO} />
      <HojeComparado corpo={CORPO} />
      <PainelDeclarado painel={PAINEL_VISAO_GERAL} relatorios={RELATORIOS_VISAO_GERAL} />
    </Box>
  );
}
