import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { colunasDaTela } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_PARADO } from '@retaguarda/contrato/relatorios/estoque';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarrasSobDemanda } from '../../../graficos/sobDemanda';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, celulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const COLUNAS = colunasDaTela(COLUNAS_PARADO);

/** Units on hand that have not sold for N days (or ever), by the money they tie up. */
export function AbaParado({ consulta, dias }: { consulta: ConsultaRelatorioEstoqueBody; dias: number }) {
  const q = useRelatorio('parado', consulta);
  return (
    <EstadoDoRelatorio q={q} relatorio="parado" vazio={(d) => d.itens.length === 0} semDados={`Nenhum estoque parado: tudo o que está em mãos vendeu nos últimos ${dias} dias.`}>
      {(d) => (
        <>
          <Resumo
            rotulo="Resumo do estoque parado"
            itens={[
              ['Valor parado', formatMoney(d.totais.valor)],
              ['Unidades paradas', formatUnidades(d.totais.unidades)],
              ['Posições', formatUnidades(d.total)],
            ]}
            acoes={<BotaoExportar relatorio="parado" consulta={consulta} />}
          />
          <CaixaGrafico titulo="Valor parado por loja">
            <GraficoBarrasSobDemanda nomes={d.por_loja.map((l) => l.loja)} series={[{ rotulo: 'Valor parado', valores: d.por_loja.map((l) => l.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
          </CaixaGrafico>
          <TabelaRelatorio
            rotulo="Estoque parado"
            colunas={COLUNAS}
            linhas={d.itens}
            chave={(i) => `${i.id_seller}-${i.id_produto}`}
            celulas={{ produto: celulaProduto }}
            rodape={avisoCorte(d, d.itens.length)}
          />
        </>
      )}
    </EstadoDoRelatorio>
  );
}
