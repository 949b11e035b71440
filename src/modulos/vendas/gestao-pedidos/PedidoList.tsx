import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Title } from 'react-admin';
import type { MetaListaPedidos } from '../../../dataProvider/pedidos';
import { SeletorColunasProvider } from '../../../reactAdmin/colunasSobDemanda';
import { useSessao } from '../../../session/store';
import { listasPadrao, valoresFiltroPadrao } from './filtroPadrao';
import { ConteudoAdiado } from '../../../motorCadastros/lista/ConteudoAdiado';
import { ListaGuardada } from '../../../motorCadastros/lista/ListaGuardada';
import { PedidoListActions } from './PedidoListActions';
import { PedidoListContent } from './PedidoListContent';
import { GUARDA_PEDIDOS } from './preferencias';

/**
 * /vendas/gestao-pedidos: search, filters, summary and table of the sales orders. Built on
 * ListBase with its own frame rather than react-admin's List, whose toolbar brings a filter form
 * (and react-hook-form) this screen does not use. The filters open above the table, never beside
 * it, so the table keeps the page's whole width.
 */
export default function PedidoList() {
  const { usuario, metadata } = useSessao();
  const padrao = useMemo(() => valoresFiltroPadrao(usuario, metadata), [usuario, metadata]);
  // the multi-selects start empty ('all'): the body still names every seller, status and method
  const meta = useMemo<MetaListaPedidos>(() => ({ padroes: listasPadrao(usuario, metadata) }), [usuario, metadata]);

  return (
    <ListaGuardada guarda={GUARDA_PEDIDOS} filtroPadrao={padrao} meta={meta}>
      <Title title="Gestão de pedidos" />
      <SeletorColunasProvider>
        <Box className="RaList-root" sx={{ display: 'flex' }}>
          {/* A definite zero width keeps the wide table from stretching the page: it scrolls inside instead. */}
          <Box className="RaList-main" sx={{ minWidth: 0, width: 0, flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}>
            <PedidoListActions />
            <Card className="RaList-content">
              <ConteudoAdiado>
                <PedidoListContent />
              </ConteudoAdiado>
            </Card>
          </Box>
        </Box>
      </SeletorColunasProvider>
    </ListaGuardada>
  );
}
