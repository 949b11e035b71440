import { CopiarNumerosButton } from '../CopiarNumerosButton';
import { ImprimirEmLoteButton } from './ImprimirEmLoteButton';
import { StatusEmLoteButton } from './StatusEmLoteButton';

/** The order list's bulk actions; PedidoTable loads them with the first selection. */
export default function AcoesEmLotePedidos() {
  return (
    <>
      <CopiarNumerosButton />
      <StatusEmLoteButton />
      <ImprimirEmLoteButton />
    </>
  );
}
