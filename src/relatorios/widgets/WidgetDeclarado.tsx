import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio, Widget } from '@retaguarda/contrato/relatorios/declarar';
import { resolveErrorMessage } from '../../http';
import { useRelatorio, type Linha, type RespostaRelatorio } from '../api';
import { linkDoDestino, periodoBR, periodoDaLinha } from '../destino';
import { colunaDoGrupo, colunasDe, corpoDoWidget, nomeDaLinha, porDoWidget, seriesDe, type FiltrosDoPainel } from './dados';
import { Frescor } from './Frescor';
import { GraficoBarras, GraficoLinha, GraficoPizza } from './graficos';
import { Kpi } from './Kpi';
import { MapaCalor } from './MapaCalor';
import { Ranking } from './Ranking';
import { TabelaDosDados, useAlternarTabela } from './TabelaDosDados';

const ALTURA = 240;

/** The columns a widget draws, for its data table: the grouping's name, then its figures. */
function colunasDoWidget(w: Widget): string[] {
  switch (w.tipo) {
    case 'kpi':
    case 'pizza':
    case 'mapa_calor':
      return [w.coluna];
    case 'ranking':
      return [...w.colunas];
    default:
      return [...w.series];
  }
}

/** The grouping's column headed by the grouping itself ('Loja', 'Dia'), as the report's own screen heads it, not by its generic name. */
const comRotuloDoGrupo = (colunas: ColunaDaTela[], rotulo: string | undefined): ColunaDaTela[] => (rotulo ? colunas.map((c) => (c.chave === 'grupo' ? { ...c, rotulo } : c)) : colunas);

function Conteudo({ w, d, r, linkDaLinha, rotuloDoGrupo }: { w: Widget; d: DeclaracaoRelatorio; r: RespostaRelatorio; linkDaLinha: (l: Linha) => string | null; rotuloDoGrupo?: string }) {
  const navigate = useNavigate();
  const linhas = r.linhas;
  const nomes = linhas.map(nomeDaLinha);
  const abrir = (i: number) => {
    const l = linhas[i];
    const link = l ? linkDaLinha(l) : null;
    if (link) navigate(link);
  };
  switch (w.tipo) {
    case 'kpi':
      return <Kpi coluna={colunasDe(d, [w.coluna])[0]} totais={r.totais} anteriores={r.totais_anteriores} melhor={w.melhor} linhas={w.sparkline ? linhas : undefined} />;
    case 'linha':
    case 'area':
      return <GraficoLinha nomes={nomes} series={seriesDe(d, w.series, linhas)} altura={ALTURA} area={w.tipo === 'area'} onClicar={abrir} />;
    case 'barras':
      return <GraficoBarras nomes={nomes} series={seriesDe(d, w.series, linhas)} altura={ALTURA} empilhado={w.empilhado} horizontal={w.horizontal} onClicar={abrir} />;
    case 'pizza':
      return <GraficoPizza nomes={nomes} series={seriesDe(d, [w.coluna], linhas)} altura={ALTURA} onClicar={abrir} />;
    case 'mapa_calor': {
      const c = colunasDe(d, [w.coluna])[0];
      return <MapaCalor titulo={w.titulo} linhas={linhas} coluna={w.coluna} formatar={(v) => c.formatar(v)} linkDaLinha={linkDaLinha} />;
    }
    case 'ranking':
      return (
        <Ranking
          titulo={w.titulo}
          colunas={comRotuloDoGrupo(colunasDe(d, [...colunaDoGrupo(d), ...w.colunas.filter((c) => c !== 'grupo')]), rotuloDoGrupo)}
          linhas={linhas.slice(0, w.linhas)}
          linkDaLinha={linkDaLinha}
        />
      );
  }
}

/**
 * One widget of a dashboard: its report asked with the dashboard's period and its own fixed
 * filters, in its own states (grey while it loads, its error with 'Tentar de novo', a sentence
 * when empty), how old its figures are, and its data as a table a click away.
 */
export function WidgetDeclarado({ widget: w, declaracao: d, periodo, comparacao, de, ate, filtros }: { widget: Widget; declaracao: DeclaracaoRelatorio } & FiltrosDoPainel) {
  const corpo = useMemo(() => corpoDoWidget(w, d, { periodo, comparacao, de, ate, filtros }), [w, d, periodo, comparacao, de, ate, filtros]);
  const q = useRelatorio(d, corpo);
  const idTitulo = useId();
  const { tabela, botao, id } = useAlternarTabela();
  const por = porDoWidget(w, d);
  const dimensao = por ? d.dimensoes?.[por] : undefined;
  const r = q.data;
  const periodoDaResposta = r?.periodo ? periodoBR(r.periodo.de, r.periodo.ate) : null;
  const linkDaLinha = (l: Linha) => (dimensao?.destino ? linkDoDestino(dimensao.destino, l, periodoDaLinha(l, dimensao.tipo === 'data', periodoDaResposta)) : null);
  const vazio = r !== undefined && w.tipo !== 'kpi' && r.linhas.length === 0;
  // a KPI's table is its sparkline's days; a KPI without one has only its figure, already text
  const temTabela = r !== undefined && !vazio && (w.tipo !== 'kpi' || w.sparkline !== undefined);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={idTitulo} sx={{ p: 2, height: '100%', boxSizing: 'border-box', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={idTitulo} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {w.titulo}
        </Typography>
        {r && <Frescor desde={q.dataUpdatedAt} />}
      </Box>
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {q.isPending && !q.isError && (
        <Box role="status" aria-label={`Carregando ${w.titulo}`}>
          <Skeleton variant="rounded" height={w.tipo === 'kpi' ? 72 : ALTURA} />
        </Box>
      )}
      {r && vazio && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          Nada no período. Amplie o período para ver este quadro.
        </Typography>
      )}
      {r && !vazio && (tabela ? (
        <Box id={id}>
          <TabelaDosDados titulo={w.titulo} colunas={comRotuloDoGrupo(colunasDe(d, [...colunaDoGrupo(d), ...colunasDoWidget(w)]), dimensao?.rotulo)} linhas={r.linhas} linkDaLinha={linkDaLinha} />
        </Box>
      ) : (
        <Box id={id} sx={{ minWidth: 0 }}>
          <Conteudo w={w} d={d} r={r} linkDaLinha={linkDaLinha} rotuloDoGrupo={dimensao?.rotulo} />
        </Box>
      ))}
      {temTabela && <Box sx={{ mt: 'auto' }}>{botao}</Box>}
    </Paper>
  );
}
