import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { FORMAS_VENDA_MANUAL, LIMITES_VENDA_MANUAL, ROTAS_VENDA_MANUAL, type FormaVendaManual, type PagamentoCobranca, type PagamentoRegistrado, type SituacaoCobranca } from '@retaguarda/contrato/api/vendaManual';
import { onlyDigits } from '@retaguarda/contrato/br/digits';
import { formatMoney, parseMoneyBR, reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { HttpError, formErrorsFrom, resolveErrorMessage } from '../../../../http';
import { CARTAO_VAZIO, FormCartao, type DadosCartao } from './FormCartao';
import { NfceDaVenda } from './NfceDaVenda';
import { PagamentoPendente } from './PagamentoPendente';
import { ROTULOS_FORMA } from './rascunho';
import { useCanal } from '../../../../dataProvider/useCanal';

interface Linha {
  forma: FormaVendaManual;
  /** As typed ('123,45'). */
  valor: string;
  recebido: string;
  cartao: DadosCartao;
}

/** The fields of a line that show their own error under them; any other is shown beside the line. */
const CAMPOS_COM_LUGAR = new Set(['valor', 'valor_recebido', 'numero', 'validade', 'cvv', 'titular']);

const emTexto = (reais: number) => reais.toFixed(2).replace('.', ',');
const novaLinha = (forma: FormaVendaManual, reais: number): Linha => ({ forma, valor: emTexto(reais), recebido: '', cartao: CARTAO_VAZIO });
const ehCartao = (f: FormaVendaManual) => f === 'cartao_credito' || f === 'cartao_debito';

const COR_SITUACAO = { aprovado: 'success', pendente: 'warning', recusado: 'error', expirado: 'default', cancelado: 'default' } as const;
const ROTULO_SITUACAO = { aprovado: 'Aprovado', pendente: 'Aguardando o cliente', recusado: 'Recusado', expirado: 'Expirado', cancelado: 'Cancelado' } as const;

function paraPagamento(l: Linha): PagamentoCobranca {
  const valor = parseMoneyBR(l.valor) ?? Number.NaN;
  if (l.forma === 'dinheiro') return { forma: 'dinheiro', valor, valor_recebido: l.recebido.trim() === '' ? valor : (parseMoneyBR(l.recebido) ?? Number.NaN) };
  if (l.forma === 'pix' || l.forma === 'boleto') return { forma: l.forma, valor };
  const c = l.cartao;
  const cartao = c.salvo !== null ? { id_cartao_salvo: c.salvo } : { numero: onlyDigits(c.numero), titular: c.titular.trim(), validade: c.validade, cvv: c.cvv, salvar: c.salvar };
  return { forma: l.forma, valor, parcelas: l.forma === 'cartao_credito' ? c.parcelas : 1, cartao };
}

/** The field errors of line `i` from a 400's keys ('pagamentos.0.cartao.cvv' → 'cvv'). */
function errosDaLinha(erros: Record<string, string>, i: number): Record<string, string> {
  const prefixo = `pagamentos.${i}.`;
  return Object.fromEntries(Object.entries(erros).filter(([k]) => k.startsWith(prefixo)).map(([k, v]) => [k.slice(prefixo.length).split('.').at(-1) ?? k, v]));
}

interface Props {
  idPedido: number;
  formaInicial: FormaVendaManual;
  /** The Idempotency-Key of the charge being tried (kept in the draft across reloads). */
  chave: string | null;
  onChave: (chave: string | null) => void;
  novaChave: () => string;
  onNovoPedido: () => void;
}

/** The charge of a created manual order: one or more payments (split), their outcome, and what a Pix or boleto still waits for. */
export function CobrancaPedido({ idPedido, formaInicial, chave, onChave, novaChave, onNovoPedido }: Props) {
  const qc = useQueryClient();
  const canal = useCanal();
  const chaveQuery = ['novoPedido', 'cobranca', idPedido];
  const situacao = useQuery({
    queryKey: chaveQuery,
    queryFn: ({ signal }) => canal.chamar(ROTAS_VENDA_MANUAL.cobranca, { parametros: { id: idPedido }, signal }),
    // while a Pix or boleto waits, ask again: the PSP's confirmation or the expiry shows by itself
    refetchInterval: (q) => (q.state.data?.pagamentos.some((p) => p.situacao === 'pendente') ? 3000 : false),
  });
  const [linhas, setLinhas] = useState<Linha[] | null>(null);
  const [trocando, setTrocando] = useState(false);
  const restante = situacao.data?.valor_restante ?? 0;
  useEffect(() => {
    if (situacao.data) setLinhas((atual) => atual ?? [novaLinha(formaInicial, situacao.data.valor_restante)]);
  }, [situacao.data, formaInicial]);

  const guardar = (s: SituacaoCobranca) => qc.setQueryData(chaveQuery, s);
  /** The payments of a charge whose outcome is unknown (the acquirer's timeout, a lost answer): only they may be sent again, under the same key. */
  const [incerto, setIncerto] = useState<PagamentoCobranca[] | null>(null);
  const cobrar = useMutation({
    mutationFn: (pagamentos: PagamentoCobranca[]) => {
      const k = chave ?? novaChave();
      if (!chave) onChave(k);
      return canal.chamar(ROTAS_VENDA_MANUAL.cobrar, { corpo: { id_pedido: idPedido, pagamentos }, cabecalhos: { 'Idempotency-Key': k } });
    },
    onSuccess: (s) => {
      const antes = new Set((situacao.data?.pagamentos ?? []).map((p) => p.id));
      const recusou = s.pagamentos.some((p) => p.situacao === 'recusado' && !antes.has(p.id));
      onChave(null);
      setIncerto(null);
      guardar(s);
      if (recusou) {
        // a decline leaves the form as it was, the card's number and CVV cleared, for another card
        setLinhas((atual) => atual?.map((l) => ({ ...l, cartao: { ...l.cartao, numero: '', cvv: '' } })) ?? null);
        return;
      }
      setTrocando(false);
      setLinhas([novaLinha(formaInicial, s.valor_restante)]);
    },
    onError: (e, pagamentos) => {
      // a refusal before any charge frees the key; a timeout or a lost answer keeps it, with what was sent
      if (e instanceof HttpError && e.status >= 400 && e.status < 500) onChave(null);
      else if (!(e instanceof HttpError) || e.status === 504) setIncerto(pagamentos);
    },
  });
  const simular = useMutation({ mutationFn: (idPagamento: number) => canal.chamar(ROTAS_VENDA_MANUAL.simularPagamento, { parametros: { id: idPedido, idPagamento } }), onSuccess: guardar });

  if (situacao.isPending || !linhas) return <CircularProgress aria-label="Carregando a cobrança" />;
  if (situacao.isError) return <Alert severity="error" action={<Button onClick={() => void situacao.refetch()}>Tentar de novo</Button>}>{resolveErrorMessage(situacao.error)}</Alert>;
  const s = situacao.data;
  // a counter sale is Retirado as soon as it is paid: the customer has left with the goods
  const entregue = s.status_pedido.id === STATUS.retirado.id;
  const pago = s.status_pedido.id === STATUS.pago.id || entregue;
  const cancelado = s.status_pedido.id === STATUS.cancelado.id;
  const pendentes = s.pagamentos.filter((p) => p.situacao === 'pendente');
  const erros = (cobrar.isError ? formErrorsFrom(cobrar.error) : null) ?? {};
  const soma = linhas.reduce((t, l) => t + reaisParaCentavos(parseMoneyBR(l.valor) ?? 0), 0);
  const alterar = (i: number, parte: Partial<Linha>) => setLinhas(linhas.map((l, k) => (k === i ? { ...l, ...parte } : l)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h6" component="h2">
          Pedido Nº {s.id_pedido}
        </Typography>
        <Typography>Total {formatMoney(s.valor_total)}</Typography>
        <Typography>Pago {formatMoney(s.valor_pago)}</Typography>
        <Typography fontWeight={700}>Falta {formatMoney(s.valor_restante)}</Typography>
        <Chip label={s.status_pedido.descricao} color={pago ? 'success' : cancelado ? 'default' : 'warning'} />
      </Paper>

      {pago && (
        <Alert severity="success" action={<Box sx={{ display: 'flex', gap: 1 }}><Button color="inherit" component={RouterLink} to={`/vendas/gestao-pedidos/${s.id_pedido}`}>Ver pedido</Button><Button color="inherit" onClick={onNovoPedido} autoFocus={!entregue}>Novo pedido</Button></Box>}>
          {entregue ? `Pagamento aprovado: o pedido ${s.id_pedido} está pago e entregue ao cliente.` : `Pagamento aprovado: o pedido ${s.id_pedido} está pago.`}
        </Alert>
      )}
      {entregue && <NfceDaVenda idPedido={s.id_pedido} />}
      {cancelado && (
        <Alert severity="error" action={<Button color="inherit" onClick={onNovoPedido}>Novo pedido</Button>}>
          O pedido {s.id_pedido} foi cancelado: {s.pagamentos.at(-1)?.motivo ?? 'sem pagamento'}.
        </Alert>
      )}

      {pendentes.map((p) => (
        <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
          <PagamentoPendente pagamento={p} onSimular={s.simulacao ? () => simular.mutate(p.id) : null} simulando={simular.isPending} />
        </Paper>
      ))}
      {simular.isError && <Alert severity="error">{resolveErrorMessage(simular.error)}</Alert>}

      {incerto && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => cobrar.mutate(incerto)} disabled={cobrar.isPending} autoFocus>
              Tentar de novo
            </Button>
          }
        >
          {cobrar.isError ? resolveErrorMessage(cobrar.error) : 'A cobrança não teve resposta.'} A nova tentativa repete a mesma cobrança: o cliente não paga duas vezes.
        </Alert>
      )}
      {!incerto && !pago && !cancelado && restante > 0 && pendentes.length > 0 && !trocando && (
        <Box>
          <Button onClick={() => setTrocando(true)}>Cobrar de outra forma</Button>
        </Box>
      )}
      {!incerto && !pago && !cancelado && restante > 0 && (pendentes.length === 0 || trocando) && (
        <Paper component="form" aria-label="Cobrança" variant="outlined" noValidate sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} onSubmit={(e) => {
          e.preventDefault();
          cobrar.mutate(linhas.map(paraPagamento));
        }}>
          {pendentes.length > 0 && <Alert severity="info">Uma nova cobrança substitui o Pix ou boleto que aguarda o cliente.</Alert>}
          {linhas.map((l, i) => {
            const errosLinha = errosDaLinha(erros, i);
            const valorCentavos = reaisParaCentavos(parseMoneyBR(l.valor) ?? 0);
            const troco = l.forma === 'dinheiro' && l.recebido ? (parseMoneyBR(l.recebido) ?? 0) - (parseMoneyBR(l.valor) ?? 0) : null;
            return (
              <Box key={i} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: 2, borderBottom: i < linhas.length - 1 ? 1 : 0, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                  <TextField select label="Forma" autoFocus={i === 0} value={l.forma} onChange={(e) => alterar(i, { forma: e.target.value as FormaVendaManual })} size="small" sx={{ width: 200 }}>
                    {FORMAS_VENDA_MANUAL.map((f) => (
                      <MenuItem key={f} value={f}>
                        {ROTULOS_FORMA[f]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField label="Valor (R$)" value={l.valor} onChange={(e) => alterar(i, { valor: e.target.value.replace(/[^\d,.]/g, '') })} size="small" sx={{ width: 140 }} error={Boolean(errosLinha.valor)} helperText={errosLinha.valor ?? ' '} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                  {l.forma === 'dinheiro' && (
                    <TextField
                      label="Recebido (R$)"
                      value={l.recebido}
                      onChange={(e) => alterar(i, { recebido: e.target.value.replace(/[^\d,.]/g, '') })}
                      size="small"
                      sx={{ width: 150 }}
                      error={Boolean(errosLinha.valor_recebido) || (troco !== null && troco < 0)}
                      helperText={errosLinha.valor_recebido ?? (troco !== null ? (troco < 0 ? 'Menor que o valor' : `Troco ${formatMoney(troco)}`) : 'Para calcular o troco')}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                  )}
                  {linhas.length > 1 && (
                    <IconButton aria-label={`Remover pagamento ${i + 1}`} onClick={() => setLinhas(linhas.filter((_, k) => k !== i))}>
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Box>
                {Object.entries(errosLinha)
                  .filter(([campo]) => !CAMPOS_COM_LUGAR.has(campo))
                  .map(([campo, mensagem]) => (
                    <Alert key={campo} severity="error">
                      {mensagem}
                    </Alert>
                  ))}
                {ehCartao(l.forma) && (
                  <FormCartao dados={l.cartao} onChange={(cartao) => alterar(i, { cartao })} credito={l.forma === 'cartao_credito'} valorCentavos={valorCentavos} regra={s.parcelamento} idCliente={s.id_cliente} erros={errosLinha} />
                )}
              </Box>
            );
          })}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button startIcon={<AddIcon />} disabled={linhas.length >= LIMITES_VENDA_MANUAL.pagamentos} onClick={() => setLinhas([...linhas, novaLinha('pix', Math.max(0, restante - soma / 100))])}>
              Dividir em outra forma
            </Button>
            <Typography color={soma === reaisParaCentavos(restante) ? 'text.secondary' : 'error'} sx={{ ml: 'auto' }}>
              Soma {formatMoney(soma / 100)} de {formatMoney(restante)}
            </Typography>
            <Button type="submit" variant="contained" disabled={cobrar.isPending}>
              {cobrar.isPending ? 'Cobrando…' : 'Cobrar'}
            </Button>
          </Box>
          {cobrar.isError && !incerto && Object.keys(erros).length === 0 && <Alert severity="error">{resolveErrorMessage(cobrar.error)}</Alert>}
          {erros.pagamentos && <Alert severity="error">{erros.pagamentos}</Alert>}
        </Paper>
      )}

      {s.pagamentos.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Pagamentos do pedido">
          <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
            Pagamentos
          </Typography>
          {[...s.pagamentos].reverse().map((p) => (
            <LinhaPagamento key={p.id} p={p} />
          ))}
        </Paper>
      )}
    </Box>
  );
}

function LinhaPagamento({ p }: { p: PagamentoRegistrado }) {
  const detalhe = p.cartao ? `${p.cartao.bandeira} •••• ${p.cartao.ultimos4} · ${p.cartao.parcelas}x` : p.troco !== null ? `troco ${formatMoney(p.troco)}` : '';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      <Chip size="small" label={ROTULO_SITUACAO[p.situacao]} color={COR_SITUACAO[p.situacao]} />
      <Typography variant="body2">
        {p.forma_pagto.descricao} · {formatMoney(p.valor)}
        {detalhe ? ` · ${detalhe}` : ''}
      </Typography>
      {p.motivo && (
        <Typography variant="body2" color={p.situacao === 'recusado' ? 'error' : 'text.secondary'} sx={{ width: '100%' }}>
          {p.motivo}
        </Typography>
      )}
    </Box>
  );
}
