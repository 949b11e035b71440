import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import type { PainelPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import { resolveErrorMessage } from '../http';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';
import { useAlterarPaineis, usePainel } from './api';
import { MENSAGEM_SEM_WIDGETS, ROTA_PAINEIS, TRILHA_PAINEIS } from './rotas';
import { WidgetFixado, type AcoesDoWidget } from './WidgetFixado';

function Widgets({ painel }: { painel: PainelPessoal }) {
  const m = useAlterarPaineis();
  const ocupado = m.mover.isPending || m.desafixar.isPending;
  const erro = m.mover.error ?? m.desafixar.error;
  const total = painel.widgets.length;
  const acoesDe = (i: number, idWidget: number): AcoesDoWidget | null =>
    painel.editavel
      ? {
          primeiro: i === 0,
          ultimo: i === total - 1,
          ocupado,
          mover: (delta) => m.mover.mutate({ painel, idWidget, corpo: { posicao: i + delta } }),
          redimensionar: (largura) => {
            if (largura === 3 || largura === 4 || largura === 6 || largura === 8 || largura === 12) m.mover.mutate({ painel, idWidget, corpo: { largura } });
          },
          desafixar: () => m.desafixar.mutate({ painel, idWidget }),
        }
      : null;
  if (total === 0) return <Typography color="text.secondary" sx={{ py: 3 }}>{MENSAGEM_SEM_WIDGETS}</Typography>;
  return (
    <>
      {erro && <Alert severity="error" sx={{ mb: 2 }}>{resolveErrorMessage(erro)}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }, gap: 2 }}>
        {painel.widgets.map((w, i) => (
          <WidgetFixado key={w.id} w={w} acoes={acoesDe(i, w.id)} />
        ))}
      </Box>
    </>
  );
}

/** One composed dashboard: its pinned views, arranged by whoever may edit it. */
export default function TelaPainelPessoal() {
  const id = Number(useParams().id);
  const q = usePainel(id);
  const m = useAlterarPaineis();
  const navigate = useNavigate();
  const painel = q.data;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina
        titulo={painel?.nome ?? 'Painel'}
        trilha={[...TRILHA_PAINEIS, { label: 'Meus painéis', to: ROTA_PAINEIS }]}
        acoes={
          <>
            {painel?.dono === 'perfil' && <Typography color="text.secondary">Painel do perfil {painel.perfil}</Typography>}
            {painel?.editavel && (
              <Button color="error" disabled={m.remover.isPending} onClick={() => m.remover.mutate(painel, { onSuccess: () => navigate(ROTA_PAINEIS) })}>
                Remover painel
              </Button>
            )}
          </>
        }
      />
      {m.remover.error && <Alert severity="error" sx={{ mb: 2 }}>{resolveErrorMessage(m.remover.error)}</Alert>}
      {q.isPending && (
        <Box role="status" aria-label="Carregando o painel">
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {painel && <Widgets painel={painel} />}
    </Box>
  );
}
