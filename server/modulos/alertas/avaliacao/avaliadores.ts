import type { IdRegra } from '@retaguarda/contrato/alertas/regras';
import { avaliarLojaSemVendaNoPico } from './lojaSemVendaNoPico';
import { avaliarPagoSemNfce } from './pagoSemNfce';
import { avaliarPedidoParado } from './pedidoParado';
import { avaliarPicoCancelamentos } from './picoCancelamentos';
import { avaliarRupturaMaisVendidos } from './rupturaMaisVendidos';
import type { Avaliador } from './tipos';

/** One evaluator per declared rule: a rule declared without one does not compile. */
export const AVALIADORES: Readonly<Record<IdRegra, Avaliador>> = {
  pedido_parado: avaliarPedidoParado,
  pago_sem_nfce: avaliarPagoSemNfce,
  pico_cancelamentos: avaliarPicoCancelamentos,
  ruptura_mais_vendidos: avaliarRupturaMaisVendidos,
  loja_sem_venda_no_pico: avaliarLojaSemVendaNoPico,
};
