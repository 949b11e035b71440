import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PercentIcon from '@mui/icons-material/Percent';
import { Link } from 'react-router-dom';
import { NOTAS_FINANCEIRO } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { PAINEL_FINANCEIRO } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.painel';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { useModuloAtual } from '../../../layout/ModuloAtual';
import { BarraFiltros } from '../../../relatorios/BarraFiltros';
import { useFiltrosDoPainel } from '../../../relatorios/widgets/filtrosDoPainel';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { RELATORIOS_FINANCEIRO } from './relatorios';

const OPCOES = { periodo: true, comparavel: true };

/** The fee rules' register mounted under this module (its 'Taxas e prazos' link), from the module's own registers. */
function useLinkDasTaxas(): { rota: string; rotulo: string } | null {
  const anexo = useModuloAtual()?.cadastrosAnexos?.[0];
  return anexo ? { rota: anexo.route, rotulo: anexo.label } : null;
}

/**
 * /dashboard/resumo-financeiro: the period's revenue by day and payment method, its discounts,
 * freight, returns and estimated card fees, and what comes in over the next 30 days, for the stores
 * chosen. Period (a preset or a custom range), comparison and stores live in the URL, so a link
 * opens the same view.
 */
export default function TelaResumoFinanceiro() {
  const { declaracao, estado, mudar } = useFiltrosDoPainel(PAINEL_FINANCEIRO, RELATORIOS_FINANCEIRO, OPCOES);
  const taxas = useLinkDasTaxas();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina
        titulo="Resumo financeiro"
        trilha={[{ label: 'Dashboard' }]}
        acoes={
          taxas && (
            <Button component={Link} to={taxas.rota} variant="outlined" startIcon={<PercentIcon />}>
              {taxas.rotulo}
            </Button>
          )
        }
      />
      <BarraFiltros declaracao={declaracao} estado={estado} onMudar={mudar} rotulo="Filtros do painel" />
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{NOTAS_FINANCEIRO.estimativa}</Typography>
        <Typography variant="body2">
          {NOTAS_FINANCEIRO.aReceber} {NOTAS_FINANCEIRO.devolucoes}
        </Typography>
      </Alert>
      <PainelDeclarado
        painel={PAINEL_FINANCEIRO}
        relatorios={RELATORIOS_FINANCEIRO}
        periodo={estado.periodo ?? PAINEL_FINANCEIRO.periodo}
        de={estado.de}
        ate={estado.ate}
        comparacao={estado.comparacao}
        filtros={estado.filtros}
      />
    </Box>
  );
}
