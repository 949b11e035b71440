import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { colunasDaTela, formatarValor } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_GIRO } from '@retaguarda/contrato/relatorios/estoque';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarrasSobDemanda } from '../../../graficos/sobDemanda';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { formatDecimal } from '@retaguarda/contrato/br/numeros';
import { avisoCorte, BotaoExportar, celulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const NO_GRAFICO = 10;
const COLUNAS = colunasDaTela(COLUNAS_GIRO);
const GIRO = { formatar: (x: number | null) => formatarValor(COLUNAS_GIRO.colunas.giro, x) };

/** Turnover in the period and days of cover today, per store and product, the fastest first. */
export function AbaGiro({ consulta }: { consulta: ConsultaRelatorioEstoqueBody }) {
  const q = useRelatorio('giro', consulta);
  return (
    <EstadoDoRelatorio q={q} relatorio="giro" vazio={(d) => d.itens.length === 0} semDados="Nenhum produto com estoque ou vendas neste período.">
      {(d) => {
        const topo = d.itens.filter((i) => i.giro !== null && i.giro > 0).slice(0, NO_GRAFICO);
        return (
          <>
            <Resumo
              rotulo="Resumo do giro"
              itens={[
                ['Período', `${formatDate(d.de)} a ${formatDate(d.ate)}`],
                ['Vendidas no período', formatUnidades(d.totais.vendidas)],
                ['Estoque médio', formatDecimal(d.totais.estoque_medio, 2)],
                ['Giro geral', GIRO.formatar(d.totais.giro)],
              ]}
              acoes={<BotaoExportar relatorio="giro" consulta={consulta} />}
            />
            {topo.length > 0 && (
              <CaixaGrafico titulo={`Maior giro: ${topo.length === 1 ? 'o produto' : `os ${topo.length} primeiros`}`}>
                <GraficoBarrasSobDemanda nomes={topo.map((i) => `${i.produto} · ${i.loja}`)} series={[{ rotulo: 'Giro', valores: topo.map((i) => i.giro ?? 0), formato: GIRO.formatar }]} />
              </CaixaGrafico>
            )}
            <TabelaRelatorio
              rotulo="Giro e cobertura"
              colunas={COLUNAS}
              linhas={d.itens}
              chave={(i) => `${i.id_seller}-${i.id_produto}`}
              celulas={{ produto: celulaProduto }}
              rodape={avisoCorte(d, d.itens.length)}
            />
          </>
        );
      }}
    </EstadoDoRelatorio>
  );
}
