import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import gestaoPedidos from '@retaguarda/contrato/modulos/vendas/gestao-pedidos';
import { usePodeAbrir } from '../../../../registro/acesso';
import { linkPedidosDoCliente } from './linkPedidos';

/** 'Ver pedidos' beside the record's actions: the order list of every order of the client, for users who may open it. */
export function BotaoPedidosDoCliente() {
  const registro = useRecordContext<Registro>();
  const pode = usePodeAbrir(gestaoPedidos);
  if (!pode || typeof registro?.documento !== 'string') return null;
  return (
    <Button component={Link} to={linkPedidosDoCliente(registro.documento)} variant="outlined" startIcon={<ReceiptLongIcon />}>
      Ver pedidos
    </Button>
  );
}
