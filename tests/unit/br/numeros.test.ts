/**
 * Every number the panel, the contract and the server wrote through their own Intl.NumberFormat or
 * toLocaleString, pinned to the exact text it gave (no-break spaces and U+2212 included) before
 * one set of formatters replaced them. `antigo` is the replaced code, copied as it was.
 */
import { describe, expect, it } from 'vitest';
import { formatDecimalBR, formatPercentualCentesimos } from '@retaguarda/contrato/br/decimal';
import { formatCentavos, formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';
import { formatCompacto, formatDecimal, formatInteiro, formatNumero, formatPercentual } from '@retaguarda/contrato/br/numeros';
import { MENSAGENS_PLANILHA } from '@retaguarda/contrato/recursos/planilha';
import { formatarValor } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_DESEMPENHO } from '@retaguarda/contrato/relatorios/desempenhoFornecedores';
import { COLUNAS_ABC, COLUNAS_GIRO } from '@retaguarda/contrato/relatorios/estoque';
import { formatQuantidadeMovimento, formatUnidades } from '../../../src/modulos/estoque/comum/formatos';
import { formatPontosPercentuais } from '../../../src/graficos/formatos';
import { variacao } from '../../../src/pages/inicio/comparacao';

const NBSP = '\u00a0';

type Caso = readonly [number, string];
interface Uso {
  onde: string;
  antigo: (n: number) => string;
  /** What replaced it. */
  novo: (n: number) => string;
  casos: readonly Caso[];
}

/** The uses that had no function of their own to call: the text each wrote, from its old code. */
const USOS: readonly Uso[] = [
  {
    onde: 'src/layout/EstadosTabela.tsx, src/modulos/estoque/comum/formatos.ts (units)',
    antigo: (n) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(n),
    novo: formatInteiro,
    casos: [[0, '0'], [7, '7'], [1234, '1.234'], [1234567, '1.234.567'], [-1234, '-1.234'], [2.5, '3'], [1.4, '1']],
  },
  {
    onde: 'ResumoPedidos.tsx, TodoPeriodo.tsx, NumerosDoDia.tsx (new Intl.NumberFormat("pt-BR"))',
    antigo: (n) => new Intl.NumberFormat('pt-BR').format(n),
    novo: formatNumero,
    casos: [[0, '0'], [1234, '1.234'], [10000, '10.000'], [1234.5678, '1.234,568'], [-3, '-3']],
  },
  {
    onde: 'planilha.ts, valores.ts, pedidos-xlsx.ts, AvisoExportacao.tsx, DialogoImportacao.tsx, ResumoConferencia.tsx, TabelaErros.tsx (toLocaleString("pt-BR"))',
    antigo: (n) => n.toLocaleString('pt-BR'),
    novo: formatNumero,
    casos: [[0, '0'], [5000, '5.000'], [100000, '100.000'], [0.01, '0,01'], [1234.5678, '1.234,568'], [-2.5, '-2,5']],
  },
  {
    onde: 'AvisoExportacao.tsx (KB and MB)',
    antigo: (n) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(n),
    novo: (n) => formatDecimal(n, 1),
    casos: [[1.5, '1,5'], [1023.96, '1.024'], [12.34, '12,3'], [2, '2']],
  },
  {
    onde: 'src/pages/inicio/comparacao.ts (variacao)',
    antigo: (n) => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(n),
    novo: (n) => formatPercentual(n, { casas: 0, sinal: true }),
    casos: [[0.14, '+14%'], [-0.05, '-5%'], [0, '0%'], [0.004, '0%'], [1.5, '+150%'], [12.345, '+1.235%']],
  },
  {
    onde: 'GraficoBarras.tsx (the compact money axis, R$ and a plain space before it)',
    antigo: (n) => `R$ ${new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }).format(n)}`,
    novo: formatMoneyCompacto,
    casos: [[0, 'R$ 0'], [500, 'R$ 500'], [500000, `R$ 500${NBSP}mil`], [1500000, `R$ 1,5${NBSP}mi`], [2_000_000_000, `R$ 2${NBSP}bi`], [-1200, `R$ -1,2${NBSP}mil`]],
  },
  {
    onde: 'GraficoPareto.tsx (the cumulative share axis, 0 to 100)',
    antigo: (v) => `${v}%`,
    novo: formatPontosPercentuais,
    casos: [[0, '0%'], [20, '20%'], [100, '100%']],
  },
  {
    onde: 'TelaDesempenho.tsx (the chart, rates rounded to tenths of a percent)',
    antigo: (v) => `${String(v).replace('.', ',')}%`,
    novo: formatPontosPercentuais,
    casos: [[93.5, '93,5%'], [0, '0%'], [100, '100%'], [12.3, '12,3%']],
  },
  {
    onde: 'src/modulos/compras/comum/desempenho.ts (formatTaxa)',
    antigo: (x) => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(x),
    novo: (x) => formatarValor(COLUNAS_DESEMPENHO.colunas.pontualidade, x),
    casos: [[0.935, '93,5%'], [1, '100%'], [0, '0%'], [0.12345, '12,3%']],
  },
  {
    onde: 'src/modulos/compras/comum/desempenho.ts (formatVariacao, a U+2212 minus)',
    antigo: (x) => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(x).replace('-', '\u2212'),
    novo: (x) => formatarValor(COLUNAS_DESEMPENHO.colunas.variacao_preco, x),
    casos: [[0.042, '+4,2%'], [-0.01, '\u22121%'], [0, '0%'], [-12.3456, '\u22121.234,6%']],
  },
  {
    onde: 'src/modulos/compras/comum/desempenho.ts (formatDias)',
    antigo: (x) => `${x.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} dias`,
    novo: (x) => formatarValor(COLUNAS_DESEMPENHO.colunas.lead_time_dias, x),
    casos: [[12.25, '12,3 dias'], [1, '1 dias'], [1234, '1.234 dias'], [0, '0 dias']],
  },
];

describe('the number texts, the same through the shared formatters as before them', () => {
  for (const uso of USOS) {
    it(`writes ${uso.onde} as before`, () => {
      for (const [n, texto] of uso.casos) {
        expect(uso.antigo(n), String(n)).toBe(texto);
        expect(uso.novo(n), String(n)).toBe(texto);
      }
    });
  }

  it('writes money with a no-break space after R$ and the minus before it', () => {
    expect(formatMoney(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(-1234.5)).toBe(`-R$${NBSP}1.234,50`);
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatCentavos(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCentavos(null)).toBe('');
  });

  it('writes a decimal with exactly its scale, and hundredths of a percent with up to two decimals and no space', () => {
    expect(formatDecimalBR(1234.5, 3)).toBe('1.234,500');
    expect(formatDecimalBR(0.125, 2)).toBe('0,13');
    expect(formatDecimalBR(-7, 0)).toBe('-7');
    expect(formatDecimalBR(undefined, 2)).toBe('');
    expect(formatPercentualCentesimos(1000)).toBe('10%');
    expect(formatPercentualCentesimos(1250)).toBe('12,5%');
    expect(formatPercentualCentesimos(1234)).toBe('12,34%');
    expect(formatPercentualCentesimos(123456)).toBe('1.234,56%');
    expect(formatPercentualCentesimos(0)).toBe('0%');
  });

  it('writes the stock units and a movement with a U+2212 minus', () => {
    expect(formatUnidades(1234567)).toBe('1.234.567');
    expect(formatUnidades(0)).toBe('0');
    expect(formatQuantidadeMovimento(5)).toBe('+5');
    expect(formatQuantidadeMovimento(-1234)).toBe('\u22121.234');
    // Intl writes negative zero with its sign; the screens show a zero difference as '0' before asking
    expect(formatQuantidadeMovimento(0)).toBe('\u2212-0');
  });

  it('writes the stock reports: fractions as percent, turnover, cover and decimals', () => {
    // formatFracao, formatGiro and formatCobertura of the reports' screen, now their columns' declarations
    const formatFracao = (x: number) => formatarValor(COLUNAS_ABC.colunas.participacao, x);
    const formatGiro = (x: number | null) => formatarValor(COLUNAS_GIRO.colunas.giro, x);
    const formatCobertura = (x: number | null) => formatarValor(COLUNAS_GIRO.colunas.cobertura_dias, x);
    expect(formatFracao(0.855)).toBe('85,5%');
    expect(formatFracao(1)).toBe('100%');
    expect(formatFracao(0.12345)).toBe('12,3%');
    expect(formatGiro(1.456)).toBe('1,46×');
    expect(formatGiro(1234.5)).toBe('1.234,5×');
    expect(formatGiro(null)).toBe('—');
    expect(formatCobertura(41.25)).toBe('41,3 dias');
    expect(formatCobertura(1)).toBe('1 dia');
    expect(formatCobertura(1500)).toBe('1.500 dias');
    expect(formatCobertura(null)).toBe('Sem vendas');
    // the turnover's average stock: formatDecimal(x) of the reports' own, up to two decimals
    expect(formatDecimal(2.5, 2)).toBe('2,5');
    expect(formatDecimal(1234.567, 2)).toBe('1.234,57');
  });

  it("writes the home page's change against last week", () => {
    expect(variacao(114, 100)).toBe('+14%');
    expect(variacao(95, 100)).toBe('-5%');
    expect(variacao(100, 100)).toBe('0%');
    expect(variacao(5, 0)).toBeNull();
  });

  it("writes the spreadsheet import's and export's counts", () => {
    expect(MENSAGENS_PLANILHA.linhasDemais(12345)).toBe('A planilha tem 12.345 linhas e o limite é 10.000 por arquivo. Divida-a em partes.');
    expect(MENSAGENS_PLANILHA.comErros(1)).toBe('Nada foi importado: a planilha tem 1 erro. Corrija e envie de novo.');
    expect(MENSAGENS_PLANILHA.comErros(1500)).toBe('Nada foi importado: a planilha tem 1.500 erros. Corrija e envie de novo.');
    expect(MENSAGENS_PLANILHA.exportacaoGrande(123456, 100000)).toBe('A exportação teria 123.456 registros e o limite é 100.000. Filtre a lista e exporte em partes.');
  });
});

describe('numeros', () => {
  it('keeps one formatter per set of options', () => {
    const { NumberFormat } = Intl;
    let criados = 0;
    Reflect.set(
      Intl,
      'NumberFormat',
      class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          criados++;
        }
      },
    );
    try {
      for (let i = 0; i < 3; i++) {
        formatInteiro(i);
        formatDecimal(i, 3);
        formatPercentual(i, { casas: 3 });
      }
    } finally {
      Reflect.set(Intl, 'NumberFormat', NumberFormat);
    }
    expect(criados).toBeLessThanOrEqual(3);
  });

  it('reads hundredths of a percent and a fraction the same way', () => {
    expect(formatPercentual(1250, { escala: 'centesimos', casas: 2 })).toBe(formatPercentual(0.125, { casas: 2 }));
    expect(formatPercentual(-0.0123, { sinal: true, menosTipografico: true })).toBe('\u22121,2%');
  });

  it('writes a compact number with a no-break space before the word', () => {
    expect(formatCompacto(1_500_000)).toBe(`1,5${NBSP}mi`);
    expect(formatCompacto(999)).toBe('999');
  });
});
