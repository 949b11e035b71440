/** The stock reports' query, under the stock screens' key. */
import { useQuery } from '@tanstack/react-query';
import {
  ROTAS_RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody, type RelatorioAbc, type RelatorioEstoque, type RelatorioGiro, type RelatorioParado, type RelatorioRupturas,
  type RelatorioValorizacao,
} from '@retaguarda/contrato/api/relatoriosEstoque';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_ESTOQUE } from '../comum/api';

interface Respostas {
  abc: RelatorioAbc;
  giro: RelatorioGiro;
  rupturas: RelatorioRupturas;
  valorizacao: RelatorioValorizacao;
  parado: RelatorioParado;
}

/**
 * One report under the stock screens' key: an adjustment anywhere refreshes it too. The hook stays
 * because it ties the tab's report name to its answer's type, which indexing the routes by a
 * generic name does not give.
 */
export function useRelatorio<K extends RelatorioEstoque>(k: K, c: ConsultaRelatorioEstoqueBody) {
  const canal = useCanal();
  const rota: (typeof ROTAS_RELATORIOS_ESTOQUE)[RelatorioEstoque] = ROTAS_RELATORIOS_ESTOQUE[k];
  return useQuery({ queryKey: [CHAVE_ESTOQUE, 'relatorio', k, c], queryFn: async ({ signal }) => (await canal.chamar(rota, { corpo: c, signal })) as Respostas[K] });
}
