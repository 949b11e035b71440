import { memo, useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { JANELA_PENDENCIAS_DIAS, PRAZO_ENVIO_DIAS, type ResumoInicio } from '@retaguarda/contrato/api/inicio';
import { ROTAS_INICIO } from '@retaguarda/contrato/api/rotasEntrada';
import { formatHora } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import { MEDIDAS } from '@retaguarda/contrato/relatorios/medidas';
import { useCanal } from '../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../http';
import { useSessao } from '../../session/store';
import { diaDaSemanaPassada, tendencia, variacao } from './comparacao';
import { CHAVE_RESUMO, linkDaLista } from './resumo';

function Cartao({ titulo, valor, children, link }: { titulo: string; valor: string; children: ReactNode; link?: { para: string; texto: string } }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {titulo}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, my: 0.5, overflowWrap: 'anywhere' }}>
          {valor}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </CardContent>
      {link && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <MuiLink component={Link} to={link.para}>
            {link.texto}
          </MuiLink>
        </CardActions>
      )}
    </Card>
  );
}

/** 'R$ 1.234,56 no sábado passado até 12:00 (+14%)': today against the same weekday last week. */
function Comparacao({ atual, anterior, texto, r }: { atual: number; anterior: number; texto: string; r: ResumoInicio }) {
  const quando = `${diaDaSemanaPassada(r.semana_passada.dia)} até ${formatHora(r.agora)}`;
  const delta = variacao(atual, anterior);
  const cor = { acima: 'success.main', abaixo: 'error.main', igual: 'text.secondary' }[tendencia(atual, anterior)];
  if (anterior === 0) return <>Nenhum pedido {quando}.</>;
  return (
    <>
      {texto} {quando}
      {delta && (
        <Box component="span" sx={{ color: cor, fontWeight: 600 }}>
          {' '}({delta})
        </Box>
      )}
    </>
  );
}

function Carregando() {
  return (
    <Box aria-busy="true">
      <Typography role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Carregando os números de hoje…
      </Typography>
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: i < 2 ? 6 : 4 }}>
            <Skeleton variant="rounded" height={132} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * Início's figures for a user of the order module: today's orders and revenue against the same
 * weekday last week, and the orders awaiting action, each a link to the order list filtered for it.
 */
export function NumerosDoDia() {
  const canal = useCanal();
  const consulta = useQuery({ queryKey: CHAVE_RESUMO, queryFn: ({ signal }) => canal.chamar(ROTAS_INICIO.resumo, { signal }), staleTime: 60_000 });
  const r = consulta.data;
  // The figures' answer reaches React through react-query's store, which React renders
  // synchronously; deferred, the cards below render in a transition, in slices, not in one long
  // task on a phone (the skeleton stays until then).
  const adiado = useDeferredValue(r);

  return (
    <Box component="section" aria-labelledby="inicio-hoje" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography id="inicio-hoje" variant="h6" component="h2">
          Hoje
        </Typography>
        {adiado && (
          <Typography variant="body2" color="text.secondary">
            Atualizado às {formatHora(adiado.agora)}
          </Typography>
        )}
        {(r || consulta.isError) && (
          <Button size="small" startIcon={<RefreshIcon />} onClick={() => void consulta.refetch()} disabled={consulta.isFetching} sx={{ ml: 'auto' }}>
            {consulta.isFetching ? 'Atualizando…' : 'Atualizar números'}
          </Button>
        )}
      </Box>
      {(consulta.isPending || (r && !adiado)) && <Carregando />}
      {consulta.isError && !r && (
        <Alert severity="error">
          Não foi possível carregar os números de hoje. {resolveErrorMessage(consulta.error)} Os atalhos abaixo continuam funcionando.
        </Alert>
      )}
      {adiado && <Cartoes r={adiado} />}
    </Box>
  );
}

/** Today's two cards and the three pending ones; memoized, so the urgent render of their answer skips them. */
const Cartoes = memo(function Cartoes({ r }: { r: ResumoInicio }) {
  const { usuario, metadata } = useSessao();
  const link = (filtro: ResumoInicio['hoje']['filtro']) => linkDaLista(filtro, usuario, metadata);
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Cartao
            titulo="Pedidos hoje"
            valor={formatNumero(r.hoje.pedidos)}
            link={r.hoje.pedidos > 0 ? { para: link(r.hoje.filtro), texto: 'Ver os pedidos de hoje' } : undefined}
          >
            {r.hoje.pedidos === 0 && <>Nenhum pedido hoje até agora. </>}
            <Comparacao atual={r.hoje.pedidos} anterior={r.semana_passada.pedidos} texto={`${formatNumero(r.semana_passada.pedidos)}`} r={r} />
          </Cartao>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Cartao titulo="Faturamento hoje" valor={formatMoney(r.hoje.faturamento)}>
            <Comparacao atual={r.hoje.faturamento} anterior={r.semana_passada.faturamento} texto={formatMoney(r.semana_passada.faturamento)} r={r} />
            <br />
            {MEDIDAS.faturamento.nota}
          </Cartao>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          Pedidos aguardando ação
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Nos últimos {JANELA_PENDENCIAS_DIAS} dias
        </Typography>
      </Box>
      <Grid container spacing={2}>
        {(
          [
            ['pago_sem_nfce', 'Pagos sem NFC-e', 'Vendas no balcão ou para retirada, já pagas, sem NFC-e emitida.', 'Ver os pagos sem NFC-e'],
            ['aguardando_retirada', 'Aguardando retirada', 'Pagos ou em separação, esperando o cliente buscar na loja.', 'Ver os que aguardam retirada'],
            ['envio_atrasado', 'Envios atrasados', `Pedidos com entrega ainda não enviados ${PRAZO_ENVIO_DIAS} dias ou mais depois da compra.`, 'Ver os envios atrasados'],
          ] as const
        ).map(([chave, titulo, descricao, textoLink]) => {
          const p = r.pendencias[chave];
          return (
            <Grid key={chave} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Cartao
                titulo={titulo}
                valor={p.quantidade === 0 ? 'Nenhum' : formatNumero(p.quantidade)}
                link={p.quantidade > 0 ? { para: link(p.filtro), texto: textoLink } : undefined}
              >
                {p.quantidade === 0 ? 'Nada pendente aqui.' : descricao}
              </Cartao>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
});
