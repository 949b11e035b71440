import { useQuery } from '@tanstack/react-query';
import { ROTAS_DESEMPENHO_FORNECEDORES, type DesempenhoBody } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { formatarValor } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_DESEMPENHO } from '@retaguarda/contrato/relatorios/desempenhoFornecedores';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_COMPRAS } from './api';

/** Suppliers' performance over `b`'s period, shared by the analysis screen and the supplier list. */
export const useDesempenho = (b: DesempenhoBody) => {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_COMPRAS, 'desempenho', b], queryFn: ({ signal }) => canal.chamar(ROTAS_DESEMPENHO_FORNECEDORES.desempenho, { corpo: b, signal }) });
};

const { colunas } = COLUNAS_DESEMPENHO;
/** 0.935 → '93,5%'; null → '—'. */
export const formatTaxa = (x: number | null): string => formatarValor(colunas.pontualidade, x);
/** A price change with its sign: '+4,2%', '−1%', '0%'. */
export const formatVariacao = (x: number | null): string => formatarValor(colunas.variacao_preco, x);
export const formatDias = (x: number | null): string => formatarValor(colunas.lead_time_dias, x);
