import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PAINEL_INDICADORES } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.painel';
import { PERIODOS, type Periodo } from '@retaguarda/contrato/relatorios/declarar';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { PainelDeclarado } from '../../../relatorios/widgets/PainelDeclarado';
import { MetasDasLojas } from './MetasDasLojas';
import { RELATORIOS_INDICADORES } from './relatorios';

type Predefinido = Exclude<Periodo, 'personalizado'>;
const PREDEFINIDOS = (Object.keys(PERIODOS) as Periodo[]).filter((p): p is Predefinido => p !== 'personalizado');
const ehPredefinido = (v: string | null): v is Predefinido => v !== null && (PREDEFINIDOS as readonly string[]).includes(v);

/**
 * /dashboard/indicadores-desempenho: the chosen period (in the URL, ?periodo=) against the one just
 * before it, the clients, the products and stores at both ends, and this month's goals.
 */
export default function TelaIndicadores() {
  const [params, setParams] = useSearchParams();
  const pedido = params.get('periodo');
  const periodo = ehPredefinido(pedido) ? pedido : PAINEL_INDICADORES.periodo;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Indicadores de desempenho" trilha={[{ label: 'Dashboard' }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Período"
          value={periodo}
          onChange={(e) => setParams(e.target.value === PAINEL_INDICADORES.periodo ? {} : { periodo: e.target.value }, { replace: true })}
          sx={{ minWidth: 200, flex: '0 0 auto' }}
        >
          {PREDEFINIDOS.map((p) => (
            <MenuItem key={p} value={p}>
              {PERIODOS[p]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Comparado com o período anterior de mesma duração.
        </Typography>
      </Box>
      <PainelDeclarado painel={PAINEL_INDICADORES} relatorios={RELATORIOS_INDICADORES} periodo={periodo} comparacao="periodo_anterior" />
      <MetasDasLojas />
    </Box>
  );
}
