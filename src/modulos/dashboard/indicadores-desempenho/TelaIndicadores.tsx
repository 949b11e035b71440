import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAINEL_INDICADORES } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.painel';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { BarraFiltros } from '../../../relatorios/BarraFiltros';
import { useFiltrosDoPainel } from '../../../relatorios/widgets/filtrosDoPainel';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { MetasDasLojas } from './MetasDasLojas';
import { RELATORIOS_INDICADORES } from './relatorios';

// always against the period just before: the comparison is the dashboard's, not a choice
const OPCOES = { periodo: true, comparavel: false };

/**
 * /dashboard/indicadores-desempenho: the chosen period (a preset or a custom range) against the one
 * just before it, the clients, the products and stores at both ends, and this month's goals, for
 * the stores chosen; all of it in the URL.
 */
export default function TelaIndicadores() {
  const { declaracao, estado, mudar } = useFiltrosDoPainel(PAINEL_INDICADORES, RELATORIOS_INDICADORES, OPCOES);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Indicadores de desempenho" trilha={[{ label: 'Dashboard' }]} />
      <BarraFiltros
        declaracao={declaracao}
        estado={estado}
        onMudar={mudar}
        rotulo="Filtros do painel"
        acoes={
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            Comparado com o período anterior de mesma duração.
          </Typography>
        }
      />
      <PainelDeclarado painel={PAINEL_INDICADORES} relatorios={RELATORIOS_INDICADORES} periodo={estado.periodo ?? PAINEL_INDICADORES.periodo} de={estado.de} ate={estado.ate} comparacao="periodo_anterior" filtros={estado.filtros} />
      <MetasDasLojas filtros={estado.filtros} />
    </Box>
  );
}
