import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Carregando } from '../../../../layout/Carregando';
import { CabecalhoPagina } from '../../../../layout/CabecalhoPagina';
import { useSessao } from '../../../../session/store';
import { MontagemPedido } from './MontagemPedido';
import { descartarRascunho, guardarRascunho, lerRascunho, novaChave, rascunhoVazio, type Rascunho } from './rascunho';

/*
 * The charge (card form, Pix and boleto waits, NFC-e) shows only once the order exists, and the
 * discard question only when asked: their code loads then, not with the order's assembly.
 */
const carregarCobranca = () => import('./CobrancaPedido');
const CobrancaPedido = lazy(() => carregarCobranca().then((m) => ({ default: m.CobrancaPedido })));
const DialogoDescartar = lazy(() => import('./DialogoDescartar'));

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
  // an order with items may be created any moment: its charge's code starts loading meanwhile
  const comItens = r.itens.length > 0;
  useEffect(() => {
    if (comItens) void carregarCobranca().catch(() => undefined);
  }, [comItens]);

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
        <Suspense fallback={<Carregando />}>
          <CobrancaPedido
            idPedido={r.pedido.id}
            formaInicial={r.forma}
            chave={r.chaveCobranca}
            onChave={(chaveCobranca) => setR((atual) => ({ ...atual, chaveCobranca }))}
            novaChave={novaChave}
            onNovoPedido={recomecar}
          />
        </Suspense>
      ) : (
        <MontagemPedido rascunho={r} onChange={setR} onCriado={(p) => setR((atual) => ({ ...atual, pedido: { id: p.id } }))} />
      )}
      {descartando && (
        <Suspense fallback={null}>
          <DialogoDescartar onContinuar={() => setDescartando(false)} onDescartar={recomecar} />
        </Suspense>
      )}
    </Box>
  );
}
