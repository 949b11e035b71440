import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ESTADOS_ALERTA, ROTAS_ALERTAS, ROTULOS_ESTADO, type Alerta, type EstadoAlerta, type FiltroAlertas } from '@retaguarda/contrato/api/alertas';
import { IDS_REGRAS, REGRAS_ALERTA, ROTULOS_SEVERIDADE, SEVERIDADES, type IdRegra, type Severidade } from '@retaguarda/contrato/alertas/regras';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_ALERTAS } from './api';
import { CartaoAlerta } from './CartaoAlerta';
import { DialogoDoAlerta, type Dialogo } from './DialogosAlerta';
import { GavetaHistorico } from './GavetaHistorico';

const POR_PAGINA = 20;
/** The '' choice ('Pendentes', 'Todas') is shown, not an empty box. */
const SEM_VAZIO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const TODOS = '';
const PENDENTES = '';

const ehEstado = (v: string | null): v is EstadoAlerta => v !== null && (ESTADOS_ALERTA as readonly string[]).includes(v);
const ehSeveridade = (v: string | null): v is Severidade => v !== null && (SEVERIDADES as readonly string[]).includes(v);
const ehRegra = (v: string | null): v is IdRegra => v !== null && (IDS_REGRAS as readonly string[]).includes(v);

/** The inbox's filters, kept in the address (?estado=&severidade=&regra=&pagina=). */
function useFiltros() {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');
  const severidade = params.get('severidade');
  const regra = params.get('regra');
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const filtro: FiltroAlertas = {
    ...(ehEstado(estado) ? { estado: [estado] } : {}),
    ...(ehSeveridade(severidade) ? { severidade: [severidade] } : {}),
    ...(ehRegra(regra) ? { regra: [regra] } : {}),
    page: pagina,
    limit: POR_PAGINA,
  };
  const mudar = (nome: string, valor: string) => {
    const novos = new URLSearchParams(params);
    if (valor === '') novos.delete(nome);
    else novos.set(nome, valor);
    if (nome !== 'pagina') novos.delete('pagina');
    setParams(novos, { replace: true });
  };
  return { filtro, estado: ehEstado(estado) ? estado : PENDENTES, severidade: ehSeveridade(severidade) ? severidade : TODOS, regra: ehRegra(regra) ? regra : TODOS, mudar, semFiltro: !ehEstado(estado) && !ehSeveridade(severidade) && !ehRegra(regra) };
}

function Vazio({ semFiltro }: { semFiltro: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, color: 'text.secondary' }}>
      {semFiltro && <CheckCircleOutlineIcon color="success" aria-hidden />}
      <Typography>{semFiltro ? 'Nenhum alerta aberto — tudo em ordem' : 'Nenhum alerta com estes filtros.'}</Typography>
    </Box>
  );
}

/** The exceptions inbox: the group's alerts, gravest and newest first, with what can be done to each. */
export function AbaCaixa() {
  const canal = useCanal();
  const f = useFiltros();
  const q = useQuery({ queryKey: [CHAVE_ALERTAS, 'lista', f.filtro], queryFn: ({ signal }) => canal.chamar(ROTAS_ALERTAS.lista, { corpo: f.filtro, signal }), placeholderData: keepPreviousData });
  const [dialogo, setDialogo] = useState<{ alerta: Alerta; tipo: Dialogo } | null>(null);
  const [historico, setHistorico] = useState<Alerta | null>(null);
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 240px))' }, mb: 2 }} role="search" aria-label="Filtros dos alertas">
        <TextField select size="small" label="Estado" value={f.estado} onChange={(e) => f.mudar('estado', e.target.value)} fullWidth slotProps={SEM_VAZIO}>
          <MenuItem value={PENDENTES}>Pendentes</MenuItem>
          {ESTADOS_ALERTA.map((e) => (
            <MenuItem key={e} value={e}>
              {ROTULOS_ESTADO[e]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Severidade" value={f.severidade} onChange={(e) => f.mudar('severidade', e.target.value)} fullWidth slotProps={SEM_VAZIO}>
          <MenuItem value={TODOS}>Todas</MenuItem>
          {SEVERIDADES.map((s) => (
            <MenuItem key={s} value={s}>
              {ROTULOS_SEVERIDADE[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Regra" value={f.regra} onChange={(e) => f.mudar('regra', e.target.value)} fullWidth slotProps={SEM_VAZIO}>
          <MenuItem value={TODOS}>Todas</MenuItem>
          {IDS_REGRAS.map((r) => (
            <MenuItem key={r} value={r}>
              {REGRAS_ALERTA[r].titulo}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <EstadoDaConsulta consulta={q} oQue="os alertas" espaco={4}>
        {({ RES: alertas, PAG }) =>
          alertas.length === 0 ? (
            <Vazio semFiltro={f.semFiltro} />
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} aria-live="polite">
                {PAG.total === 1 ? '1 alerta' : `${PAG.total} alertas`}
              </Typography>
              <Box component="ul" aria-label="Alertas" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}>
                {alertas.map((a) => (
                  <CartaoAlerta key={a.id} alerta={a} onDialogo={(tipo) => setDialogo({ alerta: a, tipo })} onHistorico={() => setHistorico(a)} />
                ))}
              </Box>
              {PAG.total_pages > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
                  <Pagination count={PAG.total_pages} page={PAG.page} onChange={(_e, p) => f.mudar('pagina', String(p))} aria-label="Páginas de alertas" />
                </Box>
              )}
            </>
          )
        }
      </EstadoDaConsulta>
      {dialogo && <DialogoDoAlerta dialogo={dialogo.tipo} alerta={dialogo.alerta} onFechar={() => setDialogo(null)} />}
      {historico && <GavetaHistorico alerta={historico} onFechar={() => setHistorico(null)} />}
    </Paper>
  );
}
