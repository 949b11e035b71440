import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PrecoPedido } from '@retaguarda/contrato/api/vendaManual';
import { formatMoney } from '@retaguarda/contrato/br/money';

interface Props {
  preco: PrecoPedido | undefined;
  carregando: boolean;
  erro: string | null;
  vazio: boolean;
  children?: ReactNode;
}

function Linha({ rotulo, valor, forte = false, cor }: { rotulo: string; valor: string; forte?: boolean; cor?: string }) {
  return (
    // only the total is announced as it changes, not every line on every keystroke's quote
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} aria-live={forte ? 'polite' : undefined}>
      <Typography variant={forte ? 'subtitle1' : 'body2'} fontWeight={forte ? 700 : undefined}>
        {rotulo}
      </Typography>
      <Typography variant={forte ? 'subtitle1' : 'body2'} fontWeight={forte ? 700 : undefined} color={cor} sx={{ whiteSpace: 'nowrap' }}>
        {valor}
      </Typography>
    </Box>
  );
}

/** The totals as the server priced them: always in view, exact to the centavo, never computed here. */
export function ResumoTotais({ preco, carregando, erro, vazio, children }: Props) {
  return (
    <Box component="section" aria-label="Totais do pedido" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box sx={{ height: 4 }}>{carregando && <LinearProgress aria-label="Calculando totais" />}</Box>
      {vazio ? (
        <Typography color="text.secondary">Escolha a loja e inclua itens para ver os totais.</Typography>
      ) : erro ? (
        <Alert severity="warning">{erro}</Alert>
      ) : preco ? (
        <>
          <Linha rotulo="Produtos" valor={formatMoney(preco.valor_produtos)} />
          {preco.promocoes.map((p) => (
            <Linha key={p.id} rotulo={p.descricao} valor={`− ${formatMoney(p.valor)}`} cor="success.main" />
          ))}
          {preco.cupom?.aplicado && <Linha rotulo={`Cupom ${preco.cupom.codigo}`} valor={`− ${formatMoney(preco.cupom.valor)}`} cor="success.main" />}
          <Linha rotulo="Descontos" valor={`− ${formatMoney(preco.valor_desconto)}`} />
          <Linha rotulo="Frete" valor={formatMoney(preco.valor_frete)} />
          {/* MUI's Divider as it draws itself (a thin rule in the theme's divider colour), without its module on this page's first view */}
          <Box component="hr" sx={{ m: 0, my: 0.5, flexShrink: 0, borderWidth: 0, borderStyle: 'solid', borderColor: 'divider', borderBottomWidth: 'thin' }} />
          <Linha rotulo="Total" valor={formatMoney(preco.valor_total)} forte />
        </>
      ) : (
        <Typography color="text.secondary">Calculando…</Typography>
      )}
      {children}
    </Box>
  );
}
