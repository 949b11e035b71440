import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ROTAS_INVENTARIO, type Inventario } from '@retaguarda/contrato/api/inventario';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { resolveErrorMessage } from '../../../http';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import ajustesMovimentacoes from '@retaguarda/contrato/modulos/estoque/ajustes-movimentacoes';
import { usePodeAbrir } from '../../../registro/acesso';
import { usePodeChamar } from '../../../registro/usePodeChamar';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { ROTA_INVENTARIOS } from './api';
import { ItensInventario } from './ItensInventario';
import { LeitorInventario } from './LeitorInventario';
import { PassosInventario } from './PassosInventario';
import { ChipSituacaoInventario } from './ChipSituacaoInventario';
import { useCanal } from '../../../dataProvider/useCanal';

function Numero({ rotulo, valor, cor }: { rotulo: string; valor: string; cor?: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: cor, whiteSpace: 'nowrap' }}>
        {valor}
      </Typography>
    </Box>
  );
}

function Resumo({ inv }: { inv: Inventario }) {
  const r = inv.resumo;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, mb: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
      >
        <dt>Situação</dt>
        <dd>
          <ChipSituacaoInventario situacao={inv.situacao} />
        </dd>
        <dt>Loja</dt>
        <dd>{inv.loja}</dd>
        <dt>Escopo</dt>
        <dd>
          {inv.escopo_descricao}
          {inv.cega ? ' · contagem cega' : ''}
        </dd>
        {inv.descricao && (
          <>
            <dt>Descrição</dt>
            <dd>{inv.descricao}</dd>
          </>
        )}
        <dt>Aberto em</dt>
        <dd>
          {formatDateTime(inv.aberto_em)}
          {inv.aberto_por ? ` por ${inv.aberto_por}` : ''}
        </dd>
        {inv.encerrado_em !== null && (
          <>
            <dt>Contagem encerrada em</dt>
            <dd>{formatDateTime(inv.encerrado_em)}</dd>
          </>
        )}
        {inv.aprovado_em !== null && (
          <>
            <dt>Aprovado em</dt>
            <dd>
              {formatDateTime(inv.aprovado_em)}
              {inv.aprovado_por ? ` por ${inv.aprovado_por}` : ''}
            </dd>
          </>
        )}
        {inv.cancelado_em !== null && (
          <>
            <dt>Cancelado em</dt>
            <dd>{formatDateTime(inv.cancelado_em)}</dd>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }} aria-label="Números do inventário" role="group">
        <Numero rotulo="Contados" valor={`${formatUnidades(r.contados)} de ${formatUnidades(r.itens)}`} />
        {r.divergentes !== null && <Numero rotulo="Com diferença" valor={formatUnidades(r.divergentes)} />}
        {r.unidades_sobra !== null && <Numero rotulo="Unidades a mais" valor={formatUnidades(r.unidades_sobra)} cor={r.unidades_sobra > 0 ? 'warning.main' : undefined} />}
        {r.unidades_falta !== null && <Numero rotulo="Unidades a menos" valor={formatUnidades(r.unidades_falta)} cor={r.unidades_falta > 0 ? 'error.main' : undefined} />}
        {r.valor_diferenca !== null && <Numero rotulo="Diferença ao custo médio" valor={formatMoney(r.valor_diferenca)} cor={r.valor_diferenca < 0 ? 'error.main' : undefined} />}
      </Box>
    </Paper>
  );
}

/** /estoque/controle-inventario/:id: one count session, counted here by scanner or by hand, checked and approved. */
export default function TelaInventario() {
  const { id: param } = useParams();
  const id = Number(param);
  const valido = Number.isInteger(id) && id > 0;
  const canal = useCanal();
  // approving posts adjustments: the route asks for the adjustments key beside the count's
  const podeAprovar = usePodeChamar(ROTAS_INVENTARIO.aprovar);
  const podeVerRazao = usePodeAbrir(ajustesMovimentacoes);
  const q = useQuery({ queryKey: [CHAVE_ESTOQUE, 'inventario', id], queryFn: ({ signal }) => canal.chamar(ROTAS_INVENTARIO.ler, { parametros: { id }, signal }), enabled: valido });
  const inv = q.data;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina
        titulo={valido ? `Inventário nº ${id}` : 'Inventário'}
        trilha={[{ label: 'Estoque' }, { label: 'Controle de inventário', to: ROTA_INVENTARIOS }]}
        acoes={inv ? <PassosInventario inventario={inv} podeAprovar={podeAprovar} /> : undefined}
      />
      {!valido && <Alert severity="error">Inventário inválido</Alert>}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>} sx={{ mb: 2 }}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {valido && q.isPending && (
        <Box role="status" aria-label="Carregando o inventário">
          <Skeleton height={160} />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      )}
      {inv && (
        <>
          {q.isFetching && <LinearProgress aria-label="Atualizando" sx={{ mb: 1 }} />}
          <Resumo inv={inv} />
          {inv.situacao === 'conferencia' && !podeAprovar && (
            <Alert severity="info" sx={{ mb: 2 }}>
              A aprovação lança ajustes no estoque: quem tem acesso a Ajustes e movimentações aprova.
            </Alert>
          )}
          {inv.situacao === 'aprovado' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              As diferenças foram lançadas como movimentos de inventário.{' '}
              {podeVerRazao && (
                <Link component={RouterLink} to={`/estoque/ajustes-movimentacoes?loja=${inv.id_seller}`}>
                  Ver no razão do estoque
                </Link>
              )}
            </Alert>
          )}
          {inv.situacao === 'contando' && <LeitorInventario id={inv.id} />}
          <ItensInventario inventario={inv} />
        </>
      )}
    </Box>
  );
}
