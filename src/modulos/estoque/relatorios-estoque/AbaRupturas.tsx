import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ConsultaRelatorioEstoqueBody } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarras } from '../../../graficos/GraficoBarras';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { formatCobertura } from './formatos';
import { avisoCorte, BotaoExportar, CelulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const COLUNAS = [
  { rotulo: 'Situação' },
  { rotulo: 'Produto' },
  { rotulo: 'Loja' },
  { rotulo: 'Disponível', direita: true },
  { rotulo: 'Máximo', direita: true },
  { rotulo: 'Vendidas em 30 dias', direita: true },
  { rotulo: 'Cobertura', direita: true },
  { rotulo: 'Excedente', direita: true },
  { rotulo: 'Valor do excedente', direita: true },
];

/** What sold lately and is gone (stock-outs), then what holds more than it should (excess), per store. */
export function AbaRupturas({ consulta, diasCobertura }: { consulta: ConsultaRelatorioEstoqueBody; diasCobertura: number }) {
  const q = useRelatorio('rupturas', consulta);
  return (
    <EstadoDoRelatorio q={q} relatorio="rupturas" vazio={(d) => d.itens.length === 0} semDados={`Nenhuma ruptura nem excesso: tudo o que vendeu nos últimos 30 dias tem estoque, e nada passa do máximo nem de ${diasCobertura} dias de cobertura.`}>
      {(d) => (
        <>
          <Resumo
            rotulo="Resumo de rupturas e excessos"
            itens={[
              ['Rupturas', formatUnidades(d.rupturas)],
              ['Excessos', formatUnidades(d.excessos)],
              ['Valor em excesso', formatMoney(d.valor_excedente)],
            ]}
            acoes={<BotaoExportar relatorio="rupturas" consulta={consulta} />}
          />
          <CaixaGrafico titulo="Rupturas e excessos por loja">
            <GraficoBarras
              nomes={d.por_loja.map((l) => l.loja)}
              inteiros
              series={[
                { rotulo: 'Rupturas', valores: d.por_loja.map((l) => l.rupturas), formato: 'inteiro', cor: 'error' },
                { rotulo: 'Excessos', valores: d.por_loja.map((l) => l.excessos), formato: 'inteiro', cor: 'info' },
              ]}
            />
          </CaixaGrafico>
          <TabelaRelatorio rotulo="Rupturas e excessos" colunas={COLUNAS} rodape={avisoCorte(d, d.itens.length)}>
            {d.itens.map((i) => (
              <TableRow key={`${i.id_seller}-${i.id_produto}`}>
                <TableCell>{i.situacao === 'ruptura' ? <Chip size="small" color="error" label="Ruptura" /> : <Chip size="small" color="info" variant="outlined" label="Excesso" />}</TableCell>
                <CelulaProduto produto={i.produto} sku={i.sku} familia={i.familia} />
                <TableCell>{i.loja}</TableCell>
                <TableCell align="right">{formatUnidades(i.disponivel)}</TableCell>
                <TableCell align="right">{i.maximo === null ? '—' : formatUnidades(i.maximo)}</TableCell>
                <TableCell align="right">{formatUnidades(i.vendidas_30d)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCobertura(i.cobertura_dias)}
                </TableCell>
                <TableCell align="right">{i.situacao === 'excesso' ? formatUnidades(i.excedente) : '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {i.situacao === 'excesso' ? formatMoney(i.valor_excedente) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TabelaRelatorio>
        </>
      )}
    </EstadoDoRelatorio>
  );
}
