import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { formatInteiro } from '@retaguarda/contrato/br/numeros';
import type { CorpoRelatorioEnviado } from '@retaguarda/contrato/relatorios/esquemas';
import { EstadosTabela, LinhasCarregando } from '../layout/EstadosTabela';
import { consultaPronta, corpoDaConsulta, useRelatorio, type Linha } from './api';
import { BarraFiltros } from './BarraFiltros';
import { linkDoDestino, periodoBR, periodoDaLinha } from './destino';
import { ConsultasSalvas } from './ConsultasSalvas';
import { escreverEstado, estadoDoCorpo, lerEstado, type EstadoRelatorio } from './estado';
import { Exportar } from './Exportar';
import { TabelaDeclarada } from './TabelaDeclarada';

/** The view's state in the URL, read and written: a reload or a shared link opens the same view. */
export function useEstadoNaUrl(d: DeclaracaoRelatorio) {
  const [params, setParams] = useSearchParams();
  const estado = useMemo(() => lerEstado(d, params), [d, params]);
  const mudar = useCallback((e: EstadoRelatorio) => setParams((p) => escreverEstado(d, p, e)), [d, setParams]);
  return [estado, mudar] as const;
}

/** 'Período: 01/11/2026 a 30/11/2026 · comparado com 02/10/2026 a 31/10/2026'. */
function DoPeriodo({ periodo, comparacao }: { periodo?: { de: string; ate: string } | null; comparacao?: { de: string; ate: string } | null }) {
  if (!periodo) return null;
  const intervalo = (p: { de: string; ate: string }) => (p.de === p.ate ? p.de : `${p.de} a ${p.ate}`);
  return (
    <Typography variant="body2" color="text.secondary">
      Período: {intervalo(periodo)}
      {comparacao ? ` · comparado com ${intervalo(comparacao)}` : ''}
    </Typography>
  );
}

export interface PropsTelaRelatorio {
  declaracao: DeclaracaoRelatorio;
  /** What an empty answer says ('Nenhuma venda no período'). */
  semDados?: string;
  /** Beside the filters and the saved views: a screen's own actions. */
  acoes?: (corpo: CorpoRelatorioEnviado, estado: EstadoRelatorio) => ReactNode;
}

/**
 * A declared report's screen: its filter bar (all of it in the URL), the period read, the export,
 * and the table with its totals and comparison, each row opening the list it stands for. Loading
 * shows grey rows, a failure its message with 'Tentar de novo', nothing found a sentence with a way
 * to widen the period.
 */
export function TelaRelatorio({ declaracao: d, semDados = 'Nada no período.', acoes }: PropsTelaRelatorio) {
  const [estado, mudar] = useEstadoNaUrl(d);
  const corpo = useMemo(() => corpoDaConsulta(d, estado), [d, estado]);
  const pronta = consultaPronta(estado);
  const consulta = useRelatorio(d, corpo, pronta);
  // the answer renders in a transition: a long table's render is sliced, the filters stay responsive
  const q = useDeferredValue(consulta);
  const dimensao = estado.por ? d.dimensoes?.[estado.por] : undefined;
  const periodo = q.data?.periodo ? periodoBR(q.data.periodo.de, q.data.periodo.ate) : null;
  // a grouping's rows lead where it says; a report without groupings has one record a row
  const destino = d.dimensoes ? dimensao?.destino : d.destino;
  const linkDaLinha = (linha: Linha): string | null => (destino ? linkDoDestino(destino, linha, periodoDaLinha(linha, dimensao?.tipo === 'data', periodo)) : null);
  const ampliar = d.periodo && estado.periodo !== 'ultimos_90' && estado.periodo !== 'este_ano' && (
    <Button sx={{ mt: 1 }} onClick={() => mudar({ ...estado, periodo: 'ultimos_90', de: null, ate: null })}>
      Ver os últimos 90 dias
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {d.descricao}
      </Typography>
      <BarraFiltros
        declaracao={d}
        estado={estado}
        onMudar={mudar}
        acoes={
          <>
            <ConsultasSalvas declaracao={d} corpo={corpo} onAbrir={(salvo) => mudar(estadoDoCorpo(d, salvo))} />
            {acoes?.(corpo, estado)}
          </>
        }
      />
      {!pronta ? (
        <Typography sx={{ p: 2 }}>{estado.de && estado.ate ? 'Corrija o período: a data final é anterior à inicial.' : 'Escolha as duas datas do período.'}</Typography>
      ) : (
        <EstadosTabela
          consulta={q}
          carregando={`Carregando ${d.titulo.toLowerCase()}`}
          esqueleto={
            <>
              <Skeleton variant="text" width={280} />
              <LinhasCarregando altura={40} />
            </>
          }
          vazia={(r) => r.linhas.length === 0}
          semItens={semDados}
          acaoSemItens={
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {d.periodo ? 'Amplie o período ou limpe os filtros.' : 'Limpe os filtros.'}
              </Typography>
              {ampliar}
            </>
          }
          acima={(r) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
              <DoPeriodo periodo={r.periodo} comparacao={r.comparacao} />
              {r.linhas.length > 0 && <Exportar declaracao={d} corpo={corpo} />}
            </Box>
          )}
        >
          {(r) => (
            <>
              <TabelaDeclarada declaracao={d} resposta={r} comparar={estado.comparacao !== 'nenhuma'} linkDaLinha={linkDaLinha} rotuloDoGrupo={dimensao?.rotulo} />
              {r.truncado && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Mostrando {formatInteiro(r.linhas.length)} de {formatInteiro(r.total)} linhas. A planilha traz até {formatInteiro(d.limitePlanilha)}; filtre para ver as demais.
                </Typography>
              )}
            </>
          )}
        </EstadosTabela>
      )}
    </Box>
  );
}
