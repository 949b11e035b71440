import { useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TopToolbar } from 'react-admin';
import { BotaoColunas } from '../../../layout/colunasSobDemanda';
import { useSessao } from '../../../session/store';
import { chaveColunas } from './colunas';
import { ExportarExcelButton } from './ExportarExcelButton';
import { PainelFiltros } from './filtros/PainelFiltros';

/** Above the list: filters (a drawer below md), column chooser (with the table) and Excel export. */
export function PedidoListActions() {
  const { usuario } = useSessao();
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filtrosNaGaveta = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  return (
    // TopToolbar takes 100% of its flex container below md, meant for react-admin's toolbar row;
    // in this column it would take the page's height and push the orders a screen down.
    <TopToolbar sx={{ '&&': { flex: '0 0 auto' } }}>
      {filtrosNaGaveta ? (
        <>
          <Button size="small" startIcon={<FilterListIcon />} onClick={() => setFiltrosAbertos(true)}>
            Filtros
          </Button>
          <Drawer anchor="right" open={filtrosAbertos} onClose={() => setFiltrosAbertos(false)}>
            <PainelFiltros onFechar={() => setFiltrosAbertos(false)} />
          </Drawer>
        </>
      ) : null}
      {/* the cards of a small screen have no columns to choose */}
      {pequena ? null : <BotaoColunas storeKey={chaveColunas(usuario?.id)} />}
      <ExportarExcelButton />
    </TopToolbar>
  );
}
