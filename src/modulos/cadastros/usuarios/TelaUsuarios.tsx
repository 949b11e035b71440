import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROTAS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import { useCanal } from '../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { AbaPedidos, usePedidosAcesso } from './AbaPedidos';
import { AbaPerfis } from './AbaPerfis';
import { AbaUsuarios } from './AbaUsuarios';
import { CHAVE_QUERY } from './api';

const ABAS = ['usuarios', 'pedidos', 'perfis'] as const;
type Aba = (typeof ABAS)[number];

export function usePerfis() {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_QUERY, 'perfis'], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.perfis, { signal }) });
}

/** /cadastros/usuarios: the users, the pending access requests and the profiles, one tab each (kept in the address). */
export default function TelaUsuarios() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('aba');
  const aba: Aba = ABAS.find((a) => a === pedida) ?? 'usuarios';
  const perfis = usePerfis();
  const pedidos = usePedidosAcesso();
  const pendentes = pedidos.data?.length ?? 0;
  return (
    // held to the content's width: a wide table scrolls inside its box, not the page
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina
        titulo="Usuários do sistema"
        trilha={[{ label: 'Cadastros' }]}
        acoes={
          <Button variant="contained" component={RouterLink} to="/cadastros/usuarios/novo">
            Novo usuário
          </Button>
        }
      />
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <Tabs value={aba} onChange={(_e, v: Aba) => setParams(v === 'usuarios' ? {} : { aba: v }, { replace: true })} aria-label="Seções de usuários" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
          <Tab value="usuarios" label="Usuários" id="aba-usuarios" aria-controls="painel-usuarios" />
          <Tab
            value="pedidos"
            id="aba-pedidos"
            aria-controls="painel-pedidos"
            label={
              <Badge color="secondary" badgeContent={pendentes} invisible={pendentes === 0} sx={{ pr: pendentes > 0 ? 1.5 : 0 }}>
                Pedidos de acesso
              </Badge>
            }
            aria-label={pendentes > 0 ? `Pedidos de acesso (${pendentes} pendentes)` : 'Pedidos de acesso'}
          />
          <Tab value="perfis" label="Perfis" id="aba-perfis" aria-controls="painel-perfis" />
        </Tabs>
        <Box role="tabpanel" id={`painel-${aba}`} aria-labelledby={`aba-${aba}`}>
          {perfis.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label="Carregando perfis">
              <CircularProgress />
            </Box>
          ) : perfis.isError ? (
            <Alert severity="error" action={<Button onClick={() => void perfis.refetch()}>Tentar de novo</Button>}>
              {resolveErrorMessage(perfis.error)}
            </Alert>
          ) : aba === 'usuarios' ? (
            <AbaUsuarios perfis={perfis.data} />
          ) : aba === 'pedidos' ? (
            <AbaPedidos perfis={perfis.data} />
          ) : (
            <AbaPerfis perfis={perfis.data} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
