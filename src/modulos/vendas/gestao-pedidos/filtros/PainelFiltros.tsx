import { GavetaFiltros } from '../../../../layout/GavetaFiltros';
import { FormularioSobDemanda } from './FormularioSobDemanda';
import { useLimparFiltros } from '../useLimparFiltros';

/** The filter panel of a phone or tablet, in a drawer with a close button (opening it was the request for the form). */
export function PainelFiltros({ onFechar }: { onFechar: () => void }) {
  const limpar = useLimparFiltros();
  return (
    <GavetaFiltros limpar={limpar} onFechar={onFechar}>
      <FormularioSobDemanda />
    </GavetaFiltros>
  );
}
