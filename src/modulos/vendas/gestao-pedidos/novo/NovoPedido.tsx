import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CabecalhoPagina } from '../../../../layout/CabecalhoPagina';
import { useSessao } from '../../../../session/store';
import { CobrancaPedido } from './CobrancaPedido';
import { MontagemPedido } from './MontagemPedido';
import { descartarRascunho, guardarRascunho, lerRascunho, novaChave, rascunhoVazio, type Rascunho } from './rascunho';

/**
 * /vendas/gestao-pedidos/novo: a phone, WhatsApp or counter order, keyboard first. The order is put
 * together and priced by the server, created, then charged (card, Pix, cash, boleto, or several);
 * the draft survives a reload at every step.
 */
export default function NovoPedido() {
  const { usuario, metadata } = useSessao();
  const idUsuario = usuario?.id ?? 0;
  const lojaPadrao = metadata?.sellers[0]?.id_pessoa ?? null;
  const [r, setR] = useState<Rascunho>(() => lerRascunho(idUsuario) ?? rascunhoVazio(lojaPadrao));
  const [descartando, setDescartando] = useState(false);
  const qc = useQueryClient();
  useEffect(() => guardarRascunho(idUsuario, r), [idUsuario, r]);

  const recomecar = () => {
    descartarRascunho(idUsuario);
    qc.removeQueries({ queryKey: ['novoPedido', 'cobranca'] });
    setR(rascunhoVazio(r.id_seller ?? lojaPadrao));
    setDescartando(false);
  };
  const temAlgo = r.itens.length > 0 || r.cliente !== null;

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina
        titulo={r.pedido ? `Cobrança do pedido ${r.pedido.id}` : 'Novo pedido'}
        trilha={[{ label: 'Vendas' }, { label: 'Gestão de pedidos', to: '/vendas/gestao-pedidos' }]}
        acoes={
          !r.pedido && temAlgo ? (
            <Button color="inherit" onClick={() => setDescartando(true)}>
              Descartar rascunho
            </Button>
          ) : undefined
        }
      />
      {r.pedido ? (
        <CobrancaPedido
          idPedido={r.pedido.id}
          formaInicial={r.forma}
          chave={r.chaveCobranca}
          onChave={(chaveCobranca) => setR((atual) => ({ ...atual, chaveCobranca }))}
          novaChave={novaChave}
          onNovoPedido={recomecar}
        />
      ) : (
        <MontagemPedido rascunho={r} onChange={setR} onCriado={(p) => setR((atual) => ({ ...atual, pedido: { id: p.id } }))} />
      )}
      <Dialog open={descartando} onClose={() => setDescartando(false)}>
        <DialogTitle>Descartar o rascunho?</DialogTitle>
        <DialogContent>
          <DialogContentText>O cliente e os itens escolhidos serão apagados deste navegador.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDescartando(false)}>Continuar o pedido</Button>
          <Button color="error" onClick={recomecar}>
            Descartar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
