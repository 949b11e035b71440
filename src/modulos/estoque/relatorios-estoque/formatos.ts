import { formatDecimal, formatPercentual } from '@retaguarda/contrato/br/numeros';

/** 0.855 → '85,5%'. */
export const formatFracao = (x: number): string => formatPercentual(x);

/** Turnover as a multiple: 1,45×; null (no stock to turn) → '—'. */
export const formatGiro = (x: number | null): string => (x === null ? '—' : `${formatDecimal(x, 2)}×`);

/** Days of cover: '41,3 dias', '1 dia'; null (no recent sales) → 'Sem vendas'. */
export const formatCobertura = (x: number | null): string => (x === null ? 'Sem vendas' : `${formatDecimal(x, 1)} ${x === 1 ? 'dia' : 'dias'}`);
