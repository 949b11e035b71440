import { useQuery } from '@tanstack/react-query';
import { ROTAS_DESEMPENHO_FORNECEDORES, type DesempenhoBody, type RespostaDesempenho } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { formatDecimal, formatPercentual } from '@retaguarda/contrato/br/numeros';
import { requestRotaJson } from '../../../http';
import { CHAVE_COMPRAS } from './api';

const R = ROTAS_DESEMPENHO_FORNECEDORES;

export const consultarDesempenho = async (b: DesempenhoBody, signal?: AbortSignal): Promise<RespostaDesempenho> =>
  R.desempenho.resposta.parse(await requestRotaJson<unknown>(R.desempenho, { body: b, signal })).RES;

/** Suppliers' performance over `b`'s period, shared by the analysis screen and the supplier list. */
export const useDesempenho = (b: DesempenhoBody) =>
  useQuery({ queryKey: [CHAVE_COMPRAS, 'desempenho', b], queryFn: ({ signal }) => consultarDesempenho(b, signal) });

/** 0.935 → '93,5%'; null → '—'. */
export const formatTaxa = (x: number | null): string => (x === null ? '—' : formatPercentual(x));
/** A price change with its sign: '+4,2%', '−1%', '0%'. */
export const formatVariacao = (x: number | null): string => (x === null ? '—' : formatPercentual(x, { sinal: true, menosTipografico: true }));
export const formatDias = (x: number | null): string => (x === null ? '—' : `${formatDecimal(x, 1)} dias`);
