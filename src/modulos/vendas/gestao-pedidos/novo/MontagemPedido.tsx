import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { FORMAS_VENDA_MANUAL, ROTAS_VENDA_MANUAL, type FormaVendaManual, type EntregaPedido, type PedidoManualCriado, type PrecoPedido } from '@retaguarda/contrato/api/vendaManual';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formErrorsFrom, resolveErrorMessage } from '../../../../http';
import { useSessao } from '../../../../session/store';
import { carrinhoDe, enderecoDe, ROTULOS_FORMA, type Rascunho } from './rascunho';
import { ResumoTotais } from './ResumoTotais';
import { SecaoCliente } from './SecaoCliente';
import { SecaoEntrega } from './SecaoEntrega';
import { SecaoItens } from './SecaoItens';
import { useCanal } from '../../../../dataProvider/useCanal';

function Secao({ titulo, atalho, children }: { titulo: string; atalho?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={titulo} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {titulo}
        {atalho && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {atalho}
          </Typography>
        )}
      </Typography>
      {children}
    </Paper>
  );
}

const OBRIGATORIOS_ENDERECO = ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'] as const;

interface Props {
  rascunho: Rascunho;
  /** Always from the latest draft: two changes in a row (scans faster than a render) both land. */
  onChange: Dispatch<SetStateAction<Rascunho>>;
  onCriado: (p: PedidoManualCriado) => void;
}

/** The order put together: client, items, delivery, coupon and intended payment, priced by the server as it changes. */
export function MontagemPedido({ rascunho: r, onChange, onCriado }: Props) {
  const sellers = useSessao().metadata?.sellers ?? [];
  const buscaProdutoRef = useRef<HTMLInputElement | null>(null);
  const [cupomDigitado, setCupomDigitado] = useState(r.cupom);
  const [errosLocais, setErrosLocais] = useState<Record<string, string>>({});
  // each refused attempt: its first error is brought into view (on a phone it may be far up, or under the bar)
  const [recusas, setRecusas] = useState(0);
  const raiz = useRef<HTMLDivElement | null>(null);
  const criando = useRef(false);
  const canal = useCanal();
  const carrinho = carrinhoDe(r);
  const cotacao = useQuery<PrecoPedido>({
    queryKey: ['novoPedido', 'cotacao', carrinho],
    queryFn: ({ signal }) => (carrinho ? canal.chamar(ROTAS_VENDA_MANUAL.cotacao, { corpo: carrinho, signal }) : Promise.reject(new Error('Inclua ao menos um item'))),
    enabled: carrinho !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const criar = useMutation({
    mutationFn: () => {
      if (!carrinho) throw new Error('Inclua ao menos um item');
      let entrega: EntregaPedido;
      if (carrinho.entrega.tipo === 'entrega') {
        const endereco = enderecoDe(r.entrega.endereco);
        if (!endereco) throw new Error('Confira o endereço de entrega: CEP com 8 dígitos, logradouro, número, bairro, cidade e UF');
        entrega = { ...carrinho.entrega, endereco };
      } else entrega = carrinho.entrega;
      return canal.chamar(ROTAS_VENDA_MANUAL.criar, { corpo: { ...carrinho, entrega, forma_pagto: r.forma, observacao_interna: r.observacao.trim() || null } });
    },
    onSuccess: onCriado,
  });
  const errosServidor = (criar.isError ? formErrorsFrom(criar.error) : null) ?? {};
  const erros = { ...errosServidor, ...errosLocais };

  const tentarCriar = () => {
    const faltam: Record<string, string> = {};
    if (r.entrega.tipo === 'entrega') for (const c of OBRIGATORIOS_ENDERECO) if (r.entrega.endereco[c].trim() === '') faltam[c] = 'Obrigatório';
    if (!r.cliente && !r.anonimo) faltam.cliente = 'Escolha o cliente ou marque consumidor não identificado';
    setErrosLocais(faltam);
    if (Object.keys(faltam).length > 0) setRecusas((n) => n + 1);
    // a held Ctrl+Enter repeats: one order per press, never two
    if (Object.keys(faltam).length === 0 && carrinho && !cotacao.isError && !criando.current) {
      criando.current = true;
      criar.mutate(undefined, { onSettled: () => (criando.current = false) });
    }
  };

  // Ctrl+Enter (⌘+Enter) creates the order from anywhere on the screen
  const tentarRef = useRef(tentarCriar);
  tentarRef.current = tentarCriar;
  useEffect(() => {
    const teclar = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        tentarRef.current();
      }
    };
    window.addEventListener('keydown', teclar);
    return () => window.removeEventListener('keydown', teclar);
  }, []);

  useEffect(() => {
    if (recusas === 0) return;
    const primeiro = raiz.current?.querySelector<HTMLElement>('#novo-pedido-erro-cliente, [aria-invalid="true"]');
    primeiro?.scrollIntoView?.({ block: 'center' });
    if (primeiro instanceof HTMLInputElement) primeiro.focus({ preventScroll: true });
  }, [recusas]);

  const preco = cotacao.data;
  const largo = useMediaQuery((t: Theme) => t.breakpoints.up('lg'));
  const barra = useRef<HTMLElement | null>(null);
  // whatever the page scrolls into view (a focused field, a warning) stops above the bar, not under it
  useEffect(() => {
    const el = barra.current;
    if (largo || !el || typeof ResizeObserver === 'undefined') return;
    const raizDoDocumento = document.documentElement;
    const medir = () => {
      raizDoDocumento.style.scrollPaddingBottom = `${el.offsetHeight}px`;
    };
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    medir();
    return () => {
      observador.disconnect();
      raizDoDocumento.style.scrollPaddingBottom = '';
    };
  }, [largo]);
  const botaoCriar = (
    <Button variant="contained" size="large" onClick={tentarCriar} disabled={criar.isPending || carrinho === null || cotacao.isError} sx={{ mt: largo ? 1 : 0 }}>
      Criar pedido e cobrar
    </Button>
  );
  const cupom = preco?.cupom;
  const erroCotacao = cotacao.isError ? resolveErrorMessage(cotacao.error) : null;
  const falhaCriacao = criar.isError ? <Alert severity="error">{Object.keys(errosServidor).length === 0 ? resolveErrorMessage(criar.error) : Object.values(errosServidor).join(' · ')}</Alert> : null;

  return (
    <Box ref={raiz} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Secao titulo="Loja e cliente">
          <TextField select label="Loja" value={r.id_seller ?? ''} onChange={(e) => onChange((a) => ({ ...a, id_seller: Number(e.target.value) }))} size="small" sx={{ maxWidth: 360 }}>
            {sellers.map((s) => (
              <MenuItem key={s.id_pessoa} value={s.id_pessoa}>
                {s.nome}
              </MenuItem>
            ))}
          </TextField>
          <SecaoCliente cliente={r.cliente} anonimo={r.anonimo} onChange={(cliente, anonimo) => onChange((a) => ({ ...a, cliente, anonimo }))} aoEscolher={() => buscaProdutoRef.current?.focus()} />
          {erros.cliente && (
            <Alert id="novo-pedido-erro-cliente" severity="warning">
              {erros.cliente}
            </Alert>
          )}
        </Secao>
        <Secao titulo="Itens">
          <SecaoItens
            itens={r.itens}
            precificados={preco?.itens}
            descontoMaximo={preco?.desconto_maximo_percentual}
            idSeller={r.id_seller}
            vendeSemEstoque={preco?.vende_sem_estoque}
            onChange={(f) => onChange((a) => ({ ...a, itens: f(a.itens) }))}
            buscaRef={buscaProdutoRef}
          />
        </Secao>
        <Secao titulo="Entrega">
          <SecaoEntrega entrega={r.entrega} onChange={(entrega) => onChange((a) => ({ ...a, entrega }))} erros={erros} />
        </Secao>
        <Secao titulo="Cupom e pagamento">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              label="Cupom de desconto"
              value={cupomDigitado}
              onChange={(e) => setCupomDigitado(e.target.value.toUpperCase())}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                  e.preventDefault();
                  onChange((a) => ({ ...a, cupom: cupomDigitado.trim() }));
                }
              }}
              size="small"
              error={Boolean(cupom && !cupom.aplicado)}
              helperText={cupom ? (cupom.aplicado ? `${cupom.descricao ?? 'Cupom'} aplicado` : cupom.motivo) : 'Enter aplica o cupom'}
              sx={{ width: 260 }}
            />
            <Button onClick={() => onChange((a) => ({ ...a, cupom: cupomDigitado.trim() }))} disabled={cupomDigitado.trim() === r.cupom}>
              Aplicar
            </Button>
            {r.cupom !== '' && (
              <Button
                onClick={() => {
                  setCupomDigitado('');
                  onChange((a) => ({ ...a, cupom: '' }));
                }}
              >
                Remover cupom
              </Button>
            )}
          </Box>
          <TextField select label="Forma de pagamento" value={r.forma} onChange={(e) => onChange((a) => ({ ...a, forma: e.target.value as FormaVendaManual }))} size="small" sx={{ maxWidth: 260 }}>
            {FORMAS_VENDA_MANUAL.map((f) => (
              <MenuItem key={f} value={f}>
                {ROTULOS_FORMA[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Observação interna" value={r.observacao} onChange={(e) => onChange((a) => ({ ...a, observacao: e.target.value.slice(0, 1000) }))} multiline minRows={2} size="small" />
        </Secao>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 72 } }}>
        <ResumoTotais preco={preco} carregando={cotacao.isFetching} erro={erroCotacao} vazio={carrinho === null}>
          {largo && falhaCriacao}
          {largo && botaoCriar}
          {largo && (
            <Typography variant="caption" color="text.secondary" textAlign="center">
              Ctrl+Enter cria o pedido · o rascunho fica salvo neste navegador
            </Typography>
          )}
        </ResumoTotais>
      </Paper>
      {!largo && (
        // below the side panel's width the total and the button stay at the bottom of the screen, and
        // the creation's refusal with them: anywhere else the bar would cover it or it would be out of view
        <Paper
          ref={barra}
          component="section"
          aria-label="Total e criação do pedido"
          elevation={6}
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, borderRadius: 0, mx: { xs: -1, sm: -2 } }}
        >
          {falhaCriacao}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
            <Typography fontWeight={700} color={erroCotacao ? 'warning.dark' : undefined}>
              {erroCotacao ?? (preco ? `Total ${formatMoney(preco.valor_total)}` : carrinho === null ? 'Sem itens' : 'Calculando…')}
            </Typography>
            {botaoCriar}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
