import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CancelarCompraBody, podeEditar, ROTAS_COMPRAS, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { resolveErrorMessage } from '../../../http';
import { abrirPdfEmNovaAba } from '../../vendas/gestao-pedidos/acoes/abrirPdf';
import { formatUnidades } from '../../estoque/comum/formatos';
import { useLojas } from '../../estoque/comum/useLojas';
import { CHAVE_COMPRAS } from '../comum/api';
import { corpoDe, FormPedidoCompra, valoresDe, type ValoresForm } from './FormPedidoCompra';
import { rascunhoDoEstado, valoresDoRascunho, type RascunhoDeSugestoes } from './rascunhoDeSugestoes';
import { ChipSituacaoCompra } from './ChipSituacaoCompra';
import { formatDia } from '../comum/formatos';
import { ROTA_COMPRAS } from './TelaPedidosCompra';
import { useCanal } from '../../../dataProvider/useCanal';

function DialogoCancelar({ pedido, onFechar }: { pedido: PedidoCompra; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [motivo, setMotivo] = useState('');
  const corpo = CancelarCompraBody.safeParse({ version: pedido.version, motivo });
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_COMPRAS.cancelar, { parametros: { id: pedido.id }, corpo: { version: pedido.version, motivo } }),
    onSuccess: () => {
      notify(`Pedido de compra nº ${pedido.id} cancelado`, { type: 'info' });
      void qc.invalidateQueries({ queryKey: [CHAVE_COMPRAS] });
      onFechar();
    },
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="cancelar-compra" fullWidth maxWidth="xs">
      <DialogTitle id="cancelar-compra">Cancelar o pedido de compra nº {pedido.id}?</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField label="Motivo do cancelamento" value={motivo} onChange={(e) => setMotivo(e.target.value)} required autoFocus fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
        {m.isError && <Alert severity="error" sx={{ mt: 2 }}>{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Voltar</Button>
        <Button color="error" variant="contained" disabled={!corpo.success || m.isPending} onClick={() => m.mutate()}>
          Cancelar pedido
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Opens the supplier's PDF in a new tab through the panel's client (session renewed, version header sent). */
function BotaoPdf({ id }: { id: number }) {
  const notify = useNotify();
  const canal = useCanal();
  const abrir = () =>
    abrirPdfEmNovaAba((pdf) => canal.baixar(ROTAS_COMPRAS.pdf, { parametros: { id }, ...pdf }), `pedido-compra-${id}.pdf`).catch((e: unknown) =>
      notify(resolveErrorMessage(e), { type: 'error' }),
    );
  return (
    <Button startIcon={<PictureAsPdfIcon />} onClick={() => void abrir()}>
      PDF para o fornecedor
    </Button>
  );
}

/** An order already sent: what was asked, what arrived and each receipt, read only. */
function Leitura({ p }: { p: PedidoCompra }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
        <Typography>
          <strong>Fornecedor:</strong> {p.fornecedor}
        </Typography>
        <Typography>
          <strong>Loja que recebe:</strong> {p.loja}
        </Typography>
        <Typography>
          <strong>Previsão de entrega:</strong> {formatDia(p.previsao_entrega)} · <strong>Condições:</strong> {p.condicoes_pagamento ?? 'a combinar'}
        </Typography>
        {p.enviado_em !== null && <Typography variant="body2">Enviado em {formatDateTime(p.enviado_em)}</Typography>}
        {p.cancelado_em !== null && (
          <Typography variant="body2" color="error">
            Cancelado em {formatDateTime(p.cancelado_em)}: {p.motivo_cancelamento}
          </Typography>
        )}
        {p.observacao && <Typography variant="body2">Observação: {p.observacao}</Typography>}
      </Paper>
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' } }}>
        <Table size="small" aria-label="Itens do pedido de compra">
          <TableHead>
            <TableRow>
              <TableCell>Produto</TableCell>
              <TableCell align="right">Pedida</TableCell>
              <TableCell align="right">Recebida</TableCell>
              <TableCell align="right">Avariada</TableCell>
              <TableCell align="right">Custo un.</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.itens.map((i) => (
              <TableRow key={i.id_produto}>
                <TableCell>
                  {i.produto}
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {i.sku}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatUnidades(i.quantidade)}</TableCell>
                <TableCell align="right">{formatUnidades(i.recebido)}</TableCell>
                <TableCell align="right">{formatUnidades(i.avariado)}</TableCell>
                <TableCell align="right">{formatMoney(i.custo_unitario)}</TableCell>
                <TableCell align="right">{formatMoney(i.custo_unitario * i.quantidade)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>Total: {formatMoney(p.total)}</Typography>
      <Box component="section" aria-label="Recebimentos">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recebimentos
        </Typography>
        {p.recebimentos.length === 0 ? (
          <Typography color="text.secondary">Nada recebido ainda.</Typography>
        ) : (
          p.recebimentos.map((r) => (
            <Typography key={r.id} variant="body2">
              {formatDateTime(r.em)} · {r.usuario ?? 'Sistema'}
              {r.chave_nfe ? ` · NF-e ${r.chave_nfe}` : ' · sem NF-e'}: {r.itens.map((i) => `${formatUnidades(i.recebido)} × ${i.produto}${i.avariado ? ` (${formatUnidades(i.avariado)} avariada)` : ''}`).join('; ')}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}

function Edicao({ p, novo, rascunho = null }: { p: PedidoCompra | null; novo: boolean; rascunho?: RascunhoDeSugestoes | null }) {
  const lojas = useLojas();
  const notify = useNotify();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const canal = useCanal();
  const [valores, setValores] = useState<ValoresForm>(() => (rascunho ? valoresDoRascunho(rascunho) : valoresDe(p, lojas[0]?.id ?? '')));
  const [tentou, setTentou] = useState(false);
  const [cancelando, setCancelando] = useState(false);
  const salvar = useMutation({
    mutationFn: async (enviar: boolean) => {
      const corpo = corpoDe(valores);
      if (!corpo.success) throw new Error('Confira os campos destacados');
      const salvo = p
        ? await canal.chamar(ROTAS_COMPRAS.editar, { parametros: { id: p.id }, corpo: { ...corpo.data, version: p.version } })
        : await canal.chamar(ROTAS_COMPRAS.criar, { corpo: corpo.data });
      return enviar ? canal.chamar(ROTAS_COMPRAS.enviar, { parametros: { id: salvo.id }, corpo: { version: salvo.version } }) : salvo;
    },
    onSuccess: (salvo) => {
      notify(salvo.situacao === 'enviado' ? `Pedido de compra nº ${salvo.id} enviado a ${salvo.fornecedor}: abra o PDF para mandar ao fornecedor` : `Rascunho nº ${salvo.id} salvo`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_COMPRAS] });
      if (novo) navigate(`${ROTA_COMPRAS}/${salvo.id}`, { replace: true });
    },
  });
  const acionar = (enviar: boolean) => {
    setTentou(true);
    if (corpoDe(valores).success) salvar.mutate(enviar);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rascunho && (
        <Alert severity="info">
          Montado a partir das sugestões de compra: confira as quantidades e os custos antes de salvar.
          {rascunho.id_fornecedor === null ? ' Estes produtos não têm fornecedor habitual: escolha o fornecedor.' : ''}
        </Alert>
      )}
      <FormPedidoCompra valores={valores} onChange={setValores} mostrarErros={tentou} />
      {salvar.isError && <Alert severity="error">{resolveErrorMessage(salvar.error)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {p && (
          <Button color="error" onClick={() => setCancelando(true)}>
            Cancelar pedido
          </Button>
        )}
        <Button variant="outlined" disabled={salvar.isPending} onClick={() => acionar(false)}>
          Salvar rascunho
        </Button>
        <Button variant="contained" disabled={salvar.isPending} onClick={() => acionar(true)}>
          Enviar ao fornecedor
        </Button>
      </Box>
      {cancelando && p && <DialogoCancelar pedido={p} onFechar={() => setCancelando(false)} />}
    </Box>
  );
}

/** /compras/pedidos-compra/novo and /compras/pedidos-compra/:id. */
export default function TelaPedidoCompra() {
  const { id: param } = useParams();
  const novo = param === undefined || param === 'novo';
  // opened from the purchase suggestions: the form starts with their supplier and lines
  const { state } = useLocation();
  const rascunho = novo ? rascunhoDoEstado(state) : null;
  const id = Number(param);
  const [cancelando, setCancelando] = useState(false);
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_COMPRAS, 'pedido', id], queryFn: ({ signal }) => canal.chamar(ROTAS_COMPRAS.ler, { parametros: { id }, signal }), enabled: !novo && id > 0 });
  const titulo = novo ? 'Novo pedido de compra' : `Pedido de compra ${param ?? ''}`;
  const p = q.data ?? null;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina
        titulo={titulo}
        trilha={[{ label: 'Compras' }, { label: 'Pedidos de compra', to: ROTA_COMPRAS }]}
        acoes={
          p && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ChipSituacaoCompra situacao={p.situacao} atrasado={p.atrasado} />
              <BotaoPdf id={p.id} />
              {p.situacao === 'enviado' && (
                <Button color="error" onClick={() => setCancelando(true)}>
                  Cancelar pedido
                </Button>
              )}
            </Box>
          )
        }
      />
      {!novo && q.isPending && <Skeleton height={240} role="status" aria-label="Carregando o pedido de compra" />}
      {!novo && q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {novo && <Edicao p={null} novo rascunho={rascunho} />}
      {p && (podeEditar(p.situacao) ? <Edicao key={p.version} p={p} novo={false} /> : <Leitura p={p} />)}
      {cancelando && p && <DialogoCancelar pedido={p} onFechar={() => setCancelando(false)} />}
    </Box>
  );
}
