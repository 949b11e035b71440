import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink } from 'react-router-dom';
import { ROTAS_ALERTAS, ROTULOS_ESTADO, type Alerta } from '@retaguarda/contrato/api/alertas';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { linkDaLista } from '../../../pages/inicio/resumo';
import { useSessao } from '../../../session/store';
import { useCanal } from '../../../dataProvider/useCanal';
import { useMudarAlerta } from './api';
import { ChipSeveridade } from './ChipSeveridade';
import type { Dialogo } from './DialogosAlerta';
import { isoDe } from './instantes';
import { MenuAdiar } from './MenuAdiar';

/** Where the alert leads: the order, the filtered order list, the product's stock in the store. */
function Destinos({ link }: { link: Alerta['link'] }) {
  const { usuario, metadata } = useSessao();
  const destinos: { rotulo: string; para: string }[] = [];
  if (link.id_pedido !== undefined) destinos.push({ rotulo: `Abrir pedido nº ${link.id_pedido}`, para: `/vendas/gestao-pedidos/${link.id_pedido}` });
  if (link.pedidos) destinos.push({ rotulo: 'Ver pedidos na lista', para: linkDaLista(link.pedidos, usuario, metadata) });
  if (link.estoque) destinos.push({ rotulo: 'Ver no estoque', para: `/estoque/gestao-estoque?loja=${link.estoque.id_seller}&busca=${encodeURIComponent(link.estoque.produto)}` });
  if (destinos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
      {destinos.map((d) => (
        <Link key={d.rotulo} component={RouterLink} to={d.para} underline="hover">
          {d.rotulo}
        </Link>
      ))}
    </Box>
  );
}

function Detalhes({ a }: { a: Alerta }) {
  const partes = [`Aberto em ${formatDateTime(a.aberto_em)}`];
  if (a.responsavel) partes.push(`Responsável: ${a.responsavel.nome}`);
  if (a.prazo) partes.push(`Prazo: ${formatDateTime(a.prazo)}`);
  if (a.estado === 'adiado' && a.adiado_ate) partes.push(`Adiado até ${formatDateTime(a.adiado_ate)}`);
  if (a.fechado_em) partes.push(`Fechado em ${formatDateTime(a.fechado_em)}`);
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
      {partes.join(' · ')}
    </Typography>
  );
}

/** One alert of the inbox: what, how grave, where it leads, and what a person can do with it. */
export function CartaoAlerta({ alerta: a, onDialogo, onHistorico }: { alerta: Alerta; onDialogo: (d: Dialogo) => void; onHistorico: () => void }) {
  const canal = useCanal();
  const id = { id: a.id };
  const reconhecer = useMudarAlerta(() => canal.chamar(ROTAS_ALERTAS.reconhecer, { parametros: id, corpo: { version: a.version } }), 'Alerta reconhecido');
  const adiar = useMudarAlerta((ate: number) => canal.chamar(ROTAS_ALERTAS.adiar, { parametros: id, corpo: { version: a.version, ate: isoDe(ate) } }), 'Alerta adiado');
  const pendente = a.estado !== 'resolvido';
  const ocupado = reconhecer.isPending || adiar.isPending;
  const idTitulo = `alerta-${a.id}-titulo`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={idTitulo} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <ChipSeveridade severidade={a.severidade} />
          <Chip size="small" label={ROTULOS_ESTADO[a.estado]} />
        </Box>
        <Typography id={idTitulo} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {a.titulo}
        </Typography>
        <Typography variant="body2">{a.detalhe}</Typography>
        <Detalhes a={a} />
        <Destinos link={a.link} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        {pendente && a.estado !== 'reconhecido' && (
          <Button size="small" startIcon={<DoneIcon />} disabled={ocupado} aria-label={`Reconhecer ${a.titulo}`} onClick={() => reconhecer.mutate(undefined)}>
            Reconhecer
          </Button>
        )}
        {pendente && <MenuAdiar titulo={a.titulo} desabilitado={ocupado} onAdiar={(ate) => adiar.mutate(ate)} />}
        {pendente && (
          <Button size="small" aria-label={`Atribuir ${a.titulo}`} onClick={() => onDialogo('responsavel')}>
            Atribuir
          </Button>
        )}
        {pendente && (
          <Button size="small" aria-label={`Prazo de ${a.titulo}`} onClick={() => onDialogo('prazo')}>
            Prazo
          </Button>
        )}
        {pendente && (
          <Button size="small" aria-label={`Resolver ${a.titulo}`} onClick={() => onDialogo('resolver')}>
            Resolver
          </Button>
        )}
        <Button size="small" aria-label={`Histórico de ${a.titulo}`} onClick={onHistorico}>
          Histórico
        </Button>
      </CardActions>
    </Card>
  );
}
