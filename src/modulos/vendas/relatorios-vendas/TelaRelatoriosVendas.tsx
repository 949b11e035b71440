import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import {
  VENDAS_ABC_FATURAMENTO, VENDAS_ABC_MARGEM, VENDAS_MARGEM, VENDAS_MARGEM_POR_PEDIDO, VENDAS_PRODUTOS, VENDAS_RESUMO,
} from '@retaguarda/contrato/modulos/vendas/relatorios-vendas.relatorios';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { TelaRelatorio } from '../../../relatorios/TelaRelatorio';

/** The module's reports in the order of the tabs; each tab's label is the report's title. */
const RELATORIOS: readonly DeclaracaoRelatorio[] = [
  VENDAS_RESUMO,
  VENDAS_PRODUTOS,
  VENDAS_ABC_FATURAMENTO,
  VENDAS_ABC_MARGEM,
  VENDAS_MARGEM,
  VENDAS_MARGEM_POR_PEDIDO,
];

/** What a report's own parameters are: a tab keeps the period and comparison, and leaves its grouping and filters behind. */
const PROPRIOS_DA_ABA = ['por', 'filtros'] as const;

/** /vendas/relatorios-vendas: the sales reports, one tab each, every one a declared report's screen. */
export default function TelaRelatoriosVendas() {
  const [params, setParams] = useSearchParams();
  const pedido = params.get('relatorio');
  const atual = RELATORIOS.find((r) => r.id === pedido) ?? RELATORIOS[0];
  const escolher = (id: string) =>
    setParams((p) => {
      const novo = new URLSearchParams(p);
      novo.set('relatorio', id);
      for (const k of PROPRIOS_DA_ABA) novo.delete(k);
      return novo;
    });
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CabecalhoPagina titulo="Relatórios de vendas" trilha={[{ label: 'Vendas' }]} />
      <Tabs value={atual.id} onChange={(_, id: string) => escolher(id)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Relatórios" sx={{ mb: 2 }}>
        {RELATORIOS.map((r) => (
          <Tab key={r.id} value={r.id} label={r.titulo} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={atual.titulo} sx={{ minWidth: 0 }}>
        <TelaRelatorio key={atual.id} declaracao={atual} semDados="Nenhuma venda no período." />
      </Box>
    </Box>
  );
}
