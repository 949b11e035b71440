import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ROTULOS_TIPO_CAMPO, TIPOS_CAMPO_SIMPLES } from '@retaguarda/contrato/recursos/campos';
import {
  CorpoCriarCampo,
  CorpoEditarCampo,
  LIMITES_PERSONALIZADOS,
  MENSAGENS_PERSONALIZADOS,
  type CampoPersonalizado,
  type TipoPersonalizado,
} from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { endpointsDoRecurso } from '../dados/endpointsDoRecurso';
import { useCanal } from '../../dataProvider/useCanal';
import { formErrorsFrom, HttpError, resolveErrorMessage } from '../../http';
import { chaveCamposPersonalizados } from './useCamposPersonalizados';

interface Valores {
  rotulo: string;
  tipo: TipoPersonalizado;
  obrigatorio: boolean;
  coluna: boolean;
  filtro: boolean;
  /** One option per line. */
  opcoes: string;
}

const iniciais = (campo?: CampoPersonalizado): Valores => ({
  rotulo: campo?.rotulo ?? '',
  tipo: campo?.tipo ?? 'texto',
  obrigatorio: campo?.obrigatorio ?? false,
  coluna: campo?.coluna ?? true,
  filtro: campo?.filtro ?? false,
  opcoes: campo?.opcoes.join('\n') ?? '',
});

const linhas = (texto: string) =>
  texto
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** The first message of each field the contract's schema refuses (the server checks the same). */
function errosDe(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const i of issues) {
    const chave = String(i.path[0] ?? 'rotulo');
    erros[chave] ??= i.message;
  }
  return erros;
}

/**
 * Adds a custom field to a register, or edits one (everything but its type: the values already
 * stored keep theirs). Checked with the server's own schema before sending; the server's refusals
 * (a name already taken) land under their fields.
 */
export function DialogoCampo({ recurso, campo, fechar }: { recurso: Recurso; campo?: CampoPersonalizado; fechar: () => void }) {
  const [valores, setValores] = useState<Valores>(() => iniciais(campo));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const telaCheia = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canal = useCanal();
  const endpoints = endpointsDoRecurso(recurso);
  const mudar = <K extends keyof Valores>(chave: K, valor: Valores[K]) => {
    setValores((v) => ({ ...v, [chave]: valor }));
    setErros((e) => ({ ...e, [chave]: '' }));
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const corpo = { ...valores, opcoes: valores.tipo === 'escolha' ? linhas(valores.opcoes) : [] };
    const conferido = campo
      ? CorpoEditarCampo.safeParse({ ...corpo, version: campo.version })
      : CorpoCriarCampo.safeParse(corpo);
    if (!conferido.success) {
      setErros(errosDe(conferido.error.issues));
      return;
    }
    setEnviando(true);
    setErroGeral(null);
    try {
      const dados = conferido.data;
      // only an edit's body carries the version it read
      if ('version' in dados) await canal.chamar(endpoints.editarCampo, { parametros: { id: campo?.id }, corpo: dados });
      else await canal.chamar(endpoints.criarCampo, { corpo: dados });
      await queryClient.invalidateQueries({ queryKey: chaveCamposPersonalizados(recurso) });
      notify(campo ? MENSAGENS_PERSONALIZADOS.salvo : MENSAGENS_PERSONALIZADOS.criado, { type: 'success' });
      fechar();
    } catch (erro) {
      const porCampo = formErrorsFrom(erro);
      if (porCampo) setErros(porCampo);
      else if (erro instanceof HttpError && erro.status === 409) setErroGeral(resolveErrorMessage(erro));
      else notify(resolveErrorMessage(erro), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  const titulo = campo ? `Editar o campo "${campo.rotulo}"` : 'Novo campo personalizado';
  return (
    <Dialog open onClose={enviando ? undefined : fechar} fullScreen={telaCheia} fullWidth maxWidth="sm" aria-labelledby="titulo-dialogo-campo">
      <Box component="form" noValidate onSubmit={(e) => void enviar(e)} sx={{ display: 'contents' }}>
        <DialogTitle id="titulo-dialogo-campo">{titulo}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
          {erroGeral ? <Alert severity="error">{erroGeral}</Alert> : null}
          <TextField
            label="Nome do campo"
            value={valores.rotulo}
            onChange={(e) => mudar('rotulo', e.target.value)}
            error={Boolean(erros.rotulo)}
            helperText={erros.rotulo || `Como aparece no formulário, na lista e na planilha (até ${LIMITES_PERSONALIZADOS.rotulo} caracteres)`}
            slotProps={{ htmlInput: { maxLength: LIMITES_PERSONALIZADOS.rotulo + 10 } }}
            required
            autoFocus
          />
          <TextField
            select
            label="Tipo"
            value={valores.tipo}
            onChange={(e) => mudar('tipo', e.target.value as TipoPersonalizado)}
            disabled={campo !== undefined}
            error={Boolean(erros.tipo)}
            helperText={erros.tipo || (campo ? 'O tipo não muda depois de criado: os valores gravados continuam do mesmo tipo' : undefined)}
          >
            {TIPOS_CAMPO_SIMPLES.map((t) => (
              <MenuItem key={t} value={t}>
                {ROTULOS_TIPO_CAMPO[t]}
              </MenuItem>
            ))}
          </TextField>
          {valores.tipo === 'escolha' ? (
            <TextField
              label="Opções"
              multiline
              minRows={3}
              value={valores.opcoes}
              onChange={(e) => mudar('opcoes', e.target.value)}
              error={Boolean(erros.opcoes)}
              helperText={erros.opcoes || `Uma opção por linha (até ${LIMITES_PERSONALIZADOS.opcoes})`}
              required
            />
          ) : null}
          <Box sx={{ display: 'grid' }}>
            <FormControlLabel control={<Switch checked={valores.obrigatorio} onChange={(e) => mudar('obrigatorio', e.target.checked)} />} label="Obrigatório" />
            <FormControlLabel control={<Switch checked={valores.coluna} onChange={(e) => mudar('coluna', e.target.checked)} />} label="Mostrar como coluna da lista" />
            <FormControlLabel control={<Switch checked={valores.filtro} onChange={(e) => mudar('filtro', e.target.checked)} />} label="Usar nos filtros da lista" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} disabled={enviando}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={enviando} startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {campo ? 'Salvar' : 'Adicionar campo'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
