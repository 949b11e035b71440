import { parseDataBR } from '@retaguarda/contrato/br/dates';
import { formatPercentual } from '@retaguarda/contrato/br/numeros';

const DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** 'no sábado passado' / 'na segunda-feira passada', for a DD/MM/YYYY day. */
export function diaDaSemanaPassada(diaBR: string): string {
  const d = parseDataBR(diaBR);
  if (!d) return 'na semana passada';
  const semana = new Date(Date.UTC(d.ano, d.mes - 1, d.dia)).getUTCDay();
  const nome = DIAS[semana];
  return semana === 0 || semana === 6 ? `no ${nome} passado` : `na ${nome} passada`;
}

/** '+14%', '-5%', '0%'; null when there is nothing to compare with. */
export function variacao(atual: number, anterior: number): string | null {
  if (anterior === 0) return null;
  return formatPercentual((atual - anterior) / anterior, { casas: 0, sinal: true });
}

/** Whether today is ahead, behind or level with the same weekday last week. */
export function tendencia(atual: number, anterior: number): 'acima' | 'abaixo' | 'igual' {
  if (atual === anterior) return 'igual';
  return atual > anterior ? 'acima' : 'abaixo';
}
