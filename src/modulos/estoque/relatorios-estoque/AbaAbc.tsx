import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { CLASSES_ABC, type ClasseAbc, type ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { colunasDaTela, formatarValor } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_ABC } from '@retaguarda/contrato/relatorios/estoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoParetoSobDemanda } from '../../../graficos/sobDemanda';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, celulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

/** Products in the Pareto chart: beyond these the bars are too thin to read. */
const NO_GRAFICO = 20;
const COR: Record<ClasseAbc, 'success' | 'warning' | 'default'> = { A: 'success', B: 'warning', C: 'default' };
const COLUNAS = colunasDaTela(COLUNAS_ABC);

/** The ABC curve: which products bring the revenue, A up to 80 %, B up to 95 %, C the rest. */
export function AbaAbc({ consulta }: { consulta: ConsultaRelatorioEstoqueBody }) {
  const q = useRelatorio('abc', consulta);
  return (
    <EstadoDoRelatorio q={q} relatorio="abc" vazio={(d) => d.itens.length === 0} semDados="Nenhuma venda entregue ao cliente neste período.">
      {(d) => (
        <>
          <Resumo
            rotulo="Resumo da curva ABC"
            itens={[
              ['Período', `${formatDate(d.de)} a ${formatDate(d.ate)}`],
              ['Receita no período', formatMoney(d.receita_total)],
              ['Produtos vendidos', formatUnidades(d.total)],
              ...CLASSES_ABC.map((k) => [`Classe ${k}`, `${formatUnidades(d.classes[k].produtos)} · ${formatarValor(COLUNAS_ABC.colunas.participacao, d.classes[k].participacao)}`] as const),
            ]}
            acoes={<BotaoExportar relatorio="abc" consulta={consulta} />}
          />
          <CaixaGrafico titulo={d.itens.length > NO_GRAFICO ? `Curva ABC dos ${NO_GRAFICO} produtos de maior receita` : 'Curva ABC'}>
            <GraficoParetoSobDemanda
              nomes={d.itens.slice(0, NO_GRAFICO).map((i) => i.produto)}
              barras={{ rotulo: 'Receita', valores: d.itens.slice(0, NO_GRAFICO).map((i) => i.receita), formato: 'dinheiro' }}
              acumulado={{ rotulo: 'Acumulado', fracoes: d.itens.slice(0, NO_GRAFICO).map((i) => i.acumulado) }}
            />
          </CaixaGrafico>
          <TabelaRelatorio
            rotulo="Curva ABC"
            colunas={COLUNAS}
            linhas={d.itens}
            chave={(i) => i.id_produto}
            celulas={{
              produto: celulaProduto,
              classe: (i) => (
                <TableCell>
                  <Chip size="small" color={COR[i.classe]} label={i.classe} />
                </TableCell>
              ),
            }}
            rodape={avisoCorte(d, d.itens.length)}
          />
        </>
      )}
    </EstadoDoRelatorio>
  );
}
