import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ROTAS_ALERTAS, type RegraDoGrupo } from '@retaguarda/contrato/api/alertas';
import { REGRAS_ALERTA, ROTULOS_SEVERIDADE, SEVERIDADES, type Severidade } from '@retaguarda/contrato/alertas/regras';
import { resolveErrorMessage } from '../../../http';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_ALERTAS } from './api';

/** One rule's form: enabled, severity, e-mail and each threshold within its declared bounds. */
function FormularioRegra({ regra }: { regra: RegraDoGrupo }) {
  const canal = useCanal();
  const qc = useQueryClient();
  const notify = useNotify();
  const d = REGRAS_ALERTA[regra.regra];
  const [ativa, setAtiva] = useState(regra.ativa);
  const [severidade, setSeveridade] = useState<Severidade>(regra.severidade);
  const [email, setEmail] = useState(regra.email);
  const [valores, setValores] = useState<Record<string, string>>(Object.fromEntries(Object.entries(regra.parametros).map(([k, v]) => [k, String(v)])));
  const foraDosLimites = (nome: string): string | null => {
    const p = d.parametros[nome as keyof typeof d.parametros] as { minimo: number; maximo: number; unidade: string } | undefined;
    const v = Number(valores[nome]);
    if (!p) return null;
    return valores[nome] === '' || !Number.isInteger(v) || v < p.minimo || v > p.maximo ? `De ${p.minimo} a ${p.maximo} ${p.unidade}` : null;
  };
  const invalido = Object.keys(valores).some((k) => foraDosLimites(k) !== null);
  const m = useMutation({
    mutationFn: () =>
      canal.chamar(ROTAS_ALERTAS.alterarRegra, {
        parametros: { regra: regra.regra },
        corpo: { version: regra.version, ativa, severidade, email, parametros: Object.fromEntries(Object.entries(valores).map(([k, v]) => [k, Number(v)])) },
      }),
    onSuccess: () => notify(`Regra "${d.titulo}" salva`, { type: 'success' }),
    onSettled: () => qc.invalidateQueries({ queryKey: [CHAVE_ALERTAS, 'regras'] }),
  });
  const idTitulo = `regra-${regra.regra}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={idTitulo}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography id={idTitulo} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {d.titulo}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {d.descricao}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel control={<Switch checked={ativa} onChange={(e) => setAtiva(e.target.checked)} />} label="Ativa" />
          <FormControlLabel control={<Switch checked={email} onChange={(e) => setEmail(e.target.checked)} />} label="E-mail quando crítico" />
          <Box sx={{ width: { xs: '100%', sm: 200 } }}>
            <TextField select fullWidth size="small" label="Severidade" value={severidade} onChange={(e) => setSeveridade(e.target.value as Severidade)}>
              {SEVERIDADES.map((s) => (
                <MenuItem key={s} value={s}>
                  {ROTULOS_SEVERIDADE[s]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {Object.entries(d.parametros).map(([nome, p]) => {
            const erro = foraDosLimites(nome);
            return (
              <TextField
                key={nome}
                size="small"
                type="number"
                label={`${p.rotulo} (${p.unidade})`}
                value={valores[nome] ?? ''}
                onChange={(e) => setValores((v) => ({ ...v, [nome]: e.target.value }))}
                error={erro !== null}
                helperText={erro ?? `De ${p.minimo} a ${p.maximo}; padrão ${p.padrao}`}
                slotProps={{ htmlInput: { min: p.minimo, max: p.maximo, step: 1, inputMode: 'numeric' } }}
              />
            );
          })}
        </Box>
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
        <Box>
          <Button variant="contained" disabled={invalido || m.isPending} onClick={() => m.mutate()} aria-label={`Salvar regra ${d.titulo}`}>
            Salvar
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The group's alert rules, for an administrator: what each watches and its thresholds. */
export function AbaRegras() {
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_ALERTAS, 'regras'], queryFn: ({ signal }) => canal.chamar(ROTAS_ALERTAS.regras, { signal }) });
  return (
    <EstadoDaConsulta consulta={q} oQue="as regras" espaco={4}>
      {(regras) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {regras.map((r) => (
            // a new version remounts the form with what the server holds now
            <FormularioRegra key={`${r.regra}-${r.version}`} regra={r} />
          ))}
        </Box>
      )}
    </EstadoDaConsulta>
  );
}
