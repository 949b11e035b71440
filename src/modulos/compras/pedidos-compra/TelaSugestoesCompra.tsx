import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConsultaSugestoesBody, PADROES_SUGESTOES, type RespostaSugestoes, type SugestaoCompra } from '@retaguarda/contrato/api/sugestoesCompra';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { EstadosTabela } from '../../../layout/EstadosTabela';
import { BuscaRegistro, type RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { formatUnidades } from '../../estoque/comum/formatos';
import { useLojas } from '../../estoque/comum/useLojas';
import { CHAVE_COMPRAS } from '../comum/api';
import { LinhasSugestoes, quantidadeValida, type Escolha } from './LinhasSugestoes';
import { estadoComRascunho } from './rascunhoDeSugestoes';
import { ROTA_COMPRAS } from './TelaPedidosCompra';
import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { useCanal } from '../../../dataProvider/useCanal';

export const ROTA_SUGESTOES = `${ROTA_COMPRAS}/sugestoes`;

/** The suggestions of one supplier (or of the products without one), in the answer's order. */
interface Grupo {
  chave: string;
  id_fornecedor: number | null;
  fornecedor: string | null;
  itens: SugestaoCompra[];
}

function agrupar(itens: readonly SugestaoCompra[]): Grupo[] {
  const grupos: Grupo[] = [];
  for (const s of itens) {
    const chave = String(s.id_fornecedor ?? 'sem');
    const ultimo = grupos.at(-1);
    if (ultimo?.chave === chave) ultimo.itens.push(s);
    else grupos.push({ chave, id_fornecedor: s.id_fornecedor, fornecedor: s.fornecedor, itens: [s] });
  }
  return grupos;
}

const nomeDo = (g: Grupo) => g.fornecedor ?? 'Sem fornecedor habitual';

/**
 * The answer's lines, every one ticked at its suggested quantity; one 'Criar pedido' per supplier
 * (an order goes to one supplier) opens the new order's form with that supplier's ticked lines.
 */
function Sugestoes({ dados, idSeller }: { dados: RespostaSugestoes; idSeller: number }) {
  const navigate = useNavigate();
  const [escolhas, setEscolhas] = useState<Record<number, Escolha>>(() =>
    Object.fromEntries(dados.itens.map((s) => [s.id_produto, { marcada: true, quantidade: String(s.quantidade) }])),
  );
  const alterar = (idProduto: number, parte: Partial<Escolha>) => setEscolhas((atual) => ({ ...atual, [idProduto]: { ...atual[idProduto], ...parte } }));
  const grupos = agrupar(dados.itens);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {dados.total > dados.itens.length && (
        <Alert severity="warning">
          Mostrando {formatUnidades(dados.itens.length)} de {formatUnidades(dados.total)} sugestões. Escolha um fornecedor para ver as demais.
        </Alert>
      )}
      {grupos.map((g) => {
        const marcadas = g.itens.filter((s) => escolhas[s.id_produto]?.marcada);
        const quantidades = marcadas.map((s) => quantidadeValida(escolhas[s.id_produto]?.quantidade ?? ''));
        const invalida = quantidades.some((q) => q === null);
        const total = marcadas.reduce((soma, s, i) => soma + (quantidades[i] ?? 0) * s.custo_unitario, 0);
        const criar = () =>
          navigate(`${ROTA_COMPRAS}/novo`, {
            state: estadoComRascunho({
              id_fornecedor: g.id_fornecedor,
              fornecedor: g.fornecedor,
              id_seller: idSeller,
              itens: marcadas.map((s, i) => ({ id_produto: s.id_produto, produto: s.produto, quantidade: quantidades[i] ?? s.quantidade, custo_unitario: s.custo_unitario })),
            }),
          });
        const id = `sugestoes-${g.chave}`;
        return (
          <Box component="section" key={g.chave} aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Box>
                <Typography id={id} variant="h6" component="h2">
                  {nomeDo(g)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatUnidades(marcadas.length)} de {formatUnidades(g.itens.length)} itens marcados · {formatMoney(total)}
                  {g.id_fornecedor === null ? ' · escolha o fornecedor no pedido' : ''}
                </Typography>
              </Box>
              <Button variant="contained" disabled={marcadas.length === 0 || invalida} onClick={criar} aria-label={`Criar pedido: ${nomeDo(g)}`}>
                Criar pedido
              </Button>
            </Box>
            <LinhasSugestoes rotulo={`Sugestões: ${nomeDo(g)}`} itens={g.itens} escolhas={escolhas} diasCobertura={dados.dias_cobertura} onAlterar={alterar} />
          </Box>
        );
      })}
    </Box>
  );
}

/** A number of days as typed, for the body (the schema says what is wrong with it). */
const dias = (texto: string) => (texto.trim() === '' ? Number.NaN : Number(texto));

/**
 * /compras/pedidos-compra/sugestoes: what to buy for one store, from its minimums and recent
 * sales, grouped by each product's usual supplier.
 */
export default function TelaSugestoesCompra() {
  const lojas = useLojas();
  const canal = useCanal();
  const [loja, setLoja] = useState<number | ''>(lojas[0]?.id ?? '');
  const [fornecedor, setFornecedor] = useState<RegistroEscolhido | null>(null);
  const [diasVendas, setDiasVendas] = useState(String(PADROES_SUGESTOES.diasVendas));
  const [diasCobertura, setDiasCobertura] = useState(String(PADROES_SUGESTOES.diasCobertura));
  const corpo = ConsultaSugestoesBody.safeParse({
    id_seller: loja === '' ? undefined : loja,
    ...(fornecedor ? { id_fornecedor: fornecedor.id } : {}),
    dias_vendas: dias(diasVendas),
    dias_cobertura: dias(diasCobertura),
  });
  const erro = (campo: string) => (corpo.success ? null : (corpo.error.issues.find((i) => i.path[0] === campo)?.message ?? null));
  const consulta = corpo.success ? corpo.data : null;
  // nothing is asked while a field is wrong: its message says why
  const q = useQuery({ queryKey: [CHAVE_COMPRAS, 'sugestoes', consulta], queryFn: consulta ? ({ signal }) => canal.chamar(ROTAS_COMPRAS.sugestoes, { corpo: consulta, signal }) : skipToken });
  const cobertura = consulta?.dias_cobertura ?? PADROES_SUGESTOES.diasCobertura;
  const vendas = consulta?.dias_vendas ?? PADROES_SUGESTOES.diasVendas;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina titulo="Sugestões de compra" trilha={[{ label: 'Compras' }, { label: 'Pedidos de compra', to: ROTA_COMPRAS }]} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} role="search" aria-label="Filtros das sugestões de compra">
        <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label="Loja" value={loja} onChange={(e) => setLoja(Number(e.target.value))} required sx={{ minWidth: 200 }} error={Boolean(erro('id_seller'))} helperText={erro('id_seller')}>
          {lojas.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nome}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}>
          <BuscaRegistro recurso="fornecedores" rotulo="Fornecedor" valor={fornecedor} onChange={setFornecedor} naBarra />
        </Box>
        <TextField
          type="number" size="small" variant="outlined" margin="none" fullWidth={false} label="Vendas dos últimos (dias)" value={diasVendas} onChange={(e) => setDiasVendas(e.target.value)}
          error={Boolean(erro('dias_vendas'))} helperText={erro('dias_vendas')} slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} sx={{ width: 200 }}
        />
        <TextField
          type="number" size="small" variant="outlined" margin="none" fullWidth={false} label="Cobrir (dias)" value={diasCobertura} onChange={(e) => setDiasCobertura(e.target.value)}
          error={Boolean(erro('dias_cobertura'))} helperText={erro('dias_cobertura')} slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} sx={{ width: 160 }}
        />
      </Paper>
      <Alert severity="info" sx={{ mb: 2 }}>
        Cada produto sugerido traz o maior de dois: o que falta para o estoque mínimo, ou o que falta para cobrir {formatUnidades(cobertura)} dias na média de vendas dos
        últimos {formatUnidades(vendas)} dias, descontado o que já está em pedidos de compra abertos. Um pedido de compra é de um só fornecedor: marque os itens e use
        “Criar pedido” em cada fornecedor; o pedido abre para conferir antes de salvar.
      </Alert>
      <EstadosTabela
        consulta={q}
        carregando="Calculando as sugestões de compra"
        esqueleto={<Skeleton height={200} />}
        barraAtualizando={false}
        vazia={(d) => d.itens.length === 0}
        semItens="Nenhuma sugestão: os estoques cobrem as vendas."
      >
        {/* the ticks and quantities start again when the filters change, not when the same answer is fetched again */}
        {(dados) => consulta && <Sugestoes key={JSON.stringify(consulta)} dados={dados} idSeller={consulta.id_seller} />}
      </EstadosTabela>
    </Box>
  );
}
