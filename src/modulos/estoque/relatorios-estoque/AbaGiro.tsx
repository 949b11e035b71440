import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarras } from '../../../graficos/GraficoBarras';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { formatDecimal } from '@retaguarda/contrato/br/numeros';
import { formatCobertura, formatGiro } from './formatos';
import { avisoCorte, BotaoExportar, CelulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const NO_GRAFICO = 10;
const COLUNAS = [
  { rotulo: 'Produto' },
  { rotulo: 'Loja' },
  { rotulo: 'Vendidas', direita: true },
  { rotulo: 'Estoque médio', direita: true },
  { rotulo: 'Giro', direita: true },
  { rotulo: 'Disponível', direita: true },
  { rotulo: 'Vendidas em 30 dias', direita: true },
  { rotulo: 'Cobertura', direita: true },
];

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
                ['Giro geral', formatGiro(d.totais.giro)],
              ]}
              acoes={<BotaoExportar relatorio="giro" consulta={consulta} />}
            />
            {topo.length > 0 && (
              <CaixaGrafico titulo={`Maior giro: ${topo.length === 1 ? 'o produto' : `os ${topo.length} primeiros`}`}>
                <GraficoBarras nomes={topo.map((i) => `${i.produto} · ${i.loja}`)} series={[{ rotulo: 'Giro', valores: topo.map((i) => i.giro ?? 0), formato: formatGiro }]} />
              </CaixaGrafico>
            )}
            <TabelaRelatorio rotulo="Giro e cobertura" colunas={COLUNAS} rodape={avisoCorte(d, d.itens.length)}>
              {d.itens.map((i) => (
                <TableRow key={`${i.id_seller}-${i.id_produto}`}>
                  <CelulaProduto produto={i.produto} sku={i.sku} familia={i.familia} />
                  <TableCell>{i.loja}</TableCell>
                  <TableCell align="right">{formatUnidades(i.vendidas)}</TableCell>
                  <TableCell align="right">{formatDecimal(i.estoque_medio, 2)}</TableCell>
                  <TableCell align="right">{formatGiro(i.giro)}</TableCell>
                  <TableCell align="right">{formatUnidades(i.disponivel)}</TableCell>
                  <TableCell align="right">{formatUnidades(i.vendidas_30d)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCobertura(i.cobertura_dias)}
                  </TableCell>
                </TableRow>
              ))}
            </TabelaRelatorio>
          </>
        );
      }}
    </EstadoDoRelatorio>
  );
}
