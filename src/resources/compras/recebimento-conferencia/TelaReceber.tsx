import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LIMITES_COMPRAS, MENSAGENS_COMPRAS, podeReceber, SITUACOES_COMPRA, type ItemCompra, type PedidoCompra, type RecebimentoBody } from '@retaguarda/contrato/api/compras';
import { validarChaveNfe } from '@retaguarda/contrato/br/chaveAcesso';
import { temEan, temSku } from '@retaguarda/contrato/br/codigoLido';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { HttpError, resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { CHAVE_ESTOQUE } from '../../estoque/comum/api';
import { formatUnidades } from '../../estoque/comum/formatos';
import { CHAVE_COMPRAS, lerPedidoCompra, receberPedidoCompra } from '../comum/api';
import { formatDia } from '../comum/formatos';
import { ROTA_RECEBIMENTOS } from './comuns';
import { LinhasRecebimento, type Contagem, type Contagens, type LinhaConferida } from './LinhasRecebimento';

const SEM_CONTAGEM: Contagem = { recebido: '', avariado: '' };
const TAMANHO_CHAVE = 44;

/** A count as typed: blank is none; null when it is not a whole number the contract takes. */
function quantidadeDe(texto: string): number | null {
  if (texto.trim() === '') return 0;
  const n = Number(texto);
  return Number.isInteger(n) && n >= 0 && n <= LIMITES_COMPRAS.quantidade ? n : null;
}

/** The line a scanned or typed code stands for: its EAN first, then its SKU in any case. */
function linhaDoCodigo(itens: readonly ItemCompra[], codigo: string): ItemCompra | undefined {
  return itens.find((i) => temEan(i.ean, codigo)) ?? itens.find((i) => temSku(i.sku, codigo));
}

type Leitura = { tipo: 'lido'; id_produto: number } | { tipo: 'desconhecido'; codigo: string } | null;

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

/** The receipt being counted: kept here, never in the server, until it is confirmed. */
function Conferencia({ pedido, recarregar, recarregando }: { pedido: PedidoCompra; recarregar: () => void; recarregando: boolean }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [contagens, setContagens] = useState<Contagens>({});
  const [leitura, setLeitura] = useState<Leitura>(null);
  const [chave, setChave] = useState('');
  const [observacao, setObservacao] = useState('');
  const [encerrar, setEncerrar] = useState(false);
  const [tentou, setTentou] = useState(false);
  const [recusa, setRecusa] = useState<string | null>(null);

  const m = useMutation({
    mutationFn: (b: RecebimentoBody) => receberPedidoCompra(pedido.id, b),
    onSuccess: (_p, b) => {
      const boas = b.itens.reduce((s, i) => s + i.recebido - (i.avariado ?? 0), 0);
      notify(`Recebimento do pedido nº ${pedido.id} registrado: ${formatUnidades(boas)} unidade(s) entraram no estoque de ${pedido.loja}`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_COMPRAS] });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      navigate(ROTA_RECEBIMENTOS);
    },
  });

  // A scanner types the code and presses Enter, several times a second: the field is left
  // uncontrolled (no render per character) and each count is added onto the latest state, so
  // scans that land before a render are all kept.
  const lerCodigo = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const campo = e.currentTarget;
    const codigo = campo.value.trim();
    campo.value = '';
    if (!codigo) return;
    const linha = linhaDoCodigo(pedido.itens, codigo);
    if (!linha) {
      setLeitura({ tipo: 'desconhecido', codigo });
      return;
    }
    setContagens((prev) => {
      const c = prev[linha.id_produto] ?? SEM_CONTAGEM;
      const antes = quantidadeDe(c.recebido) ?? Math.max(0, Math.floor(Number(c.recebido)) || 0);
      return { ...prev, [linha.id_produto]: { ...c, recebido: String(antes + 1) } };
    });
    setLeitura({ tipo: 'lido', id_produto: linha.id_produto });
    setRecusa(null);
  };

  const alterar = (id: number, campo: keyof Contagem, valor: string) => {
    setContagens((prev) => ({ ...prev, [id]: { ...(prev[id] ?? SEM_CONTAGEM), [campo]: valor } }));
    setRecusa(null);
  };

  const linhas: LinhaConferida[] = pedido.itens.map((i) => {
    const c = contagens[i.id_produto] ?? SEM_CONTAGEM;
    return { item: i, contagem: c, recebido: quantidadeDe(c.recebido), avariado: quantidadeDe(c.avariado) };
  });
  const haFalta = linhas.some((l) => l.item.quantidade - l.item.recebido - (l.recebido ?? 0) > 0);
  const totalAgora = linhas.reduce((s, l) => s + (l.recebido ?? 0), 0);
  const totalAvariado = linhas.reduce((s, l) => s + (l.avariado ?? 0), 0);

  const validacaoChave = chave.length === TAMANHO_CHAVE ? validarChaveNfe(chave) : null;
  const erroChave = validacaoChave && !validacaoChave.ok ? validacaoChave.motivo : tentou && chave.length > 0 && chave.length < TAMANHO_CHAVE ? 'A chave tem 44 dígitos' : null;

  const confirmar = () => {
    setTentou(true);
    m.reset();
    const recusar = (motivo: string) => setRecusa(motivo);
    if (linhas.some((l) => l.recebido === null || l.avariado === null)) return recusar('Confira as quantidades destacadas: cada uma é um número inteiro de 0 a 99.999.');
    if (linhas.some((l) => (l.avariado ?? 0) > (l.recebido ?? 0))) return recusar(MENSAGENS_COMPRAS.avariaMaiorQueRecebido);
    if (totalAgora === 0) return recusar(MENSAGENS_COMPRAS.recebimentoVazio);
    if (chave.length > 0 && (chave.length !== TAMANHO_CHAVE || !validarChaveNfe(chave).ok)) return recusar('Confira a chave de acesso da NF-e.');
    setRecusa(null);
    const obs = observacao.trim();
    m.mutate({
      version: pedido.version,
      ...(chave ? { chave_nfe: chave } : {}),
      ...(obs ? { observacao: obs } : {}),
      encerrar: haFalta && encerrar,
      itens: linhas.flatMap((l) => ((l.recebido ?? 0) > 0 || (l.avariado ?? 0) > 0 ? [{ id_produto: l.item.id_produto, recebido: l.recebido ?? 0, avariado: l.avariado ?? 0 }] : [])),
    });
  };

  const conflito = m.error instanceof HttpError && m.error.status === 409;
  const lida = leitura?.tipo === 'lido' ? linhas.find((l) => l.item.id_produto === leitura.id_produto) : undefined;

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <TextField
          autoFocus
          label="Código de barras (EAN) ou SKU"
          placeholder="Leia com o leitor ou digite e tecle Enter"
          variant="outlined"
          margin="none"
          fullWidth
          autoComplete="off"
          helperText="Cada leitura soma 1 unidade à linha do produto."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { onKeyDown: lerCodigo, spellCheck: false, enterKeyHint: 'enter' } }}
          sx={{ maxWidth: 560 }}
        />
        <Box sx={{ mt: 1, minHeight: 24 }}>
          {leitura?.tipo === 'desconhecido' && (
            <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
              Código {leitura.codigo} não está neste pedido
            </Alert>
          )}
          <Typography role="status" variant="body2" color="success.main">
            {lida ? `${lida.item.produto}: ${formatUnidades(lida.recebido ?? 0)} recebida(s) agora` : ''}
          </Typography>
        </Box>
      </Paper>

      <LinhasRecebimento linhas={linhas} destaque={lida?.item.id_produto ?? null} onAlterar={alterar} />

      <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'grid', gap: 2 }}>
        <TextField
          label="Chave de acesso da NF-e"
          value={chave}
          onChange={(e) => setChave(e.target.value.replace(/\D/g, '').slice(0, TAMANHO_CHAVE))}
          variant="outlined"
          margin="none"
          error={erroChave !== null}
          helperText={erroChave ?? `Opcional: os 44 dígitos da nota do fornecedor (${chave.length}/44)`}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } }}
        />
        <TextField
          label="Observação"
          value={observacao}
          onChange={(e) => setObservacao(e.target.value)}
          variant="outlined"
          margin="none"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: LIMITES_COMPRAS.texto } }}
        />
        {haFalta && (
          <Box>
            <FormControlLabel control={<Checkbox checked={encerrar} onChange={(e) => setEncerrar(e.target.checked)} />} label="Encerrar o pedido com a falta" />
            <FormHelperText sx={{ mt: 0 }}>{encerrar ? 'O pedido fica recebido: o que falta não será mais aguardado.' : 'Sem marcar, o pedido continua aguardando o que falta.'}</FormHelperText>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          Nesta entrega: {formatUnidades(totalAgora)} unidade(s)
          {totalAvariado > 0 ? `, ${formatUnidades(totalAvariado)} avariada(s)` : ''}
        </Typography>
        {recusa && <Alert severity="error">{recusa}</Alert>}
        {m.isError &&
          (conflito ? (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  disabled={recarregando}
                  onClick={() => {
                    m.reset();
                    recarregar();
                  }}
                >
                  Recarregar
                </Button>
              }
            >
              {resolveErrorMessage(m.error)}
            </Alert>
          ) : (
            <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>
          ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={confirmar} disabled={m.isPending || recarregando}>
            Confirmar recebimento
          </Button>
          <Button component={RouterLink} to={ROTA_RECEBIMENTOS}>
            Cancelar
          </Button>
        </Box>
      </Paper>
    </>
  );
}

/** /compras/recebimento-conferencia/:id: the goods of one purchase order counted, by scanner or by hand, and entered into the store's stock. */
export default function TelaReceber() {
  const { id: param } = useParams();
  const id = Number(param);
  const valido = Number.isInteger(id) && id > 0;
  const q = useQuery({ queryKey: [CHAVE_COMPRAS, 'pedido', id], queryFn: ({ signal }) => lerPedidoCompra(id, signal), enabled: valido });
  const pedido = q.data;
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
            <Conferencia key={pedido.id} pedido={pedido} recarregar={() => void q.refetch()} recarregando={q.isFetching} />
          ) : (
            <Alert severity="info">Este pedido está com a situação “{SITUACOES_COMPRA[pedido.situacao]}”: não há mercadoria a receber.</Alert>
          )}
        </>
      )}
    </Box>
  );
}
