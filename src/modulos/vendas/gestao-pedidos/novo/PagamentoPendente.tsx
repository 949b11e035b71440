import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PagamentoRegistrado } from '@retaguarda/contrato/api/vendaManual';
import { formatarLinhaDigitavel } from '@retaguarda/contrato/br/boleto';
import { formatMoney } from '@retaguarda/contrato/br/money';

/**
 * mm:ss left of `segundos` counted from when they arrived, ticking every second; '00:00' once
 * past. Measured on this browser's clock only as time elapsed, never against the server's time.
 */
function useContagem(segundos: number): string {
  const [inicio, setInicio] = useState(() => ({ segundos, em: Date.now() }));
  const [agora, setAgora] = useState(() => Date.now());
  if (inicio.segundos !== segundos) setInicio({ segundos, em: Date.now() });
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const resta = Math.max(0, inicio.segundos - Math.floor(Math.max(0, agora - inicio.em) / 1000));
  return `${String(Math.floor(resta / 60)).padStart(2, '0')}:${String(resta % 60).padStart(2, '0')}`;
}

function Copiar({ texto, rotulo }: { texto: string; rotulo: string }) {
  const [copiado, setCopiado] = useState(false);
  return (
    <Button
      startIcon={<ContentCopyIcon />}
      onClick={() =>
        void navigator.clipboard
          .writeText(texto)
          .then(() => setCopiado(true))
          .catch(() => setCopiado(false))
      }
    >
      {copiado ? 'Copiado' : rotulo}
    </Button>
  );
}

/** A Pix or boleto waiting for the customer: what to show or send them, and the demo's 'simular pagamento'. */
export function PagamentoPendente({ pagamento: p, onSimular, simulando }: { pagamento: PagamentoRegistrado; onSimular: (() => void) | null; simulando: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {p.pix && <Pix pix={p.pix} valor={p.valor} />}
      {p.boleto && (
        <>
          <Typography>
            Boleto de {formatMoney(p.valor)}, vence em {p.boleto.vencimento}. O pedido é pago quando o banco confirmar.
          </Typography>
          <TextField label="Linha digitável" value={formatarLinhaDigitavel(p.boleto.linha_digitavel)} slotProps={{ htmlInput: { readOnly: true } }} size="small" fullWidth />
          <Box>
            <Copiar texto={p.boleto.linha_digitavel} rotulo="Copiar linha digitável" />
          </Box>
        </>
      )}
      {onSimular ? (
        <Alert severity="info" action={<Button color="inherit" onClick={onSimular} disabled={simulando}>Simular pagamento</Button>}>
          Ambiente de demonstração: o PSP simulado confirma o pagamento quando você pedir.
        </Alert>
      ) : (
        <Typography color="text.secondary">Esta tela se atualiza sozinha quando o banco confirmar o pagamento.</Typography>
      )}
    </Box>
  );
}

function Pix({ pix, valor }: { pix: NonNullable<PagamentoRegistrado['pix']>; valor: number }) {
  const resta = useContagem(pix.segundos_restantes);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {pix.qr_svg && <Box component="img" src={`data:image/svg+xml;utf8,${encodeURIComponent(pix.qr_svg)}`} alt={`QR Code Pix de ${formatMoney(valor)}`} sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }} />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: '1 1 240px', minWidth: 0 }}>
        <Typography>
          Pix de {formatMoney(valor)}. Expira em <strong aria-live="off">{resta}</strong>.
        </Typography>
        <TextField label="Pix copia e cola" value={pix.copia_e_cola} slotProps={{ htmlInput: { readOnly: true } }} size="small" multiline maxRows={3} />
        <Box>
          <Copiar texto={pix.copia_e_cola} rotulo="Copiar código Pix" />
        </Box>
      </Box>
    </Box>
  );
}
