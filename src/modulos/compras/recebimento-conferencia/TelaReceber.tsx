import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { podeReceber, ROTAS_COMPRAS, SITUACOES_COMPRA, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { useSessao } from '../../../session/store';
import { formatUnidades } from '../../estoque/comum/formatos';
import { CHAVE_COMPRAS } from '../comum/api';
import { formatDia } from '../comum/formatos';
import { ROTA_RECEBIMENTOS } from './comuns';
import { ConferenciaRecebimento } from './ConferenciaRecebimento';
import { descartarContagem, haContagemGuardada } from './rascunhoRecebimento';
import { useCanal } from '../../../dataProvider/useCanal';

function Resumo({ p }: { p: PedidoCompra }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box
        component="dl"
        aria-label="Dados do pedido"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
      >
        <dt>Fornecedor</dt>
        <dd>{p.fornecedor}</dd>
        <dt>Loja</dt>
        <dd>{p.loja}</dd>
        <dt>Situação</dt>
        <dd>{SITUACOES_COMPRA[p.situacao]}</dd>
        <dt>Previsão de entrega</dt>
        <dd>
          {formatDia(p.previsao_entrega)}
          {p.atrasado ? ' (atrasado)' : ''}
        </dd>
        <dt>Total do pedido</dt>
        <dd>{formatMoney(p.total)}</dd>
      </Box>
      {p.recebimentos.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2">
            Recebimentos anteriores
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {p.recebimentos.map((r) => (
              <Typography component="li" variant="body2" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
                {formatDateTime(r.em)}
                {r.usuario ? ` por ${r.usuario}` : ''} · {formatUnidades(r.itens.reduce((s, i) => s + i.recebido, 0))} unidade(s)
                {r.chave_nfe ? ` · NF-e ${r.chave_nfe}` : ' · sem NF-e'}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** An order that no longer takes goods (received in full or cancelled meanwhile): a count kept for it is dropped, and the user told. */
function ContagemSemRecebimento({ idUsuario, idPedido }: { idUsuario: number; idPedido: number }) {
  const [havia] = useState(() => haContagemGuardada(idUsuario, idPedido));
  useEffect(() => descartarContagem(idUsuario, idPedido), [idUsuario, idPedido]);
  return havia ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      A contagem guardada neste navegador para este pedido foi descartada: ele mudou desde então.
    </Alert>
  ) : null;
}

/** /compras/recebimento-conferencia/:id: the goods of one purchase order counted, by scanner or by hand, and entered into the store's stock. */
export default function TelaReceber() {
  const { id: param } = useParams();
  const id = Number(param);
  const valido = Number.isInteger(id) && id > 0;
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_COMPRAS, 'pedido', id], queryFn: ({ signal }) => canal.chamar(ROTAS_COMPRAS.ler, { parametros: { id }, signal }), enabled: valido });
  const pedido = q.data;
  const idUsuario = useSessao().usuario?.id ?? 0;
  // a discarded count starts again from nothing: a new instance, no state carried over
  const [descartes, setDescartes] = useState(0);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo={valido ? `Receber pedido nº ${id}` : 'Receber pedido'}
        trilha={[{ label: 'Compras' }, { label: 'Recebimento e conferência', to: ROTA_RECEBIMENTOS }]}
        acoes={
          <Button component={RouterLink} to={ROTA_RECEBIMENTOS}>
            Voltar à lista
          </Button>
        }
      />
      {!valido && <Alert severity="error">Pedido de compra inválido</Alert>}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>} sx={{ mb: 2 }}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {valido && q.isPending && (
        <Box role="status" aria-label="Carregando o pedido de compra">
          <Skeleton height={120} />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      )}
      {pedido && (
        <>
          {q.isFetching && <LinearProgress aria-label="Atualizando" sx={{ mb: 1 }} />}
          <Resumo p={pedido} />
          {podeReceber(pedido.situacao) ? (
            <ConferenciaRecebimento
              key={`${pedido.id}-${descartes}`}
              pedido={pedido}
              idUsuario={idUsuario}
              recarregar={() => void q.refetch()}
              recarregando={q.isFetching}
              onDescartada={() => setDescartes((n) => n + 1)}
            />
          ) : (
            <>
              <ContagemSemRecebimento idUsuario={idUsuario} idPedido={pedido.id} />
              <Alert severity="info">Este pedido está com a situação “{SITUACOES_COMPRA[pedido.situacao]}”: não há mercadoria a receber.</Alert>
            </>
          )}
        </>
      )}
    </Box>
  );
}
