/** The stock reports' calls (ROTAS_RELATORIOS_ESTOQUE), each answer checked against the contract, and the .xlsx download. */
import { useQuery } from '@tanstack/react-query';
import {
  ROTAS_RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody, type RelatorioAbc, type RelatorioEstoque, type RelatorioGiro, type RelatorioParado, type RelatorioRupturas,
  type RelatorioValorizacao,
} from '@retaguarda/contrato/api/relatoriosEstoque';
import { TIPO_XLSX } from '../../../dataProvider/pedidos';
import { nomeDoArquivo } from '../../../http/arquivoDaResposta';
import { requestRota, requestRotaJson } from '../../../http';
import { CHAVE_ESTOQUE } from '../comum/api';

const R = ROTAS_RELATORIOS_ESTOQUE;

interface Respostas {
  abc: RelatorioAbc;
  giro: RelatorioGiro;
  rupturas: RelatorioRupturas;
  valorizacao: RelatorioValorizacao;
  parado: RelatorioParado;
}

async function consultar<K extends RelatorioEstoque>(k: K, c: ConsultaRelatorioEstoqueBody, signal?: AbortSignal): Promise<Respostas[K]> {
  const rota = R[k];
  const json = await requestRotaJson<unknown>(rota, { body: c, signal });
  return rota.resposta.parse(json).RES as Respostas[K];
}

/** One report under the stock screens' key: an adjustment anywhere refreshes it too. */
export const useRelatorio = <K extends RelatorioEstoque>(k: K, c: ConsultaRelatorioEstoqueBody) =>
  useQuery({ queryKey: [CHAVE_ESTOQUE, 'relatorio', k, c], queryFn: ({ signal }) => consultar(k, c, signal) });

/** The report as the server writes it, under the name the server gives it. */
export async function baixarPlanilha(relatorio: RelatorioEstoque, c: ConsultaRelatorioEstoqueBody): Promise<{ blob: Blob; nomeArquivo: string }> {
  const resposta = await requestRota(R.xlsx, { parametros: { relatorio }, body: c, headers: { Accept: `${TIPO_XLSX}, application/json` } });
  const blob = await resposta.blob();
  return { blob: blob.type ? blob : new Blob([blob], { type: TIPO_XLSX }), nomeArquivo: nomeDoArquivo(resposta.headers.get('Content-Disposition'), `estoque-${relatorio}.xlsx`) };
}
