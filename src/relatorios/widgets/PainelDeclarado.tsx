import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comparacao, DeclaracaoPainel, DeclaracaoRelatorio, Periodo } from '@retaguarda/contrato/relatorios/declarar';
import { WidgetDeclarado } from './WidgetDeclarado';

/**
 * A declared dashboard: its widgets in a 12-column grid at a desk (each spanning its `largura`,
 * 4 unless told), one under the other on a phone, each asking its own report with the dashboard's
 * period. `relatorios` holds the declarations the widgets name; a widget naming none says so.
 */
export function PainelDeclarado({ painel, relatorios, periodo = painel.periodo, comparacao = painel.comparacao }: {
  painel: DeclaracaoPainel;
  relatorios: Readonly<Record<string, DeclaracaoRelatorio>>;
  periodo?: Exclude<Periodo, 'personalizado'>;
  comparacao?: Comparacao;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }, gap: 2 }}>
      {painel.widgets.map((w, i) => {
        const d = relatorios[w.relatorio];
        return (
          <Box key={`${w.relatorio}-${i}`} sx={{ gridColumn: { xs: 'auto', md: `span ${w.largura ?? 4}` }, minWidth: 0 }}>
            {d ? (
              <WidgetDeclarado widget={w} declaracao={d} periodo={periodo} comparacao={comparacao} />
            ) : (
              <Typography color="error">O relatório '{w.relatorio}' não está declarado.</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
