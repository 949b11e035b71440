import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConsultaRelatorioEstoqueBody, ValorPorFamilia } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { colunasDaTela, formatarValor, rotuloEm } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_VALOR_POR_FAMILIA, COLUNAS_VALOR_POR_LOJA } from '@retaguarda/contrato/relatorios/estoque';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarrasSobDemanda } from '../../../graficos/sobDemanda';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const FAMILIAS_NO_GRAFICO = 10;
const ROTULO_VALOR = rotuloEm(COLUNAS_VALOR_POR_LOJA.colunas.valor, 'tela');
/** 'Sem família' for the products of none, as in the table. */
const nomeDaFamilia = (f: ValorPorFamilia) => formatarValor(COLUNAS_VALOR_POR_FAMILIA.colunas.familia, f.familia);
const POR_LOJA = colunasDaTela(COLUNAS_VALOR_POR_LOJA);
const POR_FAMILIA = colunasDaTela(COLUNAS_VALOR_POR_FAMILIA);

/** What today's stock is worth at average cost, per store and per family. */
export function AbaValorizacao({ consulta }: { consulta: ConsultaRelatorioEstoqueBody }) {
  const q = useRelatorio('valorizacao', consulta);
  return (
    <EstadoDoRelatorio q={q} relatorio="valorizacao" vazio={(d) => d.por_loja.length === 0} semDados="Nenhuma unidade em estoque com estes filtros.">
      {(d) => {
        const familias = d.por_familia.slice(0, FAMILIAS_NO_GRAFICO);
        return (
          <>
            <Resumo
              rotulo="Resumo da valorização"
              itens={[
                ['Valor a custo médio', formatMoney(d.totais.valor)],
                ['Unidades em estoque', formatUnidades(d.totais.unidades)],
              ]}
              acoes={<BotaoExportar relatorio="valorizacao" consulta={consulta} />}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: { lg: 2 }, alignItems: 'start' }}>
              <CaixaGrafico titulo="Valor por loja">
                <GraficoBarrasSobDemanda nomes={d.por_loja.map((l) => l.loja)} series={[{ rotulo: ROTULO_VALOR, valores: d.por_loja.map((l) => l.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
              </CaixaGrafico>
              <CaixaGrafico titulo={d.por_familia.length > FAMILIAS_NO_GRAFICO ? `Valor das ${FAMILIAS_NO_GRAFICO} famílias de maior valor` : 'Valor por família'}>
                <GraficoBarrasSobDemanda nomes={familias.map(nomeDaFamilia)} series={[{ rotulo: ROTULO_VALOR, valores: familias.map((f) => f.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
              </CaixaGrafico>
            </Box>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TabelaRelatorio rotulo="Valor por loja" colunas={POR_LOJA} linhas={d.por_loja} chave={(l) => l.id_seller}>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatUnidades(d.totais.unidades)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney(d.totais.valor)}
                  </TableCell>
                </TableRow>
              </TabelaRelatorio>
              <TabelaRelatorio rotulo="Valor por família" colunas={POR_FAMILIA} linhas={d.por_familia} chave={(f) => f.id_produto_base ?? 'sem'} rodape={avisoCorte(d, d.por_familia.length)} />
            </Box>
          </>
        );
      }}
    </EstadoDoRelatorio>
  );
}
