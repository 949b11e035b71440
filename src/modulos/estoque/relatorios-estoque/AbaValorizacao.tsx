import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarras } from '../../../graficos/GraficoBarras';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const FAMILIAS_NO_GRAFICO = 10;
const SEM_FAMILIA = 'Sem família';
const ROTULO_VALOR = 'Valor a custo médio';
const COLUNAS = (primeira: string) => [{ rotulo: primeira }, { rotulo: 'Produtos', direita: true }, { rotulo: 'Unidades', direita: true }, { rotulo: 'Valor a custo médio', direita: true }];

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
                <GraficoBarras nomes={d.por_loja.map((l) => l.loja)} series={[{ rotulo: ROTULO_VALOR, valores: d.por_loja.map((l) => l.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
              </CaixaGrafico>
              <CaixaGrafico titulo={d.por_familia.length > FAMILIAS_NO_GRAFICO ? `Valor das ${FAMILIAS_NO_GRAFICO} famílias de maior valor` : 'Valor por família'}>
                <GraficoBarras nomes={familias.map((f) => f.familia ?? SEM_FAMILIA)} series={[{ rotulo: ROTULO_VALOR, valores: familias.map((f) => f.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
              </CaixaGrafico>
            </Box>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TabelaRelatorio rotulo="Valor por loja" colunas={COLUNAS('Loja')}>
                {d.por_loja.map((l) => (
                  <TableRow key={l.id_seller}>
                    <TableCell>{l.loja}</TableCell>
                    <TableCell align="right">{formatUnidades(l.produtos)}</TableCell>
                    <TableCell align="right">{formatUnidades(l.unidades)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(l.valor)}
                    </TableCell>
                  </TableRow>
                ))}
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
              <TabelaRelatorio rotulo="Valor por família" colunas={COLUNAS('Família')} rodape={avisoCorte(d, d.por_familia.length)}>
                {d.por_familia.map((f) => (
                  <TableRow key={f.id_produto_base ?? 'sem'}>
                    <TableCell>{f.familia ?? SEM_FAMILIA}</TableCell>
                    <TableCell align="right">{formatUnidades(f.produtos)}</TableCell>
                    <TableCell align="right">{formatUnidades(f.unidades)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(f.valor)}
                    </TableCell>
                  </TableRow>
                ))}
              </TabelaRelatorio>
            </Box>
          </>
        );
      }}
    </EstadoDoRelatorio>
  );
}
