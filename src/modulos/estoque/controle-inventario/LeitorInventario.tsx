import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROTAS_INVENTARIO, type ResultadoLeituras } from '@retaguarda/contrato/api/inventario';
import { CampoLeitor } from '../../../layout/CampoLeitor';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { useFilaLeituras } from './useFilaLeituras';
import { useCanal } from '../../../dataProvider/useCanal';

type Ultima = { tipo: 'lido'; produto: string; contado: number } | { tipo: 'recusado'; codigo: string; motivo: string };

/** The scanner's field of a count: each read joins the queue (useFilaLeituras) at once, and the last answer is shown under it. */
export function LeitorInventario({ id }: { id: number }) {
  const qc = useQueryClient();
  const canal = useCanal();
  const [ultima, setUltima] = useState<Ultima | null>(null);
  const aoResponder = (r: ResultadoLeituras, filaVazia: boolean) => {
    const recusa = r.recusados.at(-1);
    const lido = r.lidos.at(-1);
    if (recusa) setUltima({ tipo: 'recusado', codigo: recusa.codigo, motivo: recusa.motivo });
    else if (lido) setUltima({ tipo: 'lido', produto: lido.produto, contado: lido.contado });
    // the list and the summary follow once the scanner pauses, not at every read
    if (filaVazia) void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE, 'inventario', id] });
  };
  const fila = useFilaLeituras((leituras) => canal.chamar(ROTAS_INVENTARIO.leituras, { parametros: { id }, corpo: { leituras } }), aoResponder);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <CampoLeitor ajuda="Cada leitura soma 1 unidade ao produto. Para informar uma quantidade de uma vez, use Editar na lista." onLer={fila.ler} />
      <Box sx={{ mt: 1, minHeight: 24, display: 'grid', gap: 1 }} aria-live="polite">
        {fila.erro ? (
          <Alert severity="error" action={<Button onClick={fila.tentarDeNovo}>Tentar de novo</Button>}>
            {fila.erro} · {formatUnidades(fila.aguardando)} leitura(s) aguardando envio, guardadas nesta tela.
          </Alert>
        ) : ultima?.tipo === 'recusado' ? (
          <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
            Código {ultima.codigo}: {ultima.motivo}
          </Alert>
        ) : ultima?.tipo === 'lido' ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{ultima.produto}</strong>: {formatUnidades(ultima.contado)} contada(s)
          </Typography>
        ) : null}
        {!fila.erro && fila.aguardando > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            Enviando {formatUnidades(fila.aguardando)} leitura(s)…
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
