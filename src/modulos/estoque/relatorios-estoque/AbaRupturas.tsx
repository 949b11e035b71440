import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import type { ConsultaRelatorioEstoqueBody, ItemRuptura } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { colunasDaTela } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_RUPTURAS } from '@retaguarda/contrato/relatorios/estoque';
import { CaixaGrafico } from '../../../graficos/CaixaGrafico';
import { GraficoBarrasSobDemanda } from '../../../graficos/sobDemanda';
import { formatUnidades } from '../comum/formatos';
import { useRelatorio } from './api';
import { avisoCorte, BotaoExportar, celulaProduto, EstadoDoRelatorio, Resumo, TabelaRelatorio } from './PartesRelatorio';

const COLUNAS = colunasDaTela(COLUNAS_RUPTURAS);
/** A stock-out has no excess: its two excess cells say so with a dash, where the sheet writes 0. */
const soNoExcesso = (i: ItemRuptura, texto: string) => (i.situacao === 'excesso' ? texto : '—');

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
            <GraficoBarrasSobDemanda
              nomes={d.por_loja.map((l) => l.loja)}
              inteiros
              series={[
                { rotulo: 'Rupturas', valores: d.por_loja.map((l) => l.rupturas), formato: 'inteiro', cor: 'error' },
                { rotulo: 'Excessos', valores: d.por_loja.map((l) => l.excessos), formato: 'inteiro', cor: 'info' },
              ]}
            />
          </CaixaGrafico>
          <TabelaRelatorio
            rotulo="Rupturas e excessos"
            colunas={COLUNAS}
            linhas={d.itens}
            chave={(i) => `${i.id_seller}-${i.id_produto}`}
            celulas={{
              situacao: (i) => <TableCell>{i.situacao === 'ruptura' ? <Chip size="small" color="error" label="Ruptura" /> : <Chip size="small" color="info" variant="outlined" label="Excesso" />}</TableCell>,
              produto: celulaProduto,
              excedente: (i) => <TableCell align="right">{soNoExcesso(i, formatUnidades(i.excedente))}</TableCell>,
              valor_excedente: (i) => (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {soNoExcesso(i, formatMoney(i.valor_excedente))}
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
