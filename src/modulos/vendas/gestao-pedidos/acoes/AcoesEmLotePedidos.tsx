import { BotaoCopiarNumeros } from '../BotaoCopiarNumeros';
import { BotaoImprimirEmLote } from './BotaoImprimirEmLote';
import { BotaoStatusEmLote } from './BotaoStatusEmLote';

/** The order list's bulk actions; TabelaPedidos loads them with the first selection. */
export default function AcoesEmLotePedidos() {
  return (
    <>
      <BotaoCopiarNumeros />
      <BotaoStatusEmLote />
      <BotaoImprimirEmLote />
    </>
  );
}
