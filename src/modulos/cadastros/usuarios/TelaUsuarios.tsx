import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROTAS_USUARIOS, type Perfil } from '@retaguarda/contrato/api/usuarios';
import { useCanal } from '../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../http';
import { Carregando } from '../../../layout/Carregando';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { AbaPedidos, usePedidosAcesso } from './AbaPedidos';
import { AbaUsuarios } from './AbaUsuarios';
import { CHAVE_QUERY } from './api';

// the profiles' tab (and its permission tree) is not the one that opens: its code loads when it is chosen
const AbaPerfis = lazy(() => import('./AbaPerfis').then((m) => ({ default: m.AbaPerfis })));

const ABAS = ['usuarios', 'pedidos', 'perfis'] as const;
type Aba = (typeof ABAS)[number];

export function usePerfis() {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_QUERY, 'perfis'], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.perfis, { signal }) });
}

/**
 * The open tab's content. Its props come deferred (useDeferredValue in TelaUsuarios) and it is
 * memoized: the profiles' answer, which React renders synchronously from react-query's store, and a
 * tab's click leave it to a transition, rendered in slices, instead of one long task on a phone.
 */
const ConteudoDaAba = memo(function ConteudoDaAba({ aba, perfis, pendente, erro, tentarDeNovo }: { aba: Aba; perfis: readonly Perfil[] | undefined; pendente: boolean; erro: Error | null; tentarDeNovo: () => unknown }) {
  const carregando = (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label="Carregando perfis">
      <CircularProgress />
    </Box>
  );
  if (pendente) return carregando;
  if (erro) {
    return (
      <Alert severity="error" action={<Button onClick={() => void tentarDeNovo()}>Tentar de novo</Button>}>
        {resolveErrorMessage(erro)}
      </Alert>
    );
  }
  if (perfis === undefined) return carregando;
  if (aba === 'usuarios') return <AbaUsuarios perfis={perfis} />;
  if (aba === 'pedidos') return <AbaPedidos perfis={perfis} />;
  return (
    <Suspense fallback={<Carregando />}>
      <AbaPerfis perfis={perfis} />
    </Suspense>
  );
});

/** /cadastros/usuarios: the users, the pending access requests and the profiles, one tab each (kept in the address). */
export default function TelaUsuarios() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('aba');
  const aba: Aba = ABAS.find((a) => a === pedida) ?? 'usuarios';
  const perfis = usePerfis();
  const pedidos = usePedidosAcesso();
  const pendentes = pedidos.data?.length ?? 0;
  const abaAdiada = useDeferredValue(aba);
  const perfisAdiados = useDeferredValue(perfis.data);
  const pendente = useDeferredValue(perfis.isPending);
  const erro = useDeferredValue(perfis.error);
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
          <ConteudoDaAba aba={abaAdiada} perfis={perfisAdiados} pendente={pendente} erro={erro} tentarDeNovo={perfis.refetch} />
        </Box>
      </Paper>
    </Box>
  );
}
