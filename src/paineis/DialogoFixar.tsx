import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as LinkRouter } from 'react-router-dom';
import { LARGURAS_WIDGET, LIMITES_PAINEIS_PESSOAIS, type LarguraWidget, type TipoWidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { resolveErrorMessage } from '../http';
import { useAlterarPaineis, usePaineis } from './api';
import { colunasDoTipo, tiposDoRelatorio, variasColunas } from './opcoesDoWidget';
import { rotaDoPainel } from './rotas';

const NOVO = 'novo';

export interface ConsultaParaFixar {
  id: number;
  nome: string;
}

/** Pins a saved view to a dashboard the user may edit, or to a new one of their own: its kind, its column(s), its width. */
export function DialogoFixar({ aberto, onFechar, salvo, declaracao: d }: { aberto: boolean; onFechar: () => void; salvo: ConsultaParaFixar; declaracao: DeclaracaoRelatorio }) {
  const paineis = usePaineis();
  const m = useAlterarPaineis();
  const editaveis = (paineis.data ?? []).filter((p) => p.editavel);
  const tipos = tiposDoRelatorio(d);
  const [escolhido, setEscolhido] = useState<string>('');
  const [nomeNovo, setNomeNovo] = useState('');
  const [tipo, setTipo] = useState<TipoWidgetPessoal>(tipos[0]?.id ?? 'ranking');
  const [colunas, setColunas] = useState<string[]>(() => colunasDoTipo(d, tipos[0]?.id ?? 'ranking').slice(0, 1).map((c) => c.id));
  const [largura, setLargura] = useState<LarguraWidget>(4);
  const [fixadoEm, setFixadoEm] = useState<number | null>(null);
  const painel = escolhido === '' ? (editaveis[0] ? String(editaveis[0].id) : NOVO) : escolhido;
  const opcoesColunas = colunasDoTipo(d, tipo);
  const ocupado = m.criar.isPending || m.fixar.isPending;
  const erro = m.criar.error ?? m.fixar.error;

  const trocarTipo = (t: TipoWidgetPessoal) => {
    setTipo(t);
    setColunas(colunasDoTipo(d, t).slice(0, 1).map((c) => c.id));
  };

  const fixar = async () => {
    const alvo = painel === NOVO ? await m.criar.mutateAsync({ nome: nomeNovo }) : editaveis.find((p) => String(p.id) === painel);
    if (!alvo) return;
    const r = await m.fixar.mutateAsync({ id: alvo.id, corpo: { version: alvo.version, id_salvo: salvo.id, tipo, colunas, largura } });
    setFixadoEm(r.id);
  };

  return (
    <Dialog open={aberto} onClose={onFechar} fullWidth maxWidth="sm" aria-labelledby="dialogo-fixar-titulo">
      <DialogTitle id="dialogo-fixar-titulo">Fixar “{salvo.nome}” em um painel</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fixadoEm !== null && (
            <Alert severity="success">
              Consulta fixada.{' '}
              <Link component={LinkRouter} to={rotaDoPainel(fixadoEm)}>
                Abrir o painel
              </Link>
            </Alert>
          )}
          {erro && <Alert severity="error">{resolveErrorMessage(erro)}</Alert>}
          {paineis.isError && <Alert severity="error">{resolveErrorMessage(paineis.error)}</Alert>}
          <TextField select label="Painel" value={painel} onChange={(e) => setEscolhido(e.target.value)} disabled={paineis.isPending}>
            {editaveis.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.dono === 'perfil' ? `${p.nome} (perfil ${p.perfil ?? ''})` : p.nome}
              </MenuItem>
            ))}
            <MenuItem value={NOVO}>Novo painel…</MenuItem>
          </TextField>
          {painel === NOVO && (
            <TextField label="Nome do novo painel" value={nomeNovo} onChange={(e) => setNomeNovo(e.target.value)} slotProps={{ htmlInput: { maxLength: LIMITES_PAINEIS_PESSOAIS.nome } }} />
          )}
          <TextField select label="Tipo do widget" value={tipo} onChange={(e) => trocarTipo(tipos.find((t) => t.id === e.target.value)?.id ?? tipo)}>
            {tipos.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.rotulo}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={variasColunas(tipo) ? 'Colunas' : 'Coluna'}
            value={variasColunas(tipo) ? colunas : (colunas[0] ?? '')}
            onChange={(e) => {
              const v: unknown = e.target.value;
              setColunas(Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [String(v)]);
            }}
            slotProps={{ select: { multiple: variasColunas(tipo) } }}
          >
            {opcoesColunas.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.rotulo}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Largura" value={largura} onChange={(e) => setLargura(LARGURAS_WIDGET.find((l) => l === Number(e.target.value)) ?? 4)}>
            {LARGURAS_WIDGET.map((l) => (
              <MenuItem key={l} value={l}>
                {l} de 12 colunas
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Fechar</Button>
        <Button variant="contained" disabled={ocupado || colunas.length === 0 || (painel === NOVO && nomeNovo.trim() === '')} onClick={() => void fixar().catch(() => undefined)}>
          Fixar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
