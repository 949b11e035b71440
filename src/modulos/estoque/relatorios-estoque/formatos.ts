const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const dias = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 0.855 → '85,5 %'. */
export const formatFracao = (x: number): string => pct.format(x);

/** Turnover as a multiple: 1,45×; null (no stock to turn) → '—'. */
export const formatGiro = (x: number | null): string => (x === null ? '—' : `${decimal.format(x)}×`);

/** Days of cover: '41,3 dias', '1 dia'; null (no recent sales) → 'Sem vendas'. */
export const formatCobertura = (x: number | null): string => (x === null ? 'Sem vendas' : `${dias.format(x)} ${x === 1 ? 'dia' : 'dias'}`);

export const formatDecimal = (x: number): string => decimal.format(x);
