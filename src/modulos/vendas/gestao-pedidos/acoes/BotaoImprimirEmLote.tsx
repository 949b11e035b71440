import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button, useListContext, useNotify } from 'react-admin';
import { LIMITE_IMPRESSAO } from '@retaguarda/contrato/api/impressaoLimites';
import type { TipoImpressao } from '@retaguarda/contrato/api/pedidoDetalhe';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { resolveErrorMessage } from '../../../../http';
import { abrirPdfEmNovaAba } from './abrirPdf';
import { useAtualizarPedidos } from './usePedidoAcoes';
import { useCanal } from '../../../../dataProvider/useCanal';

const ROTULO: Record<TipoImpressao, string> = { danfe: 'DANFEs (NFC-e)', separacao: 'Lista de separação' };

/**
 * Bulk action of the list: the selected orders' DANFEs or their picking list as one PDF, opened
 * in a new tab to print in one go. The server records each print in the orders' histories.
 */
export function BotaoImprimirEmLote() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const atualizar = useAtualizarPedidos();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const canal = useCanal();
  const ids = selectedIds.map(Number).filter(Number.isInteger);

  const imprimir = async (tipo: TipoImpressao) => {
    setAncora(null);
    if (ids.length > LIMITE_IMPRESSAO) {
      notify(`Selecione no máximo ${LIMITE_IMPRESSAO} pedidos para imprimir de uma vez`, { type: 'warning' });
      return;
    }
    setOcupado(true);
    try {
      const destino = await abrirPdfEmNovaAba((pdf) => canal.baixar(ROTAS_PEDIDOS.impressao.imprimir, { corpo: { ids, tipo }, ...pdf }), `${tipo === 'danfe' ? 'DANFEs' : 'Separacao'}-${ids.length}-pedidos.pdf`);
      if (destino === 'download') notify(`O navegador bloqueou a nova aba: o PDF (${ROTULO[tipo]}) foi baixado para você imprimir`, { type: 'info' });
      await atualizar();
    } catch (erro) {
      notify(`Não foi possível imprimir: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <>
      <Button label="Imprimir" aria-haspopup="menu" disabled={ocupado || ids.length === 0} onClick={(e) => setAncora(e.currentTarget)}>
        <PrintIcon />
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        {(['danfe', 'separacao'] as const).map((tipo) => (
          <MenuItem key={tipo} onClick={() => void imprimir(tipo)}>
            {ROTULO[tipo]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
