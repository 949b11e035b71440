import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LIMITES_COMPRAS, MENSAGENS_COMPRAS, ROTAS_COMPRAS, type ItemCompra, type PedidoCompra, type RecebimentoBody } from '@retaguarda/contrato/api/compras';
import { validarChaveNfe } from '@retaguarda/contrato/br/chaveAcesso';
import { temEan, temSku } from '@retaguarda/contrato/br/codigoLido';
import { HttpError, resolveErrorMessage } from '../../../http';
import { CampoLeitor } from '../../../layout/CampoLeitor';
import { CHAVE_ESTOQUE } from '../../estoque/comum/api';
import { formatUnidades } from '../../estoque/comum/formatos';
import { CHAVE_COMPRAS } from '../comum/api';
import { AvisoRetomada, ConfirmarDescarte } from './AvisosContagem';
import { ROTA_RECEBIMENTOS } from './comuns';
import { LinhasRecebimento, type Contagem, type Contagens, type LinhaConferida } from './LinhasRecebimento';
import { descartarContagem, guardarContagem, retomarContagem, temContagem } from './rascunhoRecebimento';
import { useCanal } from '../../../dataProvider/useCanal';

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

interface Props {
  pedido: PedidoCompra;
  /** Whose draft this is: each user's count of an order is their own. */
  idUsuario: number;
  recarregar: () => void;
  recarregando: boolean;
  /** The draft was discarded: the screen starts this order's count again from nothing. */
  onDescartada: () => void;
}

/**
 * The receipt being counted: never in the server until it is confirmed, but kept in this browser
 * (rascunhoRecebimento.ts) after every change, so a reload or a closed tab picks it up again.
 */
export function ConferenciaRecebimento({ pedido, idUsuario, recarregar, recarregando, onDescartada }: Props) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const navigate = useNavigate();
  const [inicio] = useState(() => retomarContagem(idUsuario, pedido.id, pedido.version));
  const [retomada, setRetomada] = useState(inicio.retomada);
  const [contagens, setContagens] = useState<Contagens>(inicio.contagem.contagens);
  const [leitura, setLeitura] = useState<Leitura>(null);
  const [chave, setChave] = useState(inicio.contagem.chave);
  const [observacao, setObservacao] = useState(inicio.contagem.observacao);
  const [encerrar, setEncerrar] = useState(inicio.contagem.encerrar);
  const [tentou, setTentou] = useState(false);
  const [recusa, setRecusa] = useState<string | null>(null);
  const [descartando, setDescartando] = useState(false);
  // once confirmed, the order's refreshed version must not bring the sent counts back as a draft
  const confirmada = useRef(false);
  const contagem = { contagens, chave, observacao, encerrar };
  useEffect(() => {
    if (!confirmada.current) guardarContagem(idUsuario, pedido.id, pedido.version, { contagens, chave, observacao, encerrar });
  }, [idUsuario, pedido.id, pedido.version, contagens, chave, observacao, encerrar]);
  const descartar = () => {
    descartarContagem(idUsuario, pedido.id);
    setDescartando(false);
    onDescartada();
  };

  const m = useMutation({
    mutationFn: (b: RecebimentoBody) => canal.chamar(ROTAS_COMPRAS.receber, { parametros: { id: pedido.id }, corpo: b }),
    onSuccess: (_p, b) => {
      confirmada.current = true;
      descartarContagem(idUsuario, pedido.id);
      const boas = b.itens.reduce((s, i) => s + i.recebido - (i.avariado ?? 0), 0);
      notify(`Recebimento do pedido nº ${pedido.id} registrado: ${formatUnidades(boas)} unidade(s) entraram no estoque de ${pedido.loja}`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_COMPRAS] });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      navigate(ROTA_RECEBIMENTOS);
    },
  });

  // each count is added onto the latest state, so scans that land before a render are all kept
  const lerCodigo = (codigo: string) => {
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
      <AvisoRetomada retomada={retomada} onDescartar={() => setDescartando(true)} onFechar={() => setRetomada(null)} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <CampoLeitor ajuda="Cada leitura soma 1 unidade à linha do produto." onLer={lerCodigo} />
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
          {temContagem(contagem) ? '. A contagem fica guardada neste navegador até ser confirmada ou descartada.' : ''}
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
          {temContagem(contagem) ? (
            <Button color="error" onClick={() => setDescartando(true)}>
              Descartar contagem
            </Button>
          ) : (
            <Button component={RouterLink} to={ROTA_RECEBIMENTOS}>
              Cancelar
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmarDescarte aberto={descartando} onCancelar={() => setDescartando(false)} onDescartar={descartar} />
    </>
  );
}
