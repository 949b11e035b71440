import Skeleton from '@mui/material/Skeleton';
import type { ComprasDoCliente } from '@retaguarda/contrato/api/clientesVendas';
import { formatDate } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { ColunaExtra, ExtensaoLista } from '../../../../motorCadastros/lista/extensaoLista';
import { ComprasDaPagina, useComprasDoCliente } from './ComprasDaPagina';

/** The four figures as text; a client who never bought has none ('—' on screen). */
export const TEXTO_COMPRAS: Record<'pedidos' | 'total' | 'ultima' | 'ticket', (c: ComprasDoCliente) => string> = {
  pedidos: (c) => String(c.pedidos),
  total: (c) => formatMoney(c.total_comprado),
  ultima: (c) => (c.ultima_compra ? formatDate(c.ultima_compra) : ''),
  ticket: (c) => formatMoney(c.ticket_medio),
};

function celula(figura: keyof typeof TEXTO_COMPRAS, rotulo: string) {
  return function CelulaCompras({ registro }: { registro: Registro }) {
    const e = useComprasDoCliente(registro.id);
    if (e.estado === 'carregando') {
      // a plain style, not an sx: four of these in every row of the page
      return <Skeleton component="span" variant="text" width={56} aria-label={`Carregando ${rotulo.toLowerCase()}`} style={{ display: 'inline-block' }} />;
    }
    const texto = e.estado === 'pronto' && e.compras && e.compras.pedidos > 0 ? TEXTO_COMPRAS[figura](e.compras) : '';
    // styled by the list (estiloCelulas), not by an sx per cell
    return (
      <span className="celula-extra" title={texto ? undefined : e.estado === 'erro' ? 'Não carregado' : 'Sem compras'}>
        {texto || '—'}
      </span>
    );
  };
}

const coluna = (chave: keyof typeof TEXTO_COMPRAS, rotulo: string, numerica: boolean): ColunaExtra => ({ chave: `compras_${chave}`, rotulo, numerica, Celula: celula(chave, rotulo) });

/** /vendas/gestao-clientes: each client's orders, total bought, last purchase and average ticket. */
export const EXTENSAO_COMPRAS: ExtensaoLista = {
  colunas: [coluna('pedidos', 'Pedidos', true), coluna('total', 'Total comprado', true), coluna('ultima', 'Última compra', false), coluna('ticket', 'Ticket médio', true)],
  Provedor: ComprasDaPagina,
};
