import { useQuery } from '@tanstack/react-query';
import { ROTAS_DESEMPENHO_FORNECEDORES, type DesempenhoBody, type RespostaDesempenho } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { requestRotaJson } from '../../../http';
import { CHAVE_COMPRAS } from './api';

const R = ROTAS_DESEMPENHO_FORNECEDORES;

export const consultarDesempenho = async (b: DesempenhoBody, signal?: AbortSignal): Promise<RespostaDesempenho> =>
  R.desempenho.resposta.parse(await requestRotaJson<unknown>(R.desempenho, { body: b, signal })).RES;

/** Suppliers' performance over `b`'s period, shared by the analysis screen and the supplier list. */
export const useDesempenho = (b: DesempenhoBody) =>
  useQuery({ queryKey: [CHAVE_COMPRAS, 'desempenho', b], queryFn: ({ signal }) => consultarDesempenho(b, signal) });

const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const pctSinal = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** 0.935 → '93,5 %'; null → '—'. */
export const formatTaxa = (x: number | null): string => (x === null ? '—' : pct.format(x));
/** A price change with its sign: '+4,2 %', '−1 %', '0 %'. */
export const formatVariacao = (x: number | null): string => (x === null ? '—' : pctSinal.format(x).replace('-', '−'));
export const formatDias = (x: number | null): string => (x === null ? '—' : `${x.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} dias`);
