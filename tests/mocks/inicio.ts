/** MSW handler of GET /v2/inicio/resumo (the home's figures): a fixed, contract-checked answer at 12:00 of 21/11/2026. */
import { http, HttpResponse } from 'msw';
import { ResumoInicio } from '../../src/api/inicio';

export const URL_RESUMO_INICIO = '*/v2/inicio/resumo';

export const resumoInicioPadrao: ResumoInicio = ResumoInicio.parse({
  agora: '2026-11-21T12:00:00-03:00',
  hoje: {
    dia: '21/11/2026',
    pedidos: 24,
    faturamento: 10730.41,
    filtro: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [1, 2, 3, 4, 5, 6] },
  },
  semana_passada: { dia: '14/11/2026', pedidos: 20, faturamento: 11000 },
  pendencias: {
    pago_sem_nfce: { quantidade: 2, filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 5] } },
    aguardando_retirada: { quantidade: 3, filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3] } },
    envio_atrasado: { quantidade: 0, filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '19/11/2026', status_pedido: [2, 3] } },
  },
});

export const handlersInicio = [http.get(URL_RESUMO_INICIO, () => HttpResponse.json({ RES: resumoInicioPadrao }))];
