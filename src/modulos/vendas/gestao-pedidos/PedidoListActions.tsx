import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BotaoColunas } from '../../../reactAdmin/colunasSobDemanda';
import { useSessao } from '../../../session/store';
import { BuscaPedidos } from './BuscaPedidos';
import { chaveColunas } from './colunas';
import { BotaoExportarExcel } from './BotaoExportarExcel';
import { useFiltrosRecolhiveis } from './filtros/FiltrosRecolhiveis';
import { PainelFiltros } from './filtros/PainelFiltros';
import { ResumoFiltros } from './filtros/ResumoFiltros';
import { MenuOrdenarPedidos } from './MenuOrdenarPedidos';
import { useLimparFiltros } from './useLimparFiltros';

function Barra({ filtros, abaixo }: { filtros: ReactNode; abaixo: ReactNode }) {
  const { usuario } = useSessao();
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const limpar = useLimparFiltros();
  return (
    <Box component="section" aria-label="Busca e filtros" sx={{ py: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <BuscaPedidos />
        {filtros}
        {pequena ? null : (
          <Button size="small" onClick={limpar} sx={{ flexShrink: 0 }}>
            Limpar filtros
          </Button>
        )}
        <Box sx={{ ml: { sm: 'auto' } }} />
        {/* a phone's cards have no headers to click nor columns to choose */}
        {pequena ? <MenuOrdenarPedidos /> : <BotaoColunas storeKey={chaveColunas(usuario?.id)} />}
        <BotaoExportarExcel />
        <Button size="small" variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/vendas/gestao-pedidos/novo" sx={{ flexShrink: 0 }}>
          Novo pedido
        </Button>
      </Box>
      {abaixo}
    </Box>
  );
}

function FiltrosAcima() {
  const { botaoEditar, painel } = useFiltrosRecolhiveis();
  return <Barra filtros={botaoEditar} abaixo={painel} />;
}

function FiltrosNaGaveta() {
  const [aberto, setAberto] = useState(false);
  const botao = (
    <>
      <Button size="small" variant="outlined" startIcon={<FilterListIcon />} onClick={() => setAberto(true)} sx={{ flexShrink: 0 }}>
        Filtros
      </Button>
      <Drawer anchor="right" open={aberto} onClose={() => setAberto(false)}>
        <PainelFiltros onFechar={() => setAberto(false)} />
      </Drawer>
    </>
  );
  return <Barra filtros={botao} abaixo={<ResumoFiltros compacto />} />;
}

/**
 * Above the list: the search, the filters (opening above the table on wide screens, in a drawer
 * below md), the sort of a phone, the column chooser and the Excel export.
 */
export function PedidoListActions() {
  const filtrosNaGaveta = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return filtrosNaGaveta ? <FiltrosNaGaveta /> : <FiltrosAcima />;
}
