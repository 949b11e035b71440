import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarras } from '../../../graficos/GraficoBarras';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, CelulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const COLUNAS = [
  { rotulo: 'Produto' },
  { rotulo: 'Loja' },
  { rotulo: 'Em mãos', direita: true },
  { rotulo: 'Custo médio', direita: true },
  { rotulo: 'Valor parado', direita: true },
  { rotulo: 'Última venda' },
  { rotulo: 'Dias sem venda', direita: true },
];

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
            <GraficoBarras nomes={d.por_loja.map((l) => l.loja)} series={[{ rotulo: 'Valor parado', valores: d.por_loja.map((l) => l.valor), formato: 'dinheiro' }]} formatarEixo={formatMoneyCompacto} />
          </CaixaGrafico>
          <TabelaRelatorio rotulo="Estoque parado" colunas={COLUNAS} rodape={avisoCorte(d, d.itens.length)}>
            {d.itens.map((i) => (
              <TableRow key={`${i.id_seller}-${i.id_produto}`}>
                <CelulaProduto produto={i.produto} sku={i.sku} familia={i.familia} />
                <TableCell>{i.loja}</TableCell>
                <TableCell align="right">{formatUnidades(i.em_maos)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(i.custo_medio)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(i.valor)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.ultima_venda_em === null ? 'Nunca vendido' : formatDate(i.ultima_venda_em)}</TableCell>
                <TableCell align="right">{i.dias_sem_venda === null ? '—' : formatUnidades(i.dias_sem_venda)}</TableCell>
              </TableRow>
            ))}
          </TabelaRelatorio>
        </>
      )}
    </EstadoDoRelatorio>
  );
}
