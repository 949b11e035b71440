import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as ptBRPickers } from '@mui/x-date-pickers/locales';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { PedidoCompraBody, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { formatDecimalBR } from '@retaguarda/contrato/br/decimal';
import { formatMoney, parseMoneyBR } from '@retaguarda/contrato/br/money';
import { BuscaRegistro, type RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { diaValido } from '../../estoque/comum/periodo';
import { useLojas } from '../../estoque/comum/useLojas';

const textosPickers = ptBRPickers.components.MuiLocalizationProvider.defaultProps.localeText;

export interface LinhaForm {
  chave: number;
  produto: RegistroEscolhido | null;
  quantidade: string;
  custo: string;
}

export interface ValoresForm {
  fornecedor: RegistroEscolhido | null;
  loja: number | '';
  previsao: Date | null;
  condicoes: string;
  observacao: string;
  linhas: LinhaForm[];
}

let proxima = 0;
export const novaLinha = (): LinhaForm => ({ chave: ++proxima, produto: null, quantidade: '', custo: '' });

export function valoresDe(p: PedidoCompra | null, lojaPadrao: number | ''): ValoresForm {
  if (!p) return { fornecedor: null, loja: lojaPadrao, previsao: null, condicoes: '', observacao: '', linhas: [novaLinha()] };
  return {
    fornecedor: { id: p.id_fornecedor, titulo: p.fornecedor },
    loja: p.id_seller,
    previsao: p.previsao_entrega ? new Date(`${p.previsao_entrega}T12:00:00`) : null,
    condicoes: p.condicoes_pagamento ?? '',
    observacao: p.observacao ?? '',
    linhas: p.itens.map((i) => ({ chave: ++proxima, produto: { id: i.id_produto, titulo: i.produto }, quantidade: String(i.quantidade), custo: formatDecimalBR(i.custo_unitario, 2) })),
  };
}

/** The body the form would send, checked by the contract's schema. */
export function corpoDe(v: ValoresForm) {
  return PedidoCompraBody.safeParse({
    id_fornecedor: v.fornecedor?.id,
    id_seller: v.loja === '' ? undefined : v.loja,
    previsao_entrega: v.previsao ? format(v.previsao, 'yyyy-MM-dd') : null,
    condicoes_pagamento: v.condicoes.trim() || null,
    observacao: v.observacao.trim() || null,
    itens: v.linhas.map((l) => ({ id_produto: l.produto?.id, quantidade: l.quantidade === '' ? undefined : Number(l.quantidade), custo_unitario: parseMoneyBR(l.custo) ?? undefined })),
  });
}

/** A draft's fields: supplier, store, expected day, terms and the items with quantity and unit cost. */
export function FormPedidoCompra({ valores, onChange, mostrarErros }: { valores: ValoresForm; onChange: (v: ValoresForm) => void; mostrarErros: boolean }) {
  const lojas = useLojas();
  const corpo = corpoDe(valores);
  const problemas = mostrarErros && !corpo.success ? corpo.error.issues : [];
  const erro = (...caminho: (string | number)[]) => problemas.find((p) => caminho.every((c, i) => p.path[i] === c))?.message ?? null;
  const alterarLinha = (chave: number, parte: Partial<LinhaForm>) => onChange({ ...valores, linhas: valores.linhas.map((l) => (l.chave === chave ? { ...l, ...parte } : l)) });
  const total = valores.linhas.reduce((s, l) => s + (Number(l.quantidade) || 0) * (parseMoneyBR(l.custo) ?? 0), 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BuscaRegistro recurso="fornecedores" rotulo="Fornecedor" valor={valores.fornecedor} onChange={(f) => onChange({ ...valores, fornecedor: f })} obrigatorio erro={erro('id_fornecedor') ? 'Escolha o fornecedor' : null} />
        <TextField select label="Loja que recebe" value={valores.loja} onChange={(e) => onChange({ ...valores, loja: Number(e.target.value) })} required error={Boolean(erro('id_seller'))} helperText={erro('id_seller') ? 'Escolha a loja que recebe' : ' '}>
          {lojas.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nome}
            </MenuItem>
          ))}
        </TextField>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={textosPickers}>
          <DatePicker label="Previsão de entrega" format="dd/MM/yyyy" value={valores.previsao} onChange={(d) => onChange({ ...valores, previsao: diaValido(d) })} slotProps={{ field: { clearable: true }, textField: { variant: 'filled', helperText: ' ' } }} />
        </LocalizationProvider>
        <TextField label="Condições de pagamento" value={valores.condicoes} onChange={(e) => onChange({ ...valores, condicoes: e.target.value })} helperText="Ex.: 30/60/90 dias, boleto" slotProps={{ htmlInput: { maxLength: 120 } }} />
        <TextField label="Observação para o fornecedor" value={valores.observacao} onChange={(e) => onChange({ ...valores, observacao: e.target.value })} multiline minRows={2} sx={{ gridColumn: { md: '1 / -1' } }} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} role="group" aria-label="Itens do pedido de compra">
        <Typography variant="h6" component="h2">
          Itens
        </Typography>
        {erro('itens') && <Typography color="error">{erro('itens')}</Typography>}
        {valores.linhas.map((l, i) => (
          <Box key={l.chave} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }} role="group" aria-label={`Item ${i + 1}`}>
            <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
              <BuscaRegistro recurso="produtos" rotulo={`Produto ${i + 1}`} valor={l.produto} onChange={(v) => alterarLinha(l.chave, { produto: v })} obrigatorio erro={erro('itens', i, 'id_produto') ? 'Escolha o produto' : null} />
            </Box>
            <TextField label="Quantidade" type="number" value={l.quantidade} onChange={(e) => alterarLinha(l.chave, { quantidade: e.target.value })} required error={Boolean(erro('itens', i, 'quantidade'))} helperText={erro('itens', i, 'quantidade')} sx={{ width: 130 }} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
            <TextField label="Custo un. (R$)" value={l.custo} onChange={(e) => alterarLinha(l.chave, { custo: e.target.value.replace(/[^\d,.]/g, '') })} required error={Boolean(erro('itens', i, 'custo_unitario'))} helperText={erro('itens', i, 'custo_unitario') ? 'Informe o custo' : ' '} sx={{ width: 170 }} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <IconButton aria-label={`Remover item ${i + 1}`} disabled={valores.linhas.length === 1} onClick={() => onChange({ ...valores, linhas: valores.linhas.filter((x) => x.chave !== l.chave) })} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => onChange({ ...valores, linhas: [...valores.linhas, novaLinha()] })}>
            Adicionar item
          </Button>
          <Typography sx={{ fontWeight: 600 }} aria-label="Total do pedido de compra">
            Total: {formatMoney(total)}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
