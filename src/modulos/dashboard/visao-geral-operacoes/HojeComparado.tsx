import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatHora, TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { VISAO_GERAL_HOJE } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import { MEDIDAS } from '@retaguarda/contrato/relatorios/medidas';
import { resolveErrorMessage } from '../../../http';
import { useRelatorio, type Linha } from '../../../relatorios/api';
import { mudanca, Variacao } from '../../../relatorios/Variacao';
import { colunasDe } from '../../../relatorios/widgets/dados';
import { Frescor } from '../../../relatorios/widgets/Frescor';
import { relatorioDaVisaoGeral } from './relatorios';

const FIGURAS = ['pedidos', 'faturamento', 'ticket_medio', 'itens_por_pedido'] as const;

const diaDaSemana = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: TZ_NEGOCIO });

/** 'Sábado passado', 'Segunda-feira passada': the same weekday a week ago, as a manager says it. */
export const mesmoDiaPassado = (dia: number): string => {
  const nome = diaDaSemana.format(dia);
  const texto = `${nome} ${nome === 'sábado' || nome === 'domingo' ? 'passado' : 'passada'}`;
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

const numero = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** One comparison line: what today's figure is against, and its change in arrow, sign and words. */
function Contra({ rotulo, atual, anterior, formatar, id }: { rotulo: string; atual: unknown; anterior: unknown; formatar: (v: unknown) => string; id: string }) {
  const m = mudanca(numero(atual), numero(anterior), formatar(anterior));
  return (
    // the change's words may wrap in a narrow card (Variacao keeps them on one line)
    <Typography variant="body2" component="p" data-comparacao={id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, '& .MuiBox-root': { whiteSpace: 'normal' } }}>
      <span>{rotulo}:</span>
      {m ? <Variacao m={m} /> : <span>sem dados</span>}
    </Typography>
  );
}

/**
 * Today's orders, revenue, average ticket and items per order, each against yesterday and the same
 * weekday last week up to the same time of day (the contract's measures).
 */
export function HojeComparado({ corpo }: { corpo: { filtros?: Readonly<Record<string, unknown>> } }) {
  const d = relatorioDaVisaoGeral(VISAO_GERAL_HOJE.id);
  const q = useRelatorio(d, corpo);
  const colunas = colunasDe(d, FIGURAS);
  const linha = (chave: string): Linha | undefined => q.data?.linhas.find((l) => l.chave === chave);
  const hoje = linha('hoje');
  const ontem = linha('ontem');
  const semana = linha('semana_passada');
  const ate = typeof hoje?.ate === 'number' ? formatHora(hoje.ate) : '';
  return (
    <Box component="section" aria-labelledby="hoje-titulo" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="hoje-titulo" variant="h6" component="h2">
          Hoje{ate ? ` até ${ate}` : ''}
        </Typography>
        {q.data && <Frescor desde={q.dataUpdatedAt} />}
      </Box>
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
        {colunas.map((c) => (
          <Paper key={c.chave} variant="outlined" component="article" aria-labelledby={`hoje-${c.chave}`} sx={{ p: 2, minWidth: 0 }}>
            <Typography id={`hoje-${c.chave}`} component="h3" variant="subtitle2" color="text.secondary" title={MEDIDAS[c.chave as (typeof FIGURAS)[number]].nota}>
              {c.rotulo}
            </Typography>
            {q.isPending ? (
              <Box role="status" aria-label={`Carregando ${c.rotulo}`}>
                <Skeleton variant="text" height={48} />
                <Skeleton variant="text" />
                <Skeleton variant="text" />
              </Box>
            ) : hoje ? (
              <>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.formatar(hoje[c.chave])}
                </Typography>
                {ontem && <Contra id="ontem" rotulo={`Ontem até ${ate}`} atual={hoje[c.chave]} anterior={ontem[c.chave]} formatar={c.formatar} />}
                {semana && typeof semana.dia === 'number' && (
                  <Contra id="semana_passada" rotulo={`${mesmoDiaPassado(semana.dia)} até ${ate}`} atual={hoje[c.chave]} anterior={semana[c.chave]} formatar={c.formatar} />
                )}
              </>
            ) : null}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
