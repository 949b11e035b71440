/**
 * The alert rules the product ships, declared once: the server evaluates them every minute
 * (server/modulos/alertas), the panel's rules tab edits a group's thresholds within these bounds,
 * and the API validates an edit against them. A group that never edited a rule runs it as declared.
 */

export const SEVERIDADES = ['critica', 'alta', 'media'] as const;
export type Severidade = (typeof SEVERIDADES)[number];

export const ROTULOS_SEVERIDADE: Readonly<Record<Severidade, string>> = { critica: 'Crítica', alta: 'Alta', media: 'Média' };

export interface ParametroRegra {
  rotulo: string;
  /** Shown after the number ('horas', 'minutos', '%'). */
  unidade: string;
  padrao: number;
  minimo: number;
  maximo: number;
}

export interface DeclaracaoRegra {
  titulo: string;
  descricao: string;
  severidade: Severidade;
  /** Whether the group's users with the key are e-mailed when a critical alert of the rule opens. */
  email: boolean;
  parametros: Readonly<Record<string, ParametroRegra>>;
}

const horas = (rotulo: string, padrao: number, maximo = 720): ParametroRegra => ({ rotulo, unidade: 'horas', padrao, minimo: 1, maximo });

export const REGRAS_ALERTA = {
  pedido_parado: {
    titulo: 'Pedido parado no status',
    descricao: 'Pedido dos últimos 90 dias que está há mais horas do que o limite no mesmo status, sem andar.',
    severidade: 'alta',
    email: false,
    parametros: {
      horas_aguardando_pagamento: horas('Aguardando pagamento há mais de', 48),
      horas_pago: horas('Pago há mais de', 24),
      horas_em_separacao: horas('Em separação há mais de', 48),
      horas_enviado: horas('Enviado há mais de', 240, 2160),
    },
  },
  pago_sem_nfce: {
    titulo: 'Pedido pago sem NFC-e',
    descricao: 'Venda presencial (balcão ou retirada) paga há mais minutos do que o limite e ainda sem NFC-e emitida.',
    severidade: 'critica',
    email: true,
    parametros: { minutos: { rotulo: 'Pago há mais de', unidade: 'minutos', padrao: 30, minimo: 5, maximo: 1440 } },
  },
  pico_cancelamentos: {
    titulo: 'Pico de cancelamentos',
    descricao: 'Taxa de cancelamento de hoje numa loja acima do usual para o mesmo dia da semana nas últimas semanas.',
    severidade: 'alta',
    email: false,
    parametros: {
      semanas: { rotulo: 'Comparar com as últimas', unidade: 'semanas', padrao: 6, minimo: 4, maximo: 8 },
      aumento_percentual: { rotulo: 'Alertar acima do usual em', unidade: '%', padrao: 100, minimo: 20, maximo: 900 },
      pontos_minimos: { rotulo: 'E ao menos', unidade: 'pontos percentuais', padrao: 5, minimo: 1, maximo: 50 },
      minimo_pedidos: { rotulo: 'Só com pedidos hoje a partir de', unidade: 'pedidos', padrao: 20, minimo: 5, maximo: 10_000 },
    },
  },
  ruptura_mais_vendidos: {
    titulo: 'Ruptura de produto mais vendido',
    descricao: 'Produto entre os mais vendidos do período sem saldo disponível numa loja que o estoca.',
    severidade: 'alta',
    email: false,
    parametros: {
      dias: { rotulo: 'Mais vendidos dos últimos', unidade: 'dias', padrao: 30, minimo: 7, maximo: 90 },
      quantos: { rotulo: 'Considerar os', unidade: 'produtos mais vendidos', padrao: 20, minimo: 5, maximo: 100 },
    },
  },
  loja_sem_venda_no_pico: {
    titulo: 'Loja sem venda no horário de pico',
    descricao: 'Loja sem nenhum pedido na hora em que, nesse dia da semana, costuma vender mais.',
    severidade: 'media',
    email: false,
    parametros: {
      semanas: { rotulo: 'Horário usual das últimas', unidade: 'semanas', padrao: 4, minimo: 2, maximo: 8 },
      minutos: { rotulo: 'Alertar após', unidade: 'minutos sem venda na hora de pico', padrao: 45, minimo: 15, maximo: 60 },
      minimo_pedidos: { rotulo: 'Só se a hora de pico tem em média ao menos', unidade: 'pedidos', padrao: 3, minimo: 1, maximo: 1000 },
    },
  },
} as const satisfies Readonly<Record<string, DeclaracaoRegra>>;

export type IdRegra = keyof typeof REGRAS_ALERTA;
export const IDS_REGRAS = Object.keys(REGRAS_ALERTA) as [IdRegra, ...IdRegra[]];

/** A rule's parameters as numbers, by name. */
export type Parametros = Readonly<Record<string, number>>;

/** The declared defaults of a rule's parameters. */
export function parametrosPadrao(regra: IdRegra): Record<string, number> {
  return Object.fromEntries(Object.entries(REGRAS_ALERTA[regra].parametros).map(([nome, p]) => [nome, p.padrao]));
}

/**
 * A group's stored parameters over the declared ones: a parameter declared after the group saved
 * takes its default, one no longer declared is dropped, and a stored value outside today's bounds
 * is brought back inside them.
 */
export function parametrosEfetivos(regra: IdRegra, guardados: Readonly<Record<string, unknown>>): Record<string, number> {
  const efetivos: Record<string, number> = {};
  for (const [nome, p] of Object.entries(REGRAS_ALERTA[regra].parametros)) {
    const v = guardados[nome];
    efetivos[nome] = typeof v === 'number' && Number.isFinite(v) ? Math.min(p.maximo, Math.max(p.minimo, v)) : p.padrao;
  }
  return efetivos;
}

export const ehIdRegra = (v: string): v is IdRegra => Object.hasOwn(REGRAS_ALERTA, v);
export const ehSeveridade = (v: string): v is Severidade => (SEVERIDADES as readonly string[]).includes(v);
