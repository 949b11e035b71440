import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PercentIcon from '@mui/icons-material/Percent';
import { Link, useSearchParams } from 'react-router-dom';
import { NOTAS_FINANCEIRO } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import { PAINEL_FINANCEIRO } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.painel';
import { COMPARACOES, PERIODOS, type Comparacao, type Periodo } from '@retaguarda/contrato/relatorios/declarar';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { useModuloAtual } from '../../../layout/ModuloAtual';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { RELATORIOS_FINANCEIRO } from './relatorios';

type Predefinido = Exclude<Periodo, 'personalizado'>;
const PREDEFINIDOS = (Object.keys(PERIODOS) as Periodo[]).filter((p): p is Predefinido => p !== 'personalizado');
const COMPARACOES_IDS = Object.keys(COMPARACOES) as Comparacao[];
const ehPredefinido = (v: string | null): v is Predefinido => v !== null && (PREDEFINIDOS as readonly string[]).includes(v);
const ehComparacao = (v: string | null): v is Comparacao => v !== null && (COMPARACOES_IDS as readonly string[]).includes(v);

/** The fee rules' register mounted under this module (its 'Taxas e prazos' link), from the module's own registers. */
function useLinkDasTaxas(): { rota: string; rotulo: string } | null {
  const anexo = useModuloAtual()?.cadastrosAnexos?.[0];
  return anexo ? { rota: anexo.route, rotulo: anexo.label } : null;
}

/**
 * /dashboard/resumo-financeiro: the period's revenue by day and payment method, its discounts,
 * freight, returns and estimated card fees, and what comes in over the next 30 days. Period and
 * comparison live in the URL (?periodo=, ?comparacao=), so a link opens the same view.
 */
export default function TelaResumoFinanceiro() {
  const [params, setParams] = useSearchParams();
  const pedido = params.get('periodo');
  const periodo = ehPredefinido(pedido) ? pedido : PAINEL_FINANCEIRO.periodo;
  const pedida = params.get('comparacao');
  const comparacao = ehComparacao(pedida) ? pedida : PAINEL_FINANCEIRO.comparacao;
  const taxas = useLinkDasTaxas();
  const mudar = (nome: 'periodo' | 'comparacao', valor: string, padrao: string) => {
    const proximos = new URLSearchParams(params);
    if (valor === padrao) proximos.delete(nome);
    else proximos.set(nome, valor);
    setParams(proximos, { replace: true });
  };
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField select fullWidth={false} size="small" label="Período" value={periodo} onChange={(e) => mudar('periodo', e.target.value, PAINEL_FINANCEIRO.periodo)} sx={{ minWidth: 200 }}>
          {PREDEFINIDOS.map((p) => (
            <MenuItem key={p} value={p}>
              {PERIODOS[p]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth={false} size="small" label="Comparar com" value={comparacao} onChange={(e) => mudar('comparacao', e.target.value, PAINEL_FINANCEIRO.comparacao)} sx={{ minWidth: 240 }}>
          {COMPARACOES_IDS.map((c) => (
            <MenuItem key={c} value={c}>
              {COMPARACOES[c]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{NOTAS_FINANCEIRO.estimativa}</Typography>
        <Typography variant="body2">
          {NOTAS_FINANCEIRO.aReceber} {NOTAS_FINANCEIRO.devolucoes}
        </Typography>
      </Alert>
      {/* a table wider than its card (the methods' columns on a phone) scrolls inside the card, not the page */}
      <Box sx={{ '& section': { overflowX: 'auto' } }}>
        <PainelDeclarado painel={PAINEL_FINANCEIRO} relatorios={RELATORIOS_FINANCEIRO} periodo={periodo} comparacao={comparacao} />
      </Box>
    </Box>
  );
}
