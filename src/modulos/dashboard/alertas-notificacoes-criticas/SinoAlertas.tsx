import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import declaracao from '@retaguarda/contrato/modulos/dashboard/alertas-notificacoes-criticas';
import { ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_CONTAGEM } from './api';

/** How often the bell asks; react-query stops asking while the tab is in the background. */
export const INTERVALO_SINO_MS = 60_000;

function rotulo(n: number, criticos: number): string {
  if (n === 0) return 'Alertas: nenhum alerta novo';
  const base = n === 1 ? 'Alertas: 1 não reconhecido' : `Alertas: ${n} não reconhecidos`;
  return criticos === 0 ? base : `${base}, ${criticos === 1 ? '1 crítico' : `${criticos} críticos`}`;
}

/** The top bar's bell: the group's open alerts nobody acknowledged yet, a click from the inbox. */
export default function SinoAlertas() {
  const canal = useCanal();
  const q = useQuery({
    queryKey: CHAVE_CONTAGEM,
    queryFn: ({ signal }) => canal.chamar(ROTAS_ALERTAS.contagem, { signal }),
    refetchInterval: INTERVALO_SINO_MS,
    refetchIntervalInBackground: false,
  });
  const n = q.data?.nao_reconhecidos ?? 0;
  const criticos = q.data?.por_severidade.critica ?? 0;
  return (
    <IconButton color="inherit" component={RouterLink} to={declaracao.menu.rota} aria-label={rotulo(n, criticos)}>
      <Badge badgeContent={n} color={criticos > 0 ? 'error' : 'warning'} max={99}>
        <NotificationsNoneIcon />
      </Badge>
    </IconButton>
  );
}
