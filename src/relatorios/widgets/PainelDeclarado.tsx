import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DeclaracaoPainel, DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { FiltrosDoPainel } from './dados';
import { WidgetDeclarado } from './WidgetDeclarado';

/**
 * A declared dashboard: its widgets in a 12-column grid at a desk (each spanning its `largura`,
 * 4 unless told), one under the other on a phone, each asking its own report with the dashboard's
 * period and filters (filtrosDoPainel.ts). `relatorios` holds the declarations the widgets name; a
 * widget naming none says so. A custom period waits for both of its days.
 */
export function PainelDeclarado({ painel, relatorios, periodo = painel.periodo, comparacao = painel.comparacao, de, ate, filtros }: {
  painel: DeclaracaoPainel;
  relatorios: Readonly<Record<string, DeclaracaoRelatorio>>;
} & Partial<FiltrosDoPainel>) {
  if (periodo === 'personalizado' && !(de && ate && de <= ate)) {
    return <Typography sx={{ p: 2 }}>{de && ate ? 'Corrija o período: a data final é anterior à inicial.' : 'Escolha as duas datas do período.'}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }, gap: 2 }}>
      {painel.widgets.map((w, i) => {
        const d = relatorios[w.relatorio];
        return (
          <Box key={`${w.relatorio}-${i}`} sx={{ gridColumn: { xs: 'auto', md: `span ${w.largura ?? 4}` }, minWidth: 0 }}>
            {d ? (
              <WidgetDeclarado widget={w} declaracao={d} periodo={periodo} comparacao={comparacao} de={de} ate={ate} filtros={filtros} />
            ) : (
              <Typography color="error">O relatório '{w.relatorio}' não está declarado.</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
