/** An alert of the exceptions inbox opened or closed (the bell's live count will follow them). */
import { z } from 'zod/mini';
import { IDS_REGRAS, SEVERIDADES } from '../alertas/regras';
import { defineEventos } from './definir';

const id = z.number().check(z.int(), z.positive());

export const EVENTOS_ALERTAS = defineEventos({
  'alerta.aberto': {
    descricao: 'Alerta aberto pela avaliação das regras',
    chave: 'dashboard_alertas_e_notificacoes_criticas',
    payload: z.object({ id_alerta: id, regra: z.enum(IDS_REGRAS), severidade: z.enum(SEVERIDADES) }),
  },
  'alerta.fechado': {
    descricao: 'Alerta resolvido (por uma pessoa ou porque a condição deixou de existir)',
    chave: 'dashboard_alertas_e_notificacoes_criticas',
    payload: z.object({ id_alerta: id, regra: z.enum(IDS_REGRAS), automatico: z.boolean() }),
  },
});
