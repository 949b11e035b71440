import Drawer from '@mui/material/Drawer';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { GavetaFiltros } from '../layout/GavetaFiltros';
import { FiltrosDeclarados } from './FiltrosDeclarados';

/**
 * A report's declared filters in the drawer the lists use; its code (react-hook-form, the masked
 * inputs) loads when 'Filtros' is first used. The report's saved views sit beside the bar, not here.
 */
export default function GavetaDoRelatorio({ filtros, valores, aberto, onFechar, onAplicar }: {
  filtros: Readonly<Record<string, Campo>>;
  valores: Readonly<Record<string, unknown>>;
  aberto: boolean;
  onFechar: () => void;
  onAplicar: (valores: Record<string, unknown>) => void;
}) {
  return (
    <Drawer anchor="right" open={aberto} onClose={onFechar}>
      <GavetaFiltros limpar={() => onAplicar({})} onFechar={onFechar} consultasSalvas={false}>
        <FiltrosDeclarados filtros={filtros} valores={valores} onAplicar={onAplicar} />
      </GavetaFiltros>
    </Drawer>
  );
}
